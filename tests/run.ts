/**
 * `npm test`: every stage in order, each with its own output, stopping at the first failure with
 * its exit code, and a table of stage times at the end (also after a failure), so a slow stage is
 * seen the day it grows. `npm test -- security e2e` runs only the named stages.
 */
import { spawnSync } from 'node:child_process';
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

const STAGES: Stage[] = [
  ...lintStages(),
  ...['unit', 'integration', 'security', 'infra'].map((project) => ({
    name: project,
    command: `vitest run --project ${project}`,
  })),
  { name: 'build:web', command: 'npm run build:web' },
  { name: 'e2e', command: 'playwright test -c tests/e2e/playwright.config.ts' },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !STAGES.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`No stage ${unknown.join(', ')}; the stages are: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const stages = chosen.length > 0 ? STAGES.filter((s) => chosen.includes(s.name)) : STAGES;

// The stages' tools, also when this file is run directly rather than through npm.
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };

const clock = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const results: { name: string; ms: number; status: string }[] = [];
let exitCode = 0;
for (const stage of stages) {
  console.log(`\n▶ ${stage.name}: ${stage.command}\n`);
  const started = Date.now();
  const run = spawnSync(stage.command, { cwd: root, env, shell: true, stdio: 'inherit' });
  const code = run.status ?? (run.signal ? 128 : 1);
  results.push({
    name: stage.name,
    ms: Date.now() - started,
    status: code === 0 ? 'ok' : `FAILED (${code})`,
  });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

const width = Math.max(...stages.map((s) => s.name.length), 'total'.length);
const total = results.reduce((sum, r) => sum + r.ms, 0);
console.log('\nStage times');
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${clock(r.ms).padStart(6)}  ${r.status}`);
for (const s of stages.slice(results.length))
  console.log(`  ${s.name.padEnd(width)}  ${'–'.padStart(6)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);
process.exit(exitCode);
