import { Agent, request } from 'node:http';

/*
 * The bench's client for our API: Node's own HTTP client with keep-alive, the same transport the
 * AWS SDK uses for the raw DynamoDB reads beside it, so both sides of a ratio pay the same client
 * cost (fetch's undici adds about half a millisecond of its own per call on this machine).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export const getJson = <T>(url: string, headers: Record<string, string> = {}): Promise<T> =>
  new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T);
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
