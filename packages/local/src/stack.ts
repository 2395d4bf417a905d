import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedAws, type EmbeddedAws, type EmbeddedAwsOptions } from './aws';
import { freePort } from './ports';
import { envFor, provision } from './provision';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** How often `npm start` runs the jobs' recovery step (deployed: the schedule in stacks/Api.ts). */
const RECOVERY_EVERY_MS = 60_000;

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
  try {
    const provisioned = await provision(aws, {
      tableName: 'stratum',
      bucketName: 'stratum-files',
      userPoolName: 'stratum',
      allowedOrigins: [url],
    });
    const env = {
      ...envFor(aws, provisioned, url),
      LOG_LEVEL: opts.quiet ? 'warn' : 'info',
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
    const recovery = setInterval(() => void recoverNow(), RECOVERY_EVERY_MS);
    recovery.unref();
    const { startServer } = await import('./server');
    const server = await startServer({
      port,
      host,
      webDir: opts.webDir ?? join(REPO_ROOT, 'web', 'dist'),
      filesOrigin: aws.endpoints.s3,
      handlers: HANDLERS,
      openapi: OPENAPI_HANDLER,
    });
    return {
      url,
      aws,
      env,
      stop: async () => {
        clearInterval(recovery);
        await server.close();
        await backgroundJobs();
        await aws.stop();
      },
    };
  } catch (e) {
    await aws.stop();
    throw e;
  }
};
