import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The module boundaries of ARCHITECTURE §2, as one ESLint rule that reads where a file sits and
 * where each of its imports lands:
 * - a core module reaches another module only through that module's `index.ts`; the kernel
 *   belongs to no module and imports none; `db.ts` builds the one Service from every module's
 *   entities; core imports no transport (functions, web);
 * - functions import core only as `@stratum/core/<module>`, `@stratum/core/kernel/*` or
 *   `@stratum/core/db`;
 * - a web feature reaches another feature only through its `index.ts`; shared UI
 *   (`components`, `lib`, `i18n`, `styles`) imports no feature; `web/src/app` composes features;
 *   web never imports core;
 * - `packages/contracts` and `packages/rules` import nothing of core, functions or web.
 * Tests, benchmarks, `packages/local` (the demo seed) and the stacks are not held to these.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} file absolute path → path from the repository root, with forward slashes */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * Where a file sits.
 * @param {string} rel path from the repository root
 * @returns {{ layer: string, module?: string } | null}
 */
export const placeOf = (rel) => {
  let m = /^core\/src\/([^/]+)(\/|$)/.exec(rel);
  if (m) {
    const name = m[1] ?? '';
    // db.ts builds the one ElectroDB Service from every module's entities
    if (name === 'db.ts') return { layer: 'core-db' };
    if (name === 'kernel' || !m[2]) return { layer: 'core-kernel' };
    return { layer: 'core', module: name };
  }
  if (/^functions\/src\//.test(rel)) return { layer: 'functions' };
  m = /^web\/src\/features\/([^/]+)\//.exec(rel);
  if (m) return { layer: 'web-feature', module: m[1] };
  if (/^web\/src\/app\//.test(rel)) return { layer: 'web-app' };
  if (/^web\/src\//.test(rel)) return { layer: 'web-shared' };
  if (/^packages\/(contracts|rules)\/src\//.test(rel)) return { layer: 'shared-package' };
  return null;
};

/**
 * The file (or folder) an import names, from the repository root; null for an outside package.
 * @param {string} source the import's text
 * @param {string} fileRel the importing file, from the repository root
 */
export const targetOf = (source, fileRel) => {
  if (source.startsWith('.')) return fromRoot(path.resolve(ROOT, path.dirname(fileRel), source));
  const m = /^@stratum\/(core|functions|web|contracts|rules|local)(\/.*)?$/.exec(source);
  if (!m) return null;
  const [, pkg, sub = ''] = m;
  const base = { core: 'core/src', functions: 'functions/src', web: 'web/src' }[pkg ?? ''];
  return base ? `${base}${sub}` : `@stratum/${pkg}`;
};

/** A module's public surface: its folder (which resolves to its index.ts) or that index itself. */
const isIndexOf = (target, folder) =>
  target === folder || target === `${folder}/index` || target === `${folder}/index.ts`;

const TRANSPORT = 'core knows no transport: it imports nothing of functions or web';

/**
 * Why an import breaks a boundary, or null when it may stand.
 * @param {string} fileRel the importing file, from the repository root
 * @param {string} source the import's text
 * @returns {string | null}
 */
export const violationOf = (fileRel, source) => {
  const from = placeOf(fileRel);
  const target = targetOf(source, fileRel);
  if (!from || !target) return null;
  const intoCore = target.startsWith('core/src');
  const intoTransport = target.startsWith('functions/src') || target.startsWith('web/src');
  // `core/src/<name>`: a module folder, the kernel, or db.ts
  const name = /^core\/src\/([^/.]+)/.exec(target)?.[1];
  const coreModule = name && name !== 'kernel' && name !== 'db' ? name : undefined;

  switch (from.layer) {
    case 'shared-package':
      return intoCore || intoTransport
        ? 'packages/contracts and packages/rules import nothing of core, functions or web'
        : null;
    case 'core-db':
      return intoTransport ? TRANSPORT : null;
    case 'core-kernel':
      if (intoTransport) return TRANSPORT;
      return coreModule
        ? `the kernel belongs to no module and imports none (this reaches into "${coreModule}")`
        : null;
    case 'core':
      if (intoTransport) return TRANSPORT;
      if (!coreModule || coreModule === from.module || isIndexOf(target, `core/src/${coreModule}`))
        return null;
      return `"${from.module}" reaches into "${coreModule}": import it through core/src/${coreModule}/index.ts`;
    case 'functions': {
      if (!intoCore) return null;
      if (!source.startsWith('@stratum/core'))
        return 'functions import core as @stratum/core/<module>, not by relative path';
      if (!coreModule || target === `core/src/${coreModule}`) return null;
      return `functions import core only through a module's index (@stratum/core/${coreModule}), the kernel or db`;
    }
    default: {
      if (intoCore || source.startsWith('@stratum/core') || source.startsWith('@stratum/functions'))
        return 'web never imports core or functions: it talks to the API through the contracts';
      const feature = /^web\/src\/features\/([^/]+)/.exec(target)?.[1];
      if (!feature || from.layer === 'web-app' || feature === from.module) return null;
      if (from.layer === 'web-shared')
        return `shared web code (components, lib) imports no feature (this imports "${feature}")`;
      if (isIndexOf(target, `web/src/features/${feature}`)) return null;
      return `feature "${from.module}" reaches into "${feature}": import it through web/src/features/${feature}/index.ts`;
    }
  }
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Module boundaries of ARCHITECTURE §2 (docs/architecture.md, "Boundaries")' },
    schema: [],
  },
  create(context) {
    const fileRel = fromRoot(context.filename);
    if (!placeOf(fileRel)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = violationOf(fileRel, source.value);
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
