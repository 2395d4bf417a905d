import type { Ctx } from '@stratum/core/kernel/ctx';
import { getAction, listOutsideFindings, listTracker } from '@stratum/core/audit';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins, seedDemo } from './seed';

/*
 * The demo's management responses (seed-audit-responses.ts) as the issue tracker shows them: on
 * the audit in fieldwork, one action in progress with evidence, one overdue, one waiting for
 * validation, and one closed; seeding again adds nothing.
 */

const AUDIT = 'Procurement audit 2026';
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

const tracker = async () => {
  const ctx = { ...admin, now: new Date() };
  const view = async (v: 'open-audit-management-actions' | 'closed-audit-management-actions') =>
    (await listTracker(ctx, { view: v, limit: 100 })).list
      .filter((a) => a.engagementTitle === AUDIT)
      .map((a) => ({ id: a.id, title: a.title, status: a.status, owner: a.owner.fullName }))
      .sort((a, b) => a.title.localeCompare(b.title));
  return {
    open: await view('open-audit-management-actions'),
    closed: await view('closed-audit-management-actions'),
  };
};

describe('the demo management responses', () => {
  it('fill the tracker with an action in progress with evidence, an overdue one, one waiting validation and a closed one; seeding again adds nothing', async () => {
    const before = await tracker();
    expect(before.open.map((a) => a.status)).toEqual(['In progress', 'Implemented', 'Overdue']);
    expect(before.closed.map((a) => a.status)).toEqual(['Closed']);
    expect(before.open.map((a) => a.owner)).toEqual(['Amara Nwosu', 'Amara Nwosu', 'Peter Mokoena']);
    const inProgress = await getAction({ ...admin, now: new Date() }, { id: before.open[0]!.id });
    expect(inProgress.progress.map((p) => p.files.map((f) => f.filename))).toEqual([
      ['urgent-payments-route-draft.pdf'],
    ]);

    await seedDemo();
    expect(await tracker()).toEqual(before);
  });

  it('list the findings raised outside an audit, the external auditor’s answered with actions in the tracker', async () => {
    const ctx = { ...admin, now: new Date() };
    const outside = (await listOutsideFindings(ctx, { limit: 10 })).list;
    expect(outside.map((f) => [f.source, f.rating])).toEqual([
      ['Regulator', 'Medium'],
      ['External auditor', 'High'],
    ]);
    const letter = outside.find((f) => f.source === 'External auditor')!;
    const actions = (
      await listTracker(ctx, { view: 'open-audit-management-actions', limit: 100 })
    ).list.filter((a) => a.findingId === letter.id);
    expect(actions.map((a) => [a.engagementId, a.engagementTitle, a.status]).sort()).toEqual([
      [null, 'External auditor: Statutory audit 2025: management letter', 'In progress'],
      [null, 'External auditor: Statutory audit 2025: management letter', 'Open'],
    ]);
  });
});
