/**
 * Imported first by main.tsx, before zod is loaded (it loads with the first chunk that builds a
 * schema, after sign-in). The CSP allows no eval: zod must not probe for it (its caught
 * `new Function` is still reported as a violation), and an object schema decides at construction
 * whether to compile. zod takes its configuration from this global when it loads, so setting it
 * here needs no import of zod; schemas then parse without JIT, which the SPA's small forms never
 * miss. `zod-config.test.ts` holds zod to that.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
export {};
