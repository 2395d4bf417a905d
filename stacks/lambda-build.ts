import type { Plugin } from 'esbuild';

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
 * How every family's Lambda is bundled (stacks/Api.ts, and tests/bench/lambda.ts measures the
 * same): minified (SST v2 leaves it off by default) and zod with its English messages only.
 */
export const lambdaNodejs = () => ({
  format: 'esm' as const,
  minify: true,
  esbuild: { plugins: [zodEnglishOnly] },
});
