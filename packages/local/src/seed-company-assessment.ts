import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addCompanyAssessment,
  findCompanyAssessment,
  getCorporateAgreement,
  setCorporateAgreement,
  updateCompanyAssessment,
} from '@stratum/core/performance/company/index';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { addPeriodicScorecard } from '@stratum/core/planning/corporate-scorecard/add-periodic-scorecard';
import { listCorporateScorecards } from '@stratum/core/planning/corporate-scorecard/list-corporate-scorecards';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listQuarters } from '@stratum/core/planning/quarter/list-quarters';

const DEMO_CORPORATE = 'Acme Corporate Scorecard 2026';
const COMMENTS =
  '<p>Revenue and customer satisfaction ahead of plan; <strong>cost to income</strong> still above target.</p>';

/** Noon of a day: the use cases take "today" from the caller's clock. */
const at = (day: string) => new Date(`${day}T12:00:00.000Z`);

/**
 * Acme's company assessment demo (docs/performance.md "Company assessment"): for the first quarter
 * of the 2026 annual plan that is not today's (so the browser journeys have today's quarter to
 * themselves), its periodic corporate scorecard (built from the annual one if missing), its
 * corporate agreement Agreed, and its company assessment Complete. Each step is taken inside the
 * quarter's own windows (the clock the use cases see is set to a day in them), only where it is
 * missing, so running the seed again changes nothing.
 */
export const seedCompanyAssessment = async (base: Ctx): Promise<void> => {
  const ctx = (now = new Date()): Ctx => ({ ...base, now });
  let annualPlanId: string | undefined;
  for (const plan of await listPlans(ctx(), 'strategic', {})) {
    annualPlanId = (await listAnnualPlans(ctx(), { strategicPlanId: plan.id })).find(
      (a) => a.startDate === '2026-01-01',
    )?.id;
    if (annualPlanId) break;
  }
  if (!annualPlanId) return;
  const today = new Date().toISOString().slice(0, 10);
  const quarter = (await listQuarters(ctx(), { annualPlanId })).find(
    (q) => !(q.startDate <= today && today <= q.endDate),
  );
  if (!quarter?.pmAgreementEndDate || !quarter.pmAssessmentEndDate) return;

  let periodic = (await listCorporateScorecards(ctx(), { annualPlanId, quarter: quarter.quarter }))[0];
  if (!periodic) {
    const annual = (await listCorporateScorecards(ctx(), { annualPlanId, type: 'annual' })).find(
      (s) => s.name === DEMO_CORPORATE,
    );
    if (!annual) return;
    periodic = await addPeriodicScorecard(ctx(), { annualScorecardId: annual.id, quarter: quarter.quarter });
  }

  const agreeing = ctx(at(quarter.pmAgreementEndDate));
  let agreement = await getCorporateAgreement(agreeing, { id: periodic.id });
  for (const next of [2, 3]) {
    if (agreement.status.id >= next) continue;
    agreement = await setCorporateAgreement(agreeing, {
      id: periodic.id,
      status: next,
      version: agreement.version,
    });
  }

  const assessing = ctx(at(quarter.pmAssessmentEndDate));
  const found = await findCompanyAssessment(assessing, annualPlanId, quarter.quarter);
  if (found?.status === 'Complete') return;
  const draft =
    found ??
    (await addCompanyAssessment(assessing, { annualPlanId, quarter: quarter.quarter, comments: COMMENTS }));
  const id = found ? found.assessmentId : (draft as { id: string }).id;
  await updateCompanyAssessment(assessing, { id, version: draft.version, status: 'Complete' });
};
