import type { Ctx } from '@stratum/core/kernel/ctx';
import { getFollowUpReports, getFollowUpWork, listAuditFollowUps, listAuditPlans } from '@stratum/core/audit';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins, seedDemo } from './seed';

/*
 * The demo's follow-up audit (seed-audit-follow-up.ts): this year's plan has the follow-up entry
 * of the petty cash audit, its follow-up audit is in progress with both actions chosen and the
 * first retest sent for review, the plan is still approved; seeding again adds nothing.
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

const followUp = async () => {
  const ctx = { ...admin, now: new Date() };
  const [plan] = (await listAuditPlans(ctx, { limit: 1 })).list;
  const entries = (await listAuditFollowUps(ctx, { planId: plan!.id, limit: 50 })).list;
  const entry = entries.find((f) => f.title === 'Follow-up: Petty cash audit 2025')!;
  return { plan: plan!, entries, work: await getFollowUpWork(ctx, { followUpId: entry.id }) };
};

describe('the demo follow-up audit', () => {
  it('is in progress on the approved plan with two retests, the first partly implemented and sent; seeding again adds nothing', async () => {
    const before = await followUp();
    expect(before.plan.approval).toBe('Approved');
    expect(before.work.audit).toMatchObject({
      engagementTitle: 'Petty cash audit 2025',
      status: 'In progress',
    });
    expect(
      before.work.actions.map((a) => [a.title, a.retest?.status, a.retest?.result ?? null]).sort(),
    ).toEqual([
      ['Monthly central review of site reconciliations', 'Draft', null],
      ['Name a petty cash reconciler for every site', 'Sent', 'Partly implemented'],
    ]);
    const reports = await getFollowUpReports(
      { ...admin, now: new Date() },
      { followUpId: before.work.entry.followUpId },
    );
    expect(reports.history).toEqual([]);
    expect(reports.blockers.length).toBeGreaterThan(0);

    await seedDemo();
    const after = await followUp();
    expect(after.entries.length).toBe(before.entries.length);
    expect(after.work).toEqual(before.work);
  });
});
