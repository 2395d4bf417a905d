import { afterAll, describe, expect, it, vi } from 'vitest';
import { startChild, type Child } from './children';
import { killEmulator } from './faults';
import { freePort, isPortOpen, sleep } from './ports';

/**
 * An emulator that dies is logged and restarted. A small HTTP server stands
 * in for the emulator (the supervision is the same for each of them, and a JVM would take a
 * minute to start on this machine); it answers with its own pid, so a restart is visible.
 */
const SERVER = `
const port = Number(process.argv[1]);
require('node:http').createServer((_req, res) => res.end(String(process.pid))).listen(port, '127.0.0.1');
console.log('listening on ' + port);
`;

const host = '127.0.0.1';
let child: Child | undefined;

afterAll(async () => {
  await child?.stop();
  vi.restoreAllMocks();
});

const answer = async (port: number): Promise<string> => (await fetch(`http://${host}:${port}/`)).text();

describe('a supervised emulator', () => {
  it('is logged with its last lines and restarted on the same port when it dies, and stays down after stop()', async () => {
    const port = await freePort(host);
    const logged: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    child = await startChild({
      name: 'stand-in',
      command: process.execPath,
      args: ['-e', SERVER, String(port)],
      cwd: process.cwd(),
      quiet: true,
      probe: async () => (await answer(port)) !== '',
      maxRestarts: 2,
    });
    const before = await answer(port);

    killEmulator('stand-in');
    while (child.restarts === 0) await sleep(100);

    const after = await answer(port);
    expect(after).not.toBe(before);
    const text = logged.join('');
    expect(text).toMatch(
      /\[stand-in\] exited unexpectedly \(signal SIGKILL\); its last lines:\nlistening on \d+/,
    );
    expect(text).toMatch(/\[stand-in\] restarted \(pid \d+\) and answering again/);

    await child.stop();
    expect(await isPortOpen(host, port)).toBe(false);
  });
});
