import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { FAMILIES, moduleOfFamily } from '@stratum/contracts';
import { REPO_ROOT } from '../../packages/local/src/stack';
import { lambdaNodejs } from '../../stacks/lambda-build';

/**
 * The Lambda side of the bench: every family built as the stack builds it (SST v2's esbuild
 * options for an ESM Node function, minified, `@aws-sdk/*` left to the runtime), its bundle size,
 * and its module init — the `import()` of the built file in a fresh Node process, the median of
 * RUNS — beside their aims (docs/benchmarks.md). Run alone with `npm run bench:lambda` (no stack, no web build).
 */
const RUNS = Number(process.env.BENCH_LAMBDA_RUNS ?? 5);
const OUT = join(REPO_ROOT, 'node_modules', '.cache', 'stratum-lambda');

/** Aims (docs/benchmarks.md): a plain family's bundle and init; a family with exports may take longer to start. */
export const AIM_BYTES = 400 * 1024;
export const AIM_INIT_MS = 100;
export const AIM_INIT_EXPORTS_MS = 150;

/**
 * Families with a route that writes or reads a document (xlsx, pdf): report exports, the risk
 * registers' downloads, the employee import, the audit letter and report, compliance and
 * organisational-survey exports. They may carry the document libraries, loaded by
 * `import()` on those routes only, and get the longer init aim.
 */
export const EXPORT_FAMILIES: ReadonlySet<string> = new Set([
  'employee',
  'report',
  'risk-management',
  'ra-risk-management',
  'performance-report',
  'audit-outreach',
  'audit-report',
  'audit-follow-up',
  'compliance',
  'organizational',
]);

export interface FamilyFigures {
  family: string;
  bytes: number;
  initMs: number;
  exports: boolean;
  /** the largest contributors to the bundle, by package (or workspace) */
  top: Array<{ name: string; bytes: number }>;
}

/** `node_modules/zod/v4/…` → `zod`; `packages/contracts/src/…` → `contracts`; `core/src/risk/…` → `core/risk`. */
const ownerOf = (input: string): string => {
  const nm = input.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = input.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const parts = input.split('/');
  if (parts[0] === 'packages') return parts[1]!;
  if (parts[0] === 'core') return `core/${parts[2]}`;
  return parts[0]!;
};

const contributors = (meta: Metafile): Array<{ name: string; bytes: number }> => {
  const byOwner = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const owner = ownerOf(input);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytesInOutput);
    }
  }
  return [...byOwner.entries()].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
};

/** The environment core/src/kernel/config.ts parses at cold start (the stack sets these). */
const LAMBDA_ENV = {
  ...process.env,
  STAGE: 'bench',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'bench-table',
  BUCKET_NAME: 'bench-bucket',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  APP_URL: 'https://stratum.example.com',
  LOG_LEVEL: 'silent',
};

/** The same options SST v2 (runtime/handlers/node.js) gives esbuild for `nodejs: { format: 'esm' }`. */
const buildFamily = async (family: string) => {
  // The entry stacks/Api.ts's handlerOf names (importing the stack here would load the CDK).
  const entry = join(REPO_ROOT, 'functions', 'src', moduleOfFamily(family), `${family}.ts`);
  const outfile = join(OUT, family, 'index.mjs');
  const result = await build({
    entryPoints: [entry],
    platform: 'node',
    bundle: true,
    format: 'esm',
    target: 'esnext',
    mainFields: ['module', 'main'],
    keepNames: true,
    minify: true,
    external: ['@aws-sdk/*'],
    plugins: lambdaNodejs().esbuild.plugins,
    banner: {
      js: [
        `import { createRequire as topLevelCreateRequire } from 'module';`,
        `const require = topLevelCreateRequire(import.meta.url);`,
        `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
        `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
      ].join('\n'),
    },
    metafile: true,
    logLevel: 'silent',
    outfile,
  });
  return { outfile, meta: result.metafile };
};

/** Wall time of `import()` of the built file in a fresh Node process, in ms. */
const initOnce = (file: string): number => {
  const script = `const t = performance.now(); const m = await import(${JSON.stringify(pathToFileURL(file).href)}); if (typeof m.handler !== 'function') throw new Error('no handler'); process.stdout.write(String(performance.now() - t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: LAMBDA_ENV,
    cwd: OUT,
    encoding: 'utf8',
  });
  return Number(out);
};

/** NaN when nothing was timed (`BENCH_LAMBDA_RUNS=0`: sizes only). */
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

export const lambdaFigures = async (families: readonly string[] = FAMILIES): Promise<FamilyFigures[]> => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const figures: FamilyFigures[] = [];
  for (const family of families) {
    const { outfile, meta } = await buildFamily(family);
    const top = contributors(meta);
    const exports = EXPORT_FAMILIES.has(family);
    const times = Array.from({ length: RUNS }, () => initOnce(outfile));
    figures.push({ family, bytes: statSync(outfile).size, initMs: median(times), exports, top });
  }
  return figures;
};

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** The Markdown table, with a loud line under it for every family over an aim. */
export const lambdaTable = (figures: FamilyFigures[]): string => {
  const rows = [
    `| family (esbuild, minified, \`@aws-sdk/*\` external) | bundle | aim | init p50 of ${RUNS} | aim | largest parts |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const over: string[] = [];
  for (const f of figures) {
    const aimInit = f.exports ? AIM_INIT_EXPORTS_MS : AIM_INIT_MS;
    // An export family may carry its document libraries, as long as they load only when used.
    const aimBytes = f.exports ? Infinity : AIM_BYTES;
    const bytesOver = f.bytes > aimBytes;
    const initOver = f.initMs > aimInit; // false for NaN: not timed
    if (bytesOver) over.push(`${f.family}: bundle ${kb(f.bytes)} > ${kb(aimBytes)}`);
    if (initOver) over.push(`${f.family}: init ${f.initMs.toFixed(0)} ms > ${aimInit} ms`);
    const top = f.top
      .slice(0, 4)
      .map((t) => `${t.name} ${kb(t.bytes)}`)
      .join(', ');
    rows.push(
      `| ${f.family}${f.exports ? ' (exports)' : ''} | ${kb(f.bytes)}${bytesOver ? ' **OVER**' : ''} | ${f.exports ? '–' : `≤ ${kb(AIM_BYTES)}`} | ${Number.isNaN(f.initMs) ? '–' : `${f.initMs.toFixed(0)} ms`}${initOver ? ' **OVER**' : ''} | ≤ ${aimInit} ms | ${top} |`,
    );
  }
  const total = figures.reduce((s, f) => s + f.bytes, 0);
  rows.push(`\n${figures.length} families, ${kb(total)} in all.`);
  if (over.length > 0) {
    rows.push(`\n!!! LAMBDA AIMS MISSED (${over.length}) !!!\n${over.map((o) => `  !!! ${o}`).join('\n')}`);
  } else rows.push('\nEvery family meets its bundle and init aims.');
  return rows.join('\n');
};

const runAlone =
  process.argv[1] !== undefined && relative(process.argv[1], fileURLToPath(import.meta.url)) === '';
if (runAlone) {
  const only = process.argv.slice(2);
  lambdaFigures(only.length > 0 ? only : FAMILIES)
    .then((figures) => {
      console.log(`\nuptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}\n`);
      console.log(lambdaTable(figures));
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
