/**
 * `npm test`: every stage, each with its own output, stopping at the first failed step with its
 * exit code, and a table of stage times at the end (also after a failure), so a slow stage is
 * seen the day it grows. `npm test -- security e2e` runs only the named stages.
 *
 * Stages of one step run side by side: the lint tools are single-threaded, so the three together
 * take about the longest one. Their output is printed whole, stage by stage, as each one ends.
 * (The infra synth beside the security suites was tried: on 2 cores it starved and timed out.)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Stage {
  name: string;
  command: string;
}

/** The lint script's own steps (prettier, eslint, tsc), each a stage: one definition of lint. */
const lintStages = (): Stage[] => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts.lint!.split('&&').map((part) => {
    const command = part.trim();
    return { name: command.split(' ')[0]!, command };
  });
};

/** The steps in order; the stages of one step run at the same time. */
const STEPS: Stage[][] = [
  lintStages(),
  [{ name: 'unit', command: 'vitest run --project unit' }],
  [{ name: 'integration', command: 'vitest run --project integration' }],
  [{ name: 'security', command: 'vitest run --project security' }],
  [{ name: 'infra', command: 'vitest run --project infra' }],
  [{ name: 'build:web', command: 'npm run build:web' }],
  [{ name: 'e2e', command: 'playwright test -c tests/e2e/playwright.config.ts' }],
];
const STAGES = STEPS.flat();

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !STAGES.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`No stage ${unknown.join(', ')}; the stages are: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const wanted = (s: Stage) => chosen.length === 0 || chosen.includes(s.name);
const steps = STEPS.map((step) => step.filter(wanted)).filter((step) => step.length > 0);
const stages = steps.flat();

// The stages' tools, also when this file is run directly rather than through npm.
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };

const clock = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

interface Result {
  name: string;
  ms: number;
  code: number;
}

/** Runs one stage; alone it writes straight to the terminal, beside others it is printed when done. */
const run = (stage: Stage, alone: boolean): Promise<Result> =>
  new Promise((done) => {
    console.log(`\n▶ ${stage.name}: ${stage.command}${alone ? '\n' : ' (output when it ends)'}`);
    const started = Date.now();
    const child = spawn(stage.command, {
      cwd: root,
      env: alone ? env : { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status, signal) => {
      if (!alone) {
        console.log(`\n▼ ${stage.name}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ name: stage.name, ms: Date.now() - started, code: status ?? (signal ? 128 : 1) });
    });
  });

const startedAt = Date.now();
const results: Result[] = [];
let exitCode = 0;
for (const step of steps) {
  const ended = await Promise.all(step.map((stage) => run(stage, step.length === 1)));
  results.push(...ended);
  const failed = ended.find((r) => r.code !== 0);
  if (failed) {
    exitCode = failed.code;
    break;
  }
}

const width = Math.max(...stages.map((s) => s.name.length), 'total'.length);
const status = (r: Result) => (r.code === 0 ? 'ok' : `FAILED (${r.code})`);
// Stages of one step overlap, so the total is the wall time, not the sum of the rows.
console.log('\nStage times');
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${clock(r.ms).padStart(6)}  ${status(r)}`);
for (const s of stages.slice(results.length))
  console.log(`  ${s.name.padEnd(width)}  ${'–'.padStart(6)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - startedAt).padStart(6)}`);
process.exit(exitCode);
