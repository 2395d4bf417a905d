import { pauseS3, resumeS3 } from './aws';
import { childNamed } from './children';

/**
 * Faults an operator meets, injected into the embedded AWS the local stack started (the fault
 * tests): an emulator that stops answering, then answers again, or one that dies. Each acts on
 * the emulator's whole process group (its supervisor and everything it spawned), by the name the
 * local stack gave it. In the process that started the stack the live registry is used (it follows
 * a restarted emulator); test workers in other processes read the process groups the stack put in
 * the environment it hands out (`STRATUM_EMULATOR_PIDS`). s3rver runs inside the stack's process:
 * it is paused by holding its requests (aws.ts), so only in the process that started the stack.
 */
export type EmulatorName = 'dynamodb' | 'cognito' | 'ses' | 's3';

const PIDS_ENV = 'STRATUM_EMULATOR_PIDS';

/** The environment entry naming each emulator's process group leader. */
export const emulatorPidsEnv = (pids: Partial<Record<EmulatorName, number>>): Record<string, string> => ({
  [PIDS_ENV]: JSON.stringify(pids),
});

const groupOf = (name: string): number => {
  const child = childNamed(name);
  if (child) return child.pid;
  const pids = JSON.parse(process.env[PIDS_ENV] ?? '{}') as Record<string, number | undefined>;
  const pid = pids[name];
  if (!pid) throw new Error(`no ${name} emulator started by this stack (${PIDS_ENV} is not set for it)`);
  return pid;
};

/** The emulator stops answering: its connections stay open, its requests wait (SIGSTOP). */
export const pauseEmulator = (name: EmulatorName | (string & {})): void => {
  if (name === 's3') return pauseS3();
  process.kill(-groupOf(name), 'SIGSTOP');
};

/** The paused emulator carries on with what it was sent meanwhile (SIGCONT). */
export const resumeEmulator = (name: EmulatorName | (string & {})): void => {
  if (name === 's3') return resumeS3();
  process.kill(-groupOf(name), 'SIGCONT');
};

/** The emulator dies at once (SIGKILL), as a crash or the OOM killer would end it. */
export const killEmulator = (name: EmulatorName | (string & {})): void => {
  process.kill(-groupOf(name), 'SIGKILL');
};
