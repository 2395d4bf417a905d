import { spawn, type ChildProcess } from 'node:child_process';
import { sleep } from './ports';

/**
 * A tiny Node process between us and each emulator. We spawn it detached, so it leads its own
 * process group and stop() can signal the whole group (the emulator and anything it spawned).
 * It also holds an IPC channel to us: when we die in any way, even SIGKILL where no 'exit'
 * handler runs (a vitest worker torn down, a terminal closed), the channel closes and it takes
 * the emulator down with it. Without this, orphaned JVMs pile up and hold ports and data files.
 */
const SUPERVISOR = `
const { spawn } = require('node:child_process');
const [cmd, ...args] = process.argv.slice(1);
const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
child.on('error', (err) => { console.error(String(err)); process.exit(127); });
child.on('exit', (code) => process.exit(code === null ? 1 : code));
`;

export interface ChildSpec {
  /** Prefix for log lines and error messages. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  quiet: boolean;
  /** Resolves true once the service answers requests; called repeatedly until then. */
  probe: () => Promise<boolean>;
  readyTimeoutMs?: number;
  /**
   * Restart the emulator (same command: same port and data) when it exits without stop(), after
   * 1 s, 2 s, 4 s… and at most this many times in all; 0 = never. Default 5.
   */
  maxRestarts?: number;
}

export interface Child {
  name: string;
  /** the supervisor's pid, which is also its process group's id; changes when it is restarted */
  readonly pid: number;
  /** how often it was restarted after exiting on its own */
  readonly restarts: number;
  /** SIGTERM the process group, SIGKILL it after `graceMs`. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

/** Thrown when the emulator exits before it answers (typically: the port was taken meanwhile). */
export class ChildExitedError extends Error {}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function signalGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined) return;
  try {
    // Negative pid = the process group the detached supervisor leads.
    process.kill(-proc.pid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

/** Last resort when the parent exits without calling stop(): 'exit' handlers must be synchronous. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const proc of live) signalGroup(proc, 'SIGTERM');
  });
}

const exited = (proc: ChildProcess): boolean => proc.exitCode !== null || proc.signalCode !== null;

function waitForExit(proc: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(proc)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      proc.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = (): void => {
      clearTimeout(timer);
      resolve(true);
    };
    proc.once('exit', onExit);
  });
}

interface Running {
  proc: ChildProcess;
  tail: string[];
  stop(graceMs?: number): Promise<void>;
}

/** One run of the emulator under its supervisor, answering requests when this resolves. */
async function spawnOnce(spec: ChildSpec): Promise<Running> {
  installExitHook();
  const proc = spawn(process.execPath, ['-e', SUPERVISOR, '--', spec.command, ...spec.args], {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  if (proc.pid === undefined) {
    throw new Error(`${spec.name}: could not spawn ${process.execPath}`);
  }
  live.add(proc);
  proc.once('exit', () => live.delete(proc));

  // Always drain the pipes (a full pipe blocks the emulator); keep a tail for error messages.
  const tail: string[] = [];
  const onOutput = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (!spec.quiet) process.stdout.write(`[${spec.name}] ${line}\n`);
    }
  };
  proc.stdout?.on('data', onOutput);
  proc.stderr?.on('data', onOutput);

  let stopping: Promise<void> | undefined;
  const child: Running = {
    proc,
    tail,
    stop(graceMs = 5000) {
      stopping ??= (async () => {
        if (!exited(proc)) {
          signalGroup(proc, 'SIGTERM');
          if (!(await waitForExit(proc, graceMs))) {
            signalGroup(proc, 'SIGKILL');
            await waitForExit(proc, 5000);
          }
        }
        // The supervisor exits only after the emulator did; this catches anything the emulator
        // itself spawned and left behind in the group.
        signalGroup(proc, 'SIGKILL');
        live.delete(proc);
      })();
      return stopping;
    },
  };

  const deadline = Date.now() + (spec.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (exited(proc)) {
      await child.stop();
      throw new ChildExitedError(
        `${spec.name} exited (code ${String(proc.exitCode)}) before it answered:\n${tail.join('\n')}`,
      );
    }
    if (await spec.probe().catch(() => false)) return child;
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error(
        `${spec.name} did not answer within ${spec.readyTimeoutMs ?? 30_000} ms:\n${tail.join('\n')}`,
      );
    }
    await sleep(100);
  }
}

/** The emulators running now, by name, for the fault helpers (faults.ts). */
const byName = new Map<string, Child>();

/** The running emulator of that name, if any. */
export const childNamed = (name: string): Child | undefined => byName.get(name);

const log = (name: string, text: string): void => {
  process.stderr.write(`[${name}] ${text}\n`);
};

/**
 * Starts an emulator and supervises it: when it exits on its own (not through stop()), its name
 * and last output lines are logged and it is started again with the same command — the same port
 * and data folder — after a growing pause, up to `maxRestarts` tries in all (so one that keeps
 * dying is given up on, loudly, instead of restarted forever).
 */
export async function startChild(spec: ChildSpec): Promise<Child> {
  let current = await spawnOnce(spec);
  let restarts = 0;
  let tries = 0;
  let stopped = false;
  let pending: Promise<void> | undefined;
  const maxRestarts = spec.maxRestarts ?? 5;

  const supervise = (run: Running): void => {
    run.proc.once('exit', (code, signal) => {
      if (stopped || run !== current) return;
      const how = signal ? `signal ${signal}` : `code ${String(code)}`;
      log(spec.name, `exited unexpectedly (${how}); its last lines:\n${run.tail.slice(-20).join('\n')}`);
      pending = restart();
    });
  };

  const restart = async (): Promise<void> => {
    if (tries >= maxRestarts) {
      log(spec.name, `not restarted: it was restarted ${maxRestarts} times already`);
      return;
    }
    const pause = 1000 * 2 ** tries;
    tries += 1;
    log(spec.name, `restarting in ${pause / 1000} s (try ${tries} of ${maxRestarts})`);
    await sleep(pause);
    if (stopped) return;
    try {
      const run = await spawnOnce(spec);
      if (stopped) {
        await run.stop();
        return;
      }
      current = run;
      restarts += 1;
      log(spec.name, `restarted (pid ${String(run.proc.pid)}) and answering again`);
      supervise(run);
    } catch (e) {
      log(spec.name, `restart failed: ${(e as Error).message.split('\n')[0] ?? ''}`);
      await restart();
    }
  };

  supervise(current);
  const child: Child = {
    name: spec.name,
    get pid() {
      return current.proc.pid as number;
    },
    get restarts() {
      return restarts;
    },
    async stop(graceMs) {
      stopped = true;
      if (byName.get(spec.name) === child) byName.delete(spec.name);
      await current.stop(graceMs);
      await pending;
      await current.stop(graceMs);
    },
  };
  byName.set(spec.name, child);
  return child;
}
