import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** What `npm run lint` says of a file planted at `path` holding only `code`. */
const boundaryErrors = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\nexport const planted = 1;\n`, { filePath: path });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'stratum/module-boundaries')
    .map((m) => m.message);
};

describe('module boundaries in the lint (ARCHITECTURE §2)', () => {
  it.each([
    [
      'core/src/risk/planted.ts',
      "export * from '../planning/scorecard/scorecard-store';",
      /through core\/src\/planning\/index\.ts/,
    ],
    [
      'core/src/performance/planted.ts',
      "import '../planning/entities/scorecard';",
      /"performance" reaches into "planning"/,
    ],
    ['core/src/kernel/planted.ts', "export * from '../risk';", /kernel belongs to no module/],
    ['core/src/risk/planted.ts', "export * from '../../../functions/src/index';", /no transport/],
    [
      'functions/src/risk/planted.ts',
      "export * from '@stratum/core/risk/register/list-risks';",
      /@stratum\/core\/risk\)/,
    ],
    ['functions/src/risk/planted.ts', "export * from '../../../core/src/risk';", /not by relative path/],
    [
      'web/src/features/risk/planted.tsx',
      "export * from '../planning/plans/plans-page';",
      /through web\/src\/features\/planning\/index\.ts/,
    ],
    ['web/src/components/planted.tsx', "export * from '../features/risk';", /imports no feature/],
    [
      'web/src/features/risk/planted.tsx',
      "export * from '@stratum/core/kernel/ids';",
      /web never imports core/,
    ],
    ['packages/contracts/src/planted.ts', "export * from '@stratum/core/db';", /import nothing of core/],
    [
      'packages/rules/src/planted.ts',
      "export * from '../../../web/src/lib/api';",
      /import nothing of core, functions or web/,
    ],
  ])('refuses %s importing %s', async (path, code, why) => {
    const errors = await boundaryErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(why);
  });

  it.each([
    ['core/src/risk/planted.ts', "export * from '../planning';"],
    ['core/src/risk/planted.ts', "export * from '../kernel/ids';"],
    ['core/src/risk/planted.ts', "export * from './register/list-risks';"],
    ['core/src/db.ts', "export * from './risk/entities/risk';"],
    ['functions/src/risk/planted.ts', "export * from '@stratum/core/risk';"],
    ['functions/src/risk/planted.ts', "export * from '@stratum/core/kernel/ids';"],
    ['web/src/features/performance/planted.tsx', "export * from '../scorecard';"],
    ['web/src/features/performance/planted.tsx', "export * from '../../components/empty-state';"],
    ['web/src/app/planted.tsx', "export * from '../features/risk/risk-main-page';"],
    ['packages/contracts/src/planted.ts', "export * from '@stratum/rules';"],
  ])('lets %s import %s', async (path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
