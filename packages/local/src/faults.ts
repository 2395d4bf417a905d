import { childNamed } from './children';

/**
 * Faults an operator meets, injected into the embedded AWS this process started (the fault
 * tests): an emulator that stops answering, then answers again, or one that dies. Each acts on
 * the emulator's whole process group (its supervisor and everything it spawned), by the name the
 * local stack gave it: `dynamodb`, `cognito`, `ses`. (s3rver runs inside this process and cannot
 * be paused on its own.)
 */
const groupOf = (name: string): number => {
  const child = childNamed(name);
  if (!child) throw new Error(`no emulator named ${name} runs in this process`);
  return child.pid;
};

/** The emulator stops answering: its connections stay open, its requests wait (SIGSTOP). */
export const pauseEmulator = (name: string): void => {
  process.kill(-groupOf(name), 'SIGSTOP');
};

/** The paused emulator carries on with what it was sent meanwhile (SIGCONT). */
export const resumeEmulator = (name: string): void => {
  process.kill(-groupOf(name), 'SIGCONT');
};

/** The emulator dies at once (SIGKILL), as a crash or the OOM killer would end it. */
export const killEmulator = (name: string): void => {
  process.kill(-groupOf(name), 'SIGKILL');
};
