import { appendFileSync, closeSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@stratum/contracts';
import { stack } from '../support/api';
import { stateReads } from './state';

/**
 * What the generated suites asserted, counted as they go (never hard-coded). Each test file runs in
 * its own worker, so each appends its counts to a file named for this run's stack; the file that
 * finishes last prints the whole table.
 */
export const CHECKS = ['no-token', 'tampered', 'role', 'tenancy', 'bad-input'] as const;
export type Check = (typeof CHECKS)[number];

const counts: Record<Check | 'responses', number> = {
  'no-token': 0,
  tampered: 0,
  role: 0,
  tenancy: 0,
  'bad-input': 0,
  responses: 0,
};

/** One HTTP answer whose status was asserted below 500 (every answer the suites get). */
export const countResponse = (): void => {
  counts.responses += 1;
};

/** One answer asserted for its expected status under one check. */
export const countCheck = (check: Check): void => {
  counts[check] += 1;
};

const here = dirname(fileURLToPath(import.meta.url));
const testFiles = (): string[] => readdirSync(here).filter((f) => f.endsWith('.test.ts'));

const runFile = (): string => {
  const s = stack();
  const run = `${s.url}-${s.env.USER_POOL_ID ?? ''}`.replace(/[^\w.-]+/g, '_');
  return join(tmpdir(), `stratum-security-${run}`);
};

type Line = Record<Check | 'responses', number> & { file: string };

const describeCounts = (c: Record<Check | 'responses', number>, files: number): string => {
  const total = CHECKS.reduce((n, k) => n + c[k], 0) + c.responses;
  const parts = CHECKS.map((k) => `${k} ${c[k]}`).join(', ');
  return (
    `security: ${ROUTES.length} routes × ${CHECKS.length + 1} checks = ${total} assertions ` +
    `(${parts}, never-500 ${c.responses} — every response) over ${files} file(s)`
  );
};

/** Called from each file's afterAll: prints its own counts, and the total once every file has reported. */
export const reportCounts = (testFileUrl: string): void => {
  const file = basename(fileURLToPath(testFileUrl));
  // the full state reads: a check whose call wrote nothing needs none (state.ts)
  console.log(`[${file}] ${describeCounts(counts, 1)}; ${stateReads()} full state reads`);
  const data = runFile();
  appendFileSync(data, `${JSON.stringify({ file, ...counts } satisfies Line)}\n`);
  const lines = readFileSync(data, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
  const reported = new Set(lines.map((l) => l.file));
  if (!testFiles().every((f) => reported.has(f))) return;
  // Two files may finish together: only the one that creates the marker prints the total.
  try {
    closeSync(openSync(`${data}.printed`, 'wx'));
  } catch {
    return;
  }
  const sum = { ...counts };
  for (const k of [...CHECKS, 'responses'] as const) sum[k] = lines.reduce((n, l) => n + l[k], 0);
  console.log(describeCounts(sum, reported.size));
  rmSync(data, { force: true });
  // Markers of earlier runs are no longer raced for.
  for (const f of readdirSync(tmpdir()).filter((n) => n.startsWith('stratum-security-'))) {
    const path = join(tmpdir(), f);
    if (path !== `${data}.printed` && Date.now() - statSync(path).mtimeMs > 60 * 60 * 1000) {
      rmSync(path, { force: true });
    }
  }
};
