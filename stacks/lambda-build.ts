import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/**
 * zod's namespace re-exports every message locale (about 250 KB of a 450 KB zod, minified) and a
 * bundler cannot drop a member of a re-exported namespace. The API speaks English and sets no
 * other locale (`z.config` is never called with one), so each family's bundle takes English only:
 * `z.locales` then holds `en` alone, and zod's own default (English) messages are unchanged.
 */
export const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? { path: 'zod-locales-en', namespace: 'zod-english-only', pluginData: args.resolveDir }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: `export { default as en } from '../locales/en.js';`,
      resolveDir: args.pluginData as string,
      loader: 'js',
    }));
  },
};

/**
 * A family's Lambda should build only its own routes' schemas. The contract files are imported as
 * modules of one package, and a module any of whose exports a family uses is bundled whole: its
 * top-level `z.object(…)` calls are calls, which a bundler must keep (they might have effects).
 * The contracts only define values, so each top-level declaration is marked pure here (wrapped
 * in a `@__PURE__` arrow): esbuild then drops every schema the family's code does not reach, and
 * the Lambda no longer constructs other families' schemas at cold start. A new contract file gets
 * this by living in packages/contracts/src; nothing to annotate by hand.
 */
export const pureDeclarations = (source: string, fileName: string): string => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const spans: Array<[number, number]> = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      // Functions and plain literals are already free of effects; anything with a call is wrapped.
      if (!init || ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isLiteralExpression(init))
        continue;
      spans.push([init.getStart(file), init.getEnd()]);
    }
  }
  let out = source;
  for (const [start, end] of spans.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
};

const CONTRACT_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/;

export const pureContracts: Plugin = {
  name: 'pure-contracts',
  setup(build) {
    build.onLoad({ filter: CONTRACT_SOURCE }, async (args) =>
      args.path.endsWith('.test.ts')
        ? undefined
        : { contents: pureDeclarations(await readFile(args.path, 'utf8'), args.path), loader: 'ts' },
    );
  },
};

/**
 * How every family's Lambda is bundled (stacks/Api.ts, and tests/bench/lambda.ts measures the
 * same): minified (SST v2 leaves it off by default), zod with its English messages only, and only the
 * contract declarations the family reaches.
 *
 * No source maps: SST v2 would write one per function and upload it, gzipped, for the SST Console,
 * which our operators do not use (docs/operations.md reads errors in CloudWatch, where `keepNames`
 * keeps function names in stack traces). A map doubles each function's bundling time, on every
 * deploy and in the infra tests, for a file nothing reads.
 */
export const lambdaNodejs = () => ({
  format: 'esm' as const,
  minify: true,
  sourcemap: false,
  esbuild: { plugins: [zodEnglishOnly, pureContracts] },
});

/**
 * The fonts the PDF writers embed for Bengali text (in `fonts/`), and fontkit that shapes it, which
 * core/src/kernel/documents/typeface.ts loads from beside the function's code only for a
 * document with Bengali text (fontkit stays out of the bundles: about 1 MB). Copied into every
 * function that can write a PDF.
 */
export const PDF_FONTS = [
  { from: 'core/assets/fonts', to: 'fonts' },
  // beside the code, not in fonts/: SST copies the entries at once, and two copies making the
  // same folder collide (EEXIST)
  { from: 'node_modules/@pdf-lib/fontkit/dist/fontkit.umd.min.js', to: 'pdf-fontkit.cjs' },
  { from: 'node_modules/regenerator-runtime/runtime.js', to: 'pdf-regenerator-runtime.cjs' },
];
