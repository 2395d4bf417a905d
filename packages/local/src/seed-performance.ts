import { ZSaveKpiRequestSchema, type TCascadeLevel } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import {
  addEmployeeScorecard,
  addScorecardTemplate,
  EMPLOYEE_KINDS,
  getCascadeSettings,
  listEmployeeScorecards,
  listScorecardLibrary,
  setCascadeSetting,
} from '@stratum/core/performance/scorecard/index';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { listCorporateScorecards } from '@stratum/core/planning/corporate-scorecard/list-corporate-scorecards';
import { listPerspectives } from '@stratum/core/planning/perspective/list-perspectives';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { addKpa } from '@stratum/core/scorecard/add-kpa';
import { saveKpi } from '@stratum/core/scorecard/save-kpi';

/** The library template the demo's clerks build their scorecards from. */
const DEMO_TEMPLATE = 'Finance clerk';
const TEMPLATE_KPAS: Array<{
  kpa: string;
  perspective: string;
  kpis: Array<{ name: string; target: number; weight: number; optionType?: 'ASC' | 'DESC' }>;
}> = [
  {
    kpa: 'Accurate processing',
    perspective: 'Internal Process',
    kpis: [
      { name: 'Invoices processed within 3 days (%)', target: 95, weight: 40 },
      { name: 'Posting errors per month', target: 2, weight: 20, optionType: 'ASC' },
    ],
  },
  {
    kpa: 'Learning',
    perspective: 'Learning & Growth',
    kpis: [{ name: 'Training days completed', target: 5, weight: 40 }],
  },
];

/** Corporate KPIs (by name) and how far down they cascade. */
const DEMO_CASCADE: Array<[RegExp, TCascadeLevel]> = [
  [/revenue/i, 'businessUnit'],
  [/customer/i, 'department'],
];

/** [email, scorecard name, source] */
const DEMO_EMPLOYEE_SCORECARDS: Array<[string, string, 'library' | 'cascade']> = [
  ['peter.mokoena@acme.test', 'Peter Mokoena 2026', 'library'],
  ['lerato.khumalo@acme.test', 'Lerato Khumalo 2026', 'library'],
  ['grace.okafor@acme.test', 'Grace Okafor 2026', 'cascade'],
];

/**
 * Acme's employee scorecards for 2026 through the product's own use cases: a library
 * template, cascade settings on the corporate scorecard's KPIs, and a few employees' annual
 * scorecards — two built from the template, one cascaded to a business unit head. Idempotent:
 * what exists (by name) is left alone.
 */
export const seedPerformance = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const companyId = base.companyId!;
  let annualPlanId: string | undefined;
  let strategicPlanId: string | undefined;
  for (const plan of await listPlans(ctx(), 'strategic', {})) {
    const annual = (await listAnnualPlans(ctx(), { strategicPlanId: plan.id })).find(
      (a) => a.startDate === '2026-01-01',
    );
    if (annual) {
      annualPlanId = annual.id;
      strategicPlanId = plan.id;
      break;
    }
  }
  if (!annualPlanId || !strategicPlanId) return;

  let template = (await listScorecardLibrary(ctx(), { annualPlanId })).find((s) => s.name === DEMO_TEMPLATE);
  if (!template) {
    template = await addScorecardTemplate(ctx(), {
      annualPlanId,
      name: DEMO_TEMPLATE,
      includeKeyPerformanceArea: 'Yes',
      ratingMode: 'automatic',
    });
    const perspectives = new Map(
      (await listPerspectives(ctx(), { strategicPlanId })).map((p) => [p.name, p.id]),
    );
    for (const [order, k] of TEMPLATE_KPAS.entries()) {
      const perspectiveId = perspectives.get(k.perspective) ?? null;
      const kpa = await addKpa(ctx(), EMPLOYEE_KINDS, {
        scorecardId: template.id,
        name: k.kpa,
        perspectiveId,
        order,
      });
      for (const kpi of k.kpis) {
        await saveKpi(
          ctx(),
          EMPLOYEE_KINDS,
          ZSaveKpiRequestSchema.parse({
            scorecardId: template.id,
            kpaId: kpa.id,
            perspectiveId,
            name: kpi.name,
            kpiType: 'Quantitative',
            optionType: kpi.optionType ?? 'DESC',
            target: kpi.target,
            weight: kpi.weight,
            targetDate: '2026-12-31',
            periodicTarget1: kpi.target,
            periodicTarget2: kpi.target,
            periodicTarget3: kpi.target,
            periodicTarget4: kpi.target,
          }),
        );
      }
    }
  }

  const corporate = (await listCorporateScorecards(ctx(), { annualPlanId, type: 'annual' }))[0];
  if (corporate) {
    for (const s of await getCascadeSettings(ctx(), { scorecardId: corporate.id })) {
      const level = DEMO_CASCADE.find(([name]) => name.test(s.kpiName))?.[1];
      if (!level || s.cascadeTo) continue;
      await setCascadeSetting(ctx(), {
        scorecardId: corporate.id,
        kpiId: s.kpiId,
        version: s.version,
        cascadeTo: level,
      });
    }
  }

  for (const [email, name, source] of DEMO_EMPLOYEE_SCORECARDS) {
    const claim = await db()
      .entities.unique.get({ scope: employeeEmailScope(companyId), value: email })
      .go();
    const employeeId = claim.data?.ownerId;
    if (!employeeId) continue;
    const theirs = await listEmployeeScorecards(ctx(), { annualPlanId, employeeId });
    if (theirs.some((s) => s.name === name)) continue;
    if (source === 'cascade' && !corporate) continue;
    await addEmployeeScorecard(ctx(), {
      annualPlanId,
      name,
      employeeId,
      source,
      ...(source === 'library' ? { templateId: template.id } : {}),
      includeKeyPerformanceArea: 'Yes',
      ratingMode: 'automatic',
    });
  }
};
