import type { Ctx } from '@stratum/core/kernel/ctx';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { getOrgHeatMap, getSurveyReport, listOrgSurveys, listSurveys } from '@stratum/core/surveys';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins } from './seed';

/*
 * The demo's surveys (seed-surveys.ts) as a person trying the demo finds them: the open 360's
 * report shows the peers' group above the threshold of 3, and the closed organisational survey's
 * heat map shows cells of five answers or more beside a withheld unit.
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

describe('Acme’s surveys', () => {
  it('show a 360 peers’ group above the threshold and heat map cells of five answers or more', async () => {
    const open = (await listSurveys(admin)).find((s) => s.title === 'Mid-year 360 review')!;
    const report = await getSurveyReport(admin, { id: open.id });
    expect(report.groups.find((g) => g.group === 'peer')).toMatchObject({ answered: 4, shown: true });

    const engagement = (await listOrgSurveys(admin)).find((s) => s.title === 'Staff engagement survey')!;
    const map = await getOrgHeatMap(admin, { id: engagement.id });
    const shown = map.cells.filter((c) => !c.withheld);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.count >= 5 && c.average !== null)).toBe(true);
    expect(map.cells.some((c) => c.withheld)).toBe(true);
  });
});
