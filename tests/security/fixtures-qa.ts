import { QA_PANEL_FAMILY, QA_PANEL_KINDS, type TQaPanelKind } from '@stratum/contracts';
import { addQaMember } from '@stratum/core/performance/qa/add-qa-member';
import { addQaReview } from '@stratum/core/performance/qa/add-qa-review';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import { seedOf } from './fixtures-planning';
import { seeded } from './fixtures-scorecard';
import type { SecurityWorld } from './world';
import { tenantAdminCtx as adminCtx } from './seeded';

/** One tenant's QA data the fixtures name: on each panel, the employee reviews the administrator. */
interface QaSeed {
  memberId: string;
  subjectId: string;
}

const seeds = new Map<string, QaSeed>();

/** Writes both panels' seed through core (tenant B has Performance Management off). buildWorld calls it. */
export const seedQa = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const memberId = t.employee.employeeId!;
  const subjectId = t.admin.employeeId!;
  for (const panel of QA_PANEL_KINDS) {
    await addQaMember(ctx, panel, { employeeId: memberId });
    await addQaReview(ctx, panel, { subjectType: 'employee', subjectId, reviewerId: memberId });
  }
  seeds.set(t.companyId, { memberId, subjectId });
};

/** A tenant made by a suite itself has no seed: its calls are refused before any id is read. */
const qaSeedOf = (t: SecurityWorld['a']): QaSeed =>
  seeds.get(t.companyId) ?? { memberId: t.org['business-unit'].id, subjectId: t.org['business-unit'].id };

const both = (input: (t: SecurityWorld['a']) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(w.a),
  foreign: (w) => input(w.b),
});

const panelFixtures = (panel: TQaPanelKind): Record<string, Fixture> => {
  const family = QA_PANEL_FAMILY[panel];
  const review = (t: SecurityWorld['a']) => ({ subjectType: 'employee', subjectId: qaSeedOf(t).subjectId });
  return {
    [`${family}.members`]: { valid: () => ({}) },
    [`${family}.add-member`]: both((t) => ({ employeeId: qaSeedOf(t).subjectId })),
    [`${family}.update-members`]: both((t) => ({
      members: [{ employeeId: qaSeedOf(t).memberId, version: 1 }],
    })),
    [`${family}.delete-member`]: both((t) => ({ employeeId: qaSeedOf(t).memberId, version: 1 })),
    [`${family}.reviews`]: { valid: () => ({ subjectType: 'employee' }) },
    [`${family}.add-review`]: both((t) => ({
      subjectType: 'department',
      subjectId: t.org.department.id,
      reviewerId: qaSeedOf(t).memberId,
    })),
    [`${family}.update-review`]: both((t) => ({
      ...review(t),
      reviewerId: qaSeedOf(t).memberId,
      version: 1,
    })),
    [`${family}.delete-review`]: both((t) => ({ ...review(t), version: 1 })),
    [`${family}.review-records`]: both((t) => ({ annualPlanId: seedOf(t).annualPlan.id, quarter: 1 })),
  };
};

const period = both((t) => ({ annualPlanId: seedOf(t).annualPlan.id, quarter: 1 }));

/** Security fixtures of the QA panel and my-inbox routes (see fixtures.ts for what each field means). */
export const QA_FIXTURES: Record<string, Fixture> = {
  ...panelFixtures('performance'),
  ...panelFixtures('scorecard'),
  // The scorecard panel's review actions name the tenant's seeded quarter record (fixtures-employee-review.ts).
  'qa-scorecard.add-to-review': seeded((s) => ({ scorecardId: s.periodic.id, version: 1 })),
  'qa-scorecard.check': seeded((s) => ({ scorecardId: s.periodic.id, version: 1 })),
  'qa-scorecard.complete': seeded((s) => ({ scorecardId: s.periodic.id, version: 1 })),
  'qa-scorecard.recall': seeded((s) => ({ scorecardId: s.periodic.id, version: 1 })),
  'my-inbox.required-my-actions': { valid: () => ({}) },
  'my-inbox.required-my-actions-count': { valid: () => ({}) },
  'my-inbox.subordinate-annual-scorecard-employees': both((t) => ({ annualPlanId: seedOf(t).annualPlan.id })),
  'my-inbox.subordinate-periodic-scorecard-employees': period,
  'my-inbox.subordinate-performance-employees': period,
  'my-inbox.reports': period,
  'my-inbox.company-reviews': both((t) => ({ annualPlanId: seedOf(t).annualPlan.id })),
  'my-inbox.employee-reviews': both((t) => ({ annualPlanId: seedOf(t).annualPlan.id })),
  'my-inbox.subordinate-employee-reviews': period,
};
