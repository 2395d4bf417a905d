import type { Ctx } from '@stratum/core/kernel/ctx';
import { getCustomerSurvey, getCustomerSurveyYear, listEngagements } from '@stratum/core/audit';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins, seedDemo } from './seed';

/*
 * The demo's customer satisfaction survey (seed-audit-survey.ts): the finished travel expenses
 * audit's survey sent to two people of finance, one of whom answered; seeding again adds nothing.
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

const survey = async () => {
  const ctx = { ...admin, now: new Date() };
  const audit = (await listEngagements(ctx, { status: 'Closed', limit: 50 })).list.find(
    (e) => e.title === 'Travel expenses audit 2026',
  )!;
  return (await getCustomerSurvey(ctx, { engagementId: audit.id })).item;
};

describe('the demo customer satisfaction survey', () => {
  it('was sent to two contacts after the final report, one answered; the year’s view counts it; seeding again adds nothing', async () => {
    const before = (await survey())!;
    expect(before.contacts.map((c) => [c.name, c.state])).toEqual([
      ['Farah Haque', 'Answered'],
      ['Jonas Weber', 'Sent'],
    ]);
    expect(before).toMatchObject({ answered: 1, average: 4 });
    const year = await getCustomerSurveyYear({ ...admin, now: new Date() }, { year: before.year });
    expect(year.audits.find((a) => a.engagementId === before.engagementId)).toMatchObject({
      contacts: 2,
      answered: 1,
      average: 4,
    });

    await seedDemo();
    expect(await survey()).toEqual(before);
  });
});
