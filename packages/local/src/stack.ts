import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedAws, type EmbeddedAws, type EmbeddedAwsOptions } from './aws';
import { startLocalMicrosoft, type LocalMicrosoft } from './microsoft';
import { emulatorPidsEnv } from './faults';
import { freePort } from './ports';
import { envFor, provision } from './provision';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** How often `npm start` runs the jobs' recovery step (deployed: the schedule in stacks/Api.ts). */
const RECOVERY_EVERY_MS = 60_000;

/** How often `npm start` runs the reminders (deployed: hourly, stacks/Reminders.ts); runs are idempotent. */
const REMINDERS_EVERY_MS = 10 * 60_000;

/** Where `npm start` leaves its endpoints (no secrets) for `npm run reminders` to reach the running stack. */
export const LOCAL_ENV_FILE = 'local-env.json';

export interface StackOptions {
  /** keep data here across restarts; absent: throwaway (tests) */
  dataDir?: string;
  /** 0 = any free port */
  port?: number;
  host?: string;
  quiet?: boolean;
  seed?: boolean;
  webDir?: string;
  /** fixed emulator ports (default: any free ones) */
  awsPorts?: EmbeddedAwsOptions['ports'];
  /**
   * How often the mail sender drains the outbox, as the deployed stream and schedule do
   * (ARCHITECTURE §11); 0 = never (the tests drain it themselves). Default 2 s.
   */
  mailerEveryMs?: number;
  /**
   * How often the jobs' recovery step runs after the one at start; 0 = only at start (the security
   * suites, which must know every writer while they run). Default one minute.
   */
  recoverEveryMs?: number;
  /**
   * How often the reminders engine runs, the first time right after the seed (ARCHITECTURE §10);
   * 0 = never (the tests run it themselves). Default ten minutes.
   */
  remindEveryMs?: number;
  /**
   * Where to leave the endpoints file `npm run reminders` reads (default: `dataDir`). A throwaway
   * stack gets one when a browser test runs the reminders command against it (STRATUM_ENV_DIR).
   */
  envDir?: string;
}

export interface Stack {
  url: string;
  aws: EmbeddedAws;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The whole product on one machine: the embedded AWS, provisioned; the environment the handlers
 * read; the demo seed; and the HTTP server with the API and the SPA on one port.
 */
export const startStack = async (opts: StackOptions = {}): Promise<Stack> => {
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port || (await freePort(host));
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const aws = await startEmbeddedAws({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.awsPorts ? { ports: opts.awsPorts } : {}),
    host,
    quiet: opts.quiet ?? false,
  });
  let microsoft: LocalMicrosoft | undefined;
  try {
    microsoft = await startLocalMicrosoft({ appUrl: url, host, quiet: opts.quiet ?? false });
    const provisioned = await provision(aws, {
      tableName: 'stratum',
      bucketName: 'stratum-files',
      userPoolName: 'stratum',
      allowedOrigins: [url],
    });
    const env = {
      ...envFor(aws, provisioned, url),
      ...emulatorPidsEnv(aws.pids),
      LOG_LEVEL: opts.quiet ? 'warn' : 'info',
      MS_OIDC_ISSUER: microsoft.issuer,
      MS_OIDC_CLIENT_ID: microsoft.clientId,
      SESSION_SECRET: persistedSecret(opts.dataDir, 'session-secret'),
      LINK_TOKEN_SECRET: persistedSecret(opts.dataDir, 'link-token-secret'),
      // These machines run Node 20 by design (README); the SDK's advice to upgrade is noise here.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    Object.assign(process.env, env);

    // Imported only now: the handlers read the environment set just above.
    const { HANDLERS, OPENAPI_HANDLER } = await import('@stratum/functions');
    if (opts.seed ?? true) {
      const { seedDemo } = await import('./seed');
      await seedDemo();
    }
    // Jobs (ARCHITECTURE §11): an import cut short by the last stop is finished or undone now,
    // and the same recovery step runs on a timer, as the schedule runs it deployed.
    const { recover } = await import('@stratum/functions/jobs');
    const { backgroundJobs } = await import('@stratum/core/kernel/jobs');
    const recoverNow = () =>
      recover().catch((e: unknown) => console.error(`job recovery failed: ${(e as Error).message}`));
    await recoverNow();
    const recoverEveryMs = opts.recoverEveryMs ?? RECOVERY_EVERY_MS;
    const recovery = recoverEveryMs > 0 ? setInterval(() => void recoverNow(), recoverEveryMs) : undefined;
    recovery?.unref();
    const { startServer } = await import('./server');
    const server = await startServer({
      port,
      host,
      webDir: opts.webDir ?? join(REPO_ROOT, 'web', 'dist'),
      filesOrigin: aws.endpoints.s3,
      handlers: HANDLERS,
      openapi: OPENAPI_HANDLER,
    });
    const stopMailer = startMailer(opts.mailerEveryMs ?? 2000);
    const stopReminders = startReminders(opts.remindEveryMs ?? REMINDERS_EVERY_MS);
    const envDir = opts.envDir ?? opts.dataDir;
    if (envDir) {
      mkdirSync(envDir, { recursive: true });
      const { SESSION_SECRET: _s, LINK_TOKEN_SECRET: _l, ...endpoints } = env;
      writeFileSync(join(envDir, LOCAL_ENV_FILE), JSON.stringify(endpoints, null, 2), { mode: 0o600 });
    }
    return {
      url,
      aws,
      env,
      stop: async () => {
        clearInterval(recovery);
        await stopReminders();
        await stopMailer();
        await server.close();
        await backgroundJobs();
        await microsoft?.stop();
        await aws.stop();
      },
    };
  } catch (e) {
    await microsoft?.stop();
    await aws.stop();
    throw e;
  }
};

/**
 * A signing key (sessions after a provider sign-in, link tokens): kept with the data, so what it
 * signed survives a restart like password sessions do; a throwaway stack makes a new one.
 */
const persistedSecret = (dataDir: string | undefined, name: string): string => {
  const file = dataDir ? join(dataDir, name) : undefined;
  if (file && existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  if (file) writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * The outbox's sender on a timer: the same `drainMail` the deployed `mailer` function runs. One
 * run at a time; a failed run (an emulator down) is logged and the next tick tries again.
 */
const startMailer = (everyMs: number): (() => Promise<void>) => {
  if (everyMs <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    const { drainMail } = await import('@stratum/functions/mailer');
    running = drainMail().catch((e: unknown) => {
      console.error(`mailer: ${(e as Error).message}`);
    });
    await running;
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  let timer = setTimeout(() => void tick(), everyMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
};

/**
 * The reminders engine on a timer: the same `sendReminders` the deployed schedule runs, once right
 * away (so the demo's reminders are queued on start) and then every `everyMs`. One run at a time.
 */
const startReminders = (everyMs: number): (() => Promise<void>) => {
  if (everyMs <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const { sendReminders } = await import('@stratum/functions/reminders');
    running = sendReminders().catch((e: unknown) => {
      console.error(`reminders: ${(e as Error).message}`);
    });
    await running;
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  void tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
};
