import { db } from '@stratum/core/db';
import { newId } from '@stratum/core/kernel/ids';
import { newPerformanceRecord } from '@stratum/core/performance/review/record';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import { scorecardSeedOf, seeded, type ScorecardSeed } from './fixtures-scorecard';

/**
 * Each tenant gets a quarter's performance record (agreement Draft, waiting on the tenant's
 * employee) in its seeded periodic corporate scorecard's partition, written through core after
 * seedScorecards (tenant B's Performance module is off), so `foreign` names a record that exists.
 * buildWorld calls it.
 */
export const seedEmployeeReviews = async (t: Tenant): Promise<void> => {
  const s = scorecardSeedOf(t as never);
  await db()
    .entities.performanceRecord.create(
      newPerformanceRecord({
        companyId: t.companyId,
        scorecardId: s.periodic.id,
        annualScorecardId: s.corporate.id,
        employeeId: t.employee.employeeId ?? t.admin.employeeId!,
        annualPlanId: s.annualPlanId,
        quarter: 0,
        supervisorId: t.admin.employeeId ?? null,
        now: new Date().toISOString(),
      }),
    )
    .go();
};

/* Each fixture names the tenant's record (`seeded`): tenant A's for `valid`, B's for `foreign`. */
const F = 'employee-review';
const rec = (s: ScorecardSeed) => ({ scorecardId: s.periodic.id });
const move = (s: ScorecardSeed) => ({ ...rec(s), version: 1 });
const kpi = (s: ScorecardSeed) => ({ ...rec(s), kpiId: s.corporateKpi.id });
const EVIDENCE_ID = newId();

/** Security fixtures of the employee review routes (see fixtures.ts for what each field means). */
export const EMPLOYEE_REVIEW_FIXTURES: Record<string, Fixture> = {
  [`${F}.all`]: seeded((s) => ({ as: 'supervisor', annualPlanId: s.annualPlanId })),
  [`${F}.get`]: seeded(rec),
  [`${F}.set-agreement-status`]: seeded((s) => ({ ...move(s), action: 'submit' })),
  [`${F}.dispute`]: seeded((s) => ({ ...move(s), notes: '<p>Why</p>' })),
  [`${F}.set-type`]: seeded((s) => ({ ...move(s), agreementType: 'Probation' })),
  [`${F}.set-assessment-status`]: seeded((s) => ({ ...move(s), action: 'self-assess' })),
  [`${F}.review-complete`]: seeded(move),
  [`${F}.check`]: seeded(move),
  [`${F}.complete`]: seeded(move),
  [`${F}.recall`]: seeded(move),
  [`${F}.refer-back`]: seeded((s) => ({ ...move(s), notes: '<p>Why</p>' })),
  [`${F}.notes`]: seeded(rec),
  [`${F}.add-note`]: seeded((s) => ({ ...rec(s), html: '<p>Hello</p>' })),
  [`${F}.scores`]: seeded(rec),
  [`${F}.update-actual`]: seeded((s) => ({ ...kpi(s), version: s.corporateKpi.version, actual: 5 })),
  [`${F}.save-score`]: seeded((s) => ({ ...kpi(s), version: s.corporateKpi.version, score: 3 })),
  [`${F}.upload-evidence`]: seeded(kpi),
  [`${F}.evidence`]: seeded((s) => ({ ...kpi(s), evidenceId: EVIDENCE_ID })),
};
