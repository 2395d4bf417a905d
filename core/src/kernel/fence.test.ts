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

/**
 * Single writes (`.create(…)…go()` and the like) outside a transaction carry no fence either. The
 * files below write that way on purpose, and say why: each write is idempotent by its key (a
 * retry writes the same item again), takes back what the same request wrote, or runs under no
 * person's key.
 */
const UNFENCED_SINGLE: Record<string, string> = {
  'organisation/employee/staging/delete-staged.ts': 'puts back rows the same request deleted (an undo)',
  'organisation/employee/update-employee.ts':
    'renames the supervisor in reports after the rename committed: setting the same name again is harmless',
  'platform/auth/codes.ts': 'one-time codes: no signed-in person, so no key',
  'platform/auth/provider/finish-microsoft-login.ts': 'a sign-in: no signed-in person, so no key',
  'platform/auth/provider/start-microsoft-login.ts': 'a sign-in: no signed-in person, so no key',
  'platform/auth/sign-out.ts': 'revokes a token by its hash: the same item again on a retry',
  'platform/auth/throttle.ts': 'counts failed sign-ins: no signed-in person, so no key',
  'platform/reminders/set-reminder-opt-out.ts':
    'puts or deletes the opt-out by its key: the same again on a retry',
  'scorecard/delete-scorecard.ts': 'deletes the emptied scorecard by its key: nothing to delete on a retry',
  'surveys/degree-360/delete-survey.ts': 'deletes reviewers by their keys: nothing to delete on a retry',
};

/** A write builder (create, put, …) whose chain ends in `.go(` rather than a transaction's `.commit(`. */
const WRITE = /\.(create|put|patch|update|upsert|delete|remove)\(/g;
const directWrites = (text: string): number => {
  let count = 0;
  for (const match of text.matchAll(WRITE)) {
    const rest = text.slice(match.index + match[0].length);
    const go = rest.search(/\.go\(/);
    const commit = rest.search(/\.commit\(/);
    const end = rest.search(/;\s*$|;\n/m);
    if (go >= 0 && (commit < 0 || go < commit) && (end < 0 || go < end)) count++;
  }
  return count;
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

  it('no use case writes a single item past the fence (create, put, patch, update, upsert, delete … go)', () => {
    const direct = sources(root)
      .map((f) => relative(root, f).split('\\').join('/'))
      .filter((f) => !f.startsWith('kernel/') && !(f in UNFENCED_SINGLE))
      .filter((f) => directWrites(readFileSync(join(root, f), 'utf8')) > 0);
    expect(direct).toEqual([]);
  });

  it('excuses only files that still write directly (a stale excuse would hide the next one)', () => {
    const stale = Object.keys(UNFENCED_SINGLE).filter(
      (f) => directWrites(readFileSync(join(root, f), 'utf8')) === 0,
    );
    expect(stale).toEqual([]);
  });

  it('finds a direct write, and not a transaction item or a read', () => {
    expect(directWrites('await db().entities.risk.create(item).go();')).toBe(1);
    expect(directWrites('await stagedEmployee\n  .put(rows)\n  .go({ concurrent: 4 });')).toBe(1);
    expect(directWrites('(tx) => [tx.risk.patch(key).set(s).commit()]; await q.go();')).toBe(0);
    expect(directWrites('const { data } = await db().entities.risk.get(key).go();')).toBe(0);
  });
});
