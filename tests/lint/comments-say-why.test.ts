import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** What `npm run lint` says, by this rule, of a file planted at `path` holding only `code`. */
const findings = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'why/comments-say-why').map((m) => m.message);
};

describe('comments say why, not when (STYLE "Comments")', () => {
  it.each([
    ['core/src/risk/planted.ts', '/** Reads a page (issue 17). */\nexport const a = 1;\n', /"issue 17"/],
    ['web/src/features/risk/planted.tsx', '// Finding 6 of the probe\nexport const a = 1;\n', /"Finding 6"/],
    ['tests/bench/planted.ts', "export const aim = 'Aim (Issue #22): 2×';\n", /"Issue #22"/],
    ['tests/bench/planted.ts', 'export const aim = `within ${2}× (issue 9)`;\n', /"issue 9"/],
  ])('%s: %s is refused', async (path, code, why) => {
    const messages = await findings(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(why);
  });

  it('a comment that names its doc, or says "issue" without a number, passes', async () => {
    const code =
      '/** The page is read through its index (docs/risk.md, "Reads"); an issue tracker lists actions. */\n' +
      "export const a = 'issue-tracker';\n";
    expect(await findings('core/src/risk/planted.ts', code)).toEqual([]);
  });
});
