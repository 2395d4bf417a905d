import { randomUUID } from 'node:crypto';
import { startStack } from '../../packages/local/src/stack';
import { demoLogins } from '../../packages/local/src/seed';
import { fmt, percentile } from './stats';

/**
 * `npm run bench -- load`: many clients at once against the stack `npm start` runs, a mix of reads
 * and writes as an administrator's day makes them, to show the service answers every one of them
 * and that what the answers say matches the store afterwards. Figures, not assertions: the run
 * prints the count of requests, of failures (any non-SUCCESS envelope or transport error) and the
 * latency per kind, and exits non-zero when a request failed or a count disagrees.
 *
 * Each write carries an Idempotency-Key, as the web client sends one; updates send the version
 * they read, so two clients updating one unit meet a 409 (a refusal the product promises, counted
 * apart from failures). BENCH_CLIENTS (50) and BENCH_SECONDS (20) size the run.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** The share of a client's requests that write. */
const WRITE_SHARE = 0.45;

interface Envelope<T = unknown> {
  res: string;
  data: T;
  err_msg: string;
}
interface Unit {
  id: string;
  name: string;
  version: number;
}

type Kind = 'read' | 'add' | 'update' | 'conflict';

const main = async () => {
  const stack = await startStack({ quiet: true, seed: true });
  process.env.LOG_LEVEL = 'silent';
  const api = `${stack.url}/api/v1`;
  try {
    const { admin } = demoLogins();
    const login = (await (
      await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      })
    ).json()) as Envelope<{ user: { apiToken: string } }>;
    if (login.res !== 'SUCCESS') throw new Error(`sign-in failed: ${login.err_msg}`);
    const token = login.data.user.apiToken;

    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
      const headers: Record<string, string> = { token };
      if (method === 'POST') {
        headers['content-type'] = 'application/json';
        headers['idempotency-key'] = randomUUID();
      }
      const res = await fetch(`${api}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    };

    const unitsNow = async () => {
      const out = await call<{ businessUnitList: Unit[] }>('GET', '/business-unit/all');
      if (out.body.res !== 'SUCCESS') throw new Error(`business-unit/all: ${out.body.err_msg}`);
      return out.body.data.businessUnitList;
    };
    const before = await unitsNow();

    const READS = [
      '/business-unit/all',
      '/employee/all?limit=50',
      '/company/mails',
      '/my-inbox/required-my-actions',
    ];
    const latencies: Record<Kind, number[]> = { read: [], add: [], update: [], conflict: [] };
    const failures: string[] = [];
    const added = new Set<string>();
    const mine: Unit[] = [];
    const stopAt = Date.now() + SECONDS * 1000;

    const client = async (n: number) => {
      let i = 0;
      while (Date.now() < stopAt) {
        i++;
        const started = performance.now();
        let kind: Kind = 'read';
        try {
          if (Math.random() >= WRITE_SHARE) {
            const path = READS[i % READS.length]!;
            const out = await call('GET', path);
            if (out.body.res !== 'SUCCESS') failures.push(`${path}: ${out.status} ${out.body.err_msg}`);
          } else if (mine.length === 0 || Math.random() < 0.5) {
            kind = 'add';
            const name = `Load ${n}-${i}-${randomUUID().slice(0, 8)}`;
            const out = await call<{ business_unit: Unit }>('POST', '/business-unit/add', { name });
            if (out.body.res !== 'SUCCESS') failures.push(`add: ${out.status} ${out.body.err_msg}`);
            else {
              added.add(out.body.data.business_unit.id);
              mine.push(out.body.data.business_unit);
            }
          } else {
            kind = 'update';
            // Any client's unit: two clients may update one unit with the same version.
            const unit = mine[Math.floor(Math.random() * mine.length)]!;
            const out = await call<{ business_unit: Unit }>('POST', '/business-unit/update', {
              id: unit.id,
              version: unit.version,
              name: `${unit.name.split(' ·')[0]} · ${i}`,
            });
            if (out.status === 409) kind = 'conflict';
            else if (out.body.res !== 'SUCCESS') failures.push(`update: ${out.status} ${out.body.err_msg}`);
            else Object.assign(unit, out.body.data.business_unit);
          }
        } catch (e) {
          failures.push(`${kind}: ${(e as Error).message}`);
        }
        latencies[kind].push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    // What the answers said against what the store holds.
    const after = await unitsNow();
    const byId = new Map(after.map((u) => [u.id, u]));
    const missing = [...added].filter((id) => !byId.has(id));
    const extra = after.length - before.length - added.size;
    const stale = mine.filter((u) => byId.get(u.id) && byId.get(u.id)!.version !== u.version);

    const total = Object.values(latencies).reduce((s, l) => s + l.length, 0);
    const writes = latencies.add.length + latencies.update.length + latencies.conflict.length;
    console.log(
      `\nStratum load — ${new Date().toISOString()}, ${CLIENTS} clients for ${SECONDS} s against one local stack\n`,
    );
    console.log('| requests | writes | failures | refused as concurrent edits (409) | requests/s |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(
      `| ${total} | ${writes} (${Math.round((writes / total) * 100)} %) | ${failures.length} | ${latencies.conflict.length} | ${Math.round(total / SECONDS)} |`,
    );
    console.log('\n| kind | n | p50 | p95 |');
    console.log('| --- | --- | --- | --- |');
    for (const [kind, list] of Object.entries(latencies)) {
      if (list.length === 0) continue;
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `| ${kind} | ${list.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} |`,
      );
    }
    console.log(
      `\nStore after the run: ${added.size} units answered as added, ${missing.length} of them missing, ${extra} units nobody was told of, ${stale.length} units whose version differs from the last answer given.`,
    );
    for (const f of failures.slice(0, 10)) console.log(`  failure: ${f}`);
    if (failures.length > 0 || missing.length > 0 || extra !== 0 || stale.length > 0) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
};

await main();
