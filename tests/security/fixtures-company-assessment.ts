import { db } from '@stratum/core/db';
import { newId } from '@stratum/core/kernel/ids';
import type { Tenant } from '../support/world';
import type { Fixture, Input } from './fixtures';
import { seededBy } from './seeded';
import { scorecardSeedOf, type ScorecardSeed } from './fixtures-scorecard';

const assessments = new Map<string, string>();

/**
 * Each tenant gets a Draft company assessment of its seeded annual plan's Q4 (quarter 3: the seed's
 * periodic corporate scorecard is Q1, so `add` of Q1 stays possible), written through core's
 * entity after seedScorecards (tenant B's Performance module is off), so `foreign` names an
 * assessment that exists. buildWorld calls it.
 */
export const seedCompanyAssessments = async (t: Tenant): Promise<void> => {
  const s = scorecardSeedOf(t as never);
  const now = new Date().toISOString();
  const assessmentId = newId();
  await db()
    .entities.companyAssessment.create({
      companyId: t.companyId,
      annualPlanId: s.annualPlanId,
      quarter: 3,
      assessmentId,
      scorecardIds: [s.periodic.id],
      computedScore: 3,
      finalScore: 3,
      comments: '',
      status: 'Draft',
      assessedById: t.admin.employeeId ?? t.admin.userId,
      assessedByName: 'Ada Admin',
      assessedAt: now,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  assessments.set(t.companyId, assessmentId);
};

/** The tenant's seeded assessment (a tenant a suite made itself has none: any well-formed id stands in). */
const assessmentOf = (t: Tenant): string =>
  assessments.get(t.companyId) ?? scorecardSeedOf(t as never).annualPlanId;

/** A fixture naming the tenant's data: tenant A's for `valid`, B's for `foreign`. */
const seeded = (input: (s: ScorecardSeed, assessmentId: string) => Input): Fixture =>
  seededBy((t) => ({ scorecard: scorecardSeedOf(t), assessmentId: assessmentOf(t) }))((s) =>
    input(s.scorecard, s.assessmentId),
  );
const F = 'company-assessment';
const C = 'corporate-scorecard';

/** Security fixtures of the company assessment and corporate agreement status routes (see fixtures.ts). */
export const COMPANY_ASSESSMENT_FIXTURES: Record<string, Fixture> = {
  [`${F}.all`]: seeded((s) => ({ annualPlanId: s.annualPlanId })),
  [`${F}.get`]: seeded((_s, id) => ({ id })),
  [`${F}.add`]: seeded((s) => ({ annualPlanId: s.annualPlanId, quarter: 0, comments: '<p>Intruder</p>' })),
  [`${F}.update`]: seeded((_s, id) => ({ id, version: 1, adjustedScore: 5.5, status: 'Complete' })),
  [`${F}.delete`]: seeded((_s, id) => ({ id, version: 1 })),
  [`${C}.agreement-status`]: seeded((s) => ({ id: s.periodic.id })),
  [`${C}.set-agreement-status`]: seeded((s) => ({ id: s.periodic.id, status: 2, version: 1 })),
};
