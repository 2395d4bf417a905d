/**
 * Fault injection for tests: pause an emulator the local stack started (SIGSTOP to its process
 * group: it stops answering, its connections hang as a stalled service's would) and resume it
 * (SIGCONT). Works from any process: the stack records each emulator's process group in the
 * environment it hands out (`STRATUM_EMULATOR_PIDS`), which the test workers receive.
 */
export type EmulatorName = 'dynamodb' | 'cognito' | 'ses';

const PIDS_ENV = 'STRATUM_EMULATOR_PIDS';

/** The environment entry naming each emulator's process group leader. */
export const emulatorPidsEnv = (pids: Partial<Record<EmulatorName, number>>): Record<string, string> => ({
  [PIDS_ENV]: JSON.stringify(pids),
});

const groupOf = (name: EmulatorName): number => {
  const pids = JSON.parse(process.env[PIDS_ENV] ?? '{}') as Partial<Record<EmulatorName, number>>;
  const pid = pids[name];
  if (!pid) throw new Error(`no ${name} emulator started by this stack (${PIDS_ENV} is not set for it)`);
  return pid;
};

/** Stops the named emulator's whole process group until `resumeEmulator`. */
export const pauseEmulator = (name: EmulatorName): void => {
  process.kill(-groupOf(name), 'SIGSTOP');
};

/** Lets a paused emulator run again; it answers what was sent to it meanwhile. */
export const resumeEmulator = (name: EmulatorName): void => {
  process.kill(-groupOf(name), 'SIGCONT');
};
