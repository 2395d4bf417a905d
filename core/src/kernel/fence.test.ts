import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A transaction sent with `db().transaction.write` outside the kernel carries no Idempotency-Key
 * fence, so a write that lands after its request gave up could double with a retry. Use cases
 * write through `writeChange` or `writeItems` (kernel/change). The few below never run under a
 * person's key, and say why.
 */
const UNKEYED: Record<string, string> = {
  'audit/questionnaire/questionnaire-mail.ts': 'a mail renderer: run by the outbox sender, not a request',
  'surveys/review/survey-mail.ts': 'a mail renderer: run by the outbox sender, not a request',
  'surveys/review/authenticate-survey-review.ts': 'a link route: no signed-in person, so no key',
  'planning/plan/plan-store.ts': 'named in a comment only',
};

const root = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

describe('writes carry the request’s Idempotency-Key fence', () => {
  it('no use case sends a transaction past writeChange / writeItems', () => {
    const bare = sources(root)
      .map((f) => relative(root, f).split('\\').join('/'))
      .filter((f) => !f.startsWith('kernel/') && !(f in UNKEYED))
      .filter((f) => readFileSync(join(root, f), 'utf8').includes('transaction.write('));
    expect(bare).toEqual([]);
  });
});
