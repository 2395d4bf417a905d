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
}

export interface Child {
  name: string;
  pid: number;
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

export async function startChild(spec: ChildSpec): Promise<Child> {
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
  const child: Child = {
    name: spec.name,
    pid: proc.pid,
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
