import type { Ctx } from '@stratum/core/kernel/ctx';
import { getChecklist, listChecklists } from '@stratum/core/audit';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins, seedDemo } from './seed';

/*
 * The demo's audit checklists (seed-audit-checklist.ts): on the open procurement audit, one sent
 * to the accounts payable clerk and one completed by the Financial Controller; seeding again adds
 * nothing.
 */

let admin: Ctx;

beforeAll(async () => {
  const account = (await findAccountByEmail(demoLogins().admin.email))!;
  admin = adminCtx(
    {
      companyId: account.tenantId ?? null,
      userId: account.userId,
      employeeId: account.employeeId ?? null,
      email: account.email,
    },
    { requestId: 'seed-test', tokenId: 'seed-test' },
  );
});

const checklists = async () => (await listChecklists({ ...admin, now: new Date() }, {})).list;

describe('the demo audit checklists', () => {
  it('has one sent and one completed with every item answered; seeding again adds nothing', async () => {
    const before = await checklists();
    expect(before.map((c) => [c.title, c.status, c.auditees]).sort()).toEqual([
      ['Finance controls self-assessment', 'Completed', ['Amara Nwosu']],
      ['Purchasing desk self-assessment', 'Sent', ['Peter Mokoena']],
    ]);
    const done = before.find((c) => c.status === 'Completed')!;
    const item = await getChecklist({ ...admin, now: new Date() }, { id: done.id });
    expect(item.items.every((i) => i.answer !== null && i.answeredBy === 'Amara Nwosu')).toBe(true);

    await seedDemo();
    expect((await checklists()).map((c) => [c.id, c.status, c.answered])).toEqual(
      before.map((c) => [c.id, c.status, c.answered]),
    );
  });
});
