import { type TEmployeeScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import { type ScorecardItem, contentsOf, findScorecard, scorecardsUnder } from '../../scorecard';
import { loadAnnualPlan, type AnnualPlanItem } from '../../planning';
import { findEmployee, requireMaker } from './access';
import type { AddEmployeeScorecardInput, Shape } from './employee-scorecard-parts';
import { EMPTY, build, cascadedTo, employeeListKey, toEmployeeScorecard } from './employee-scorecard-parts';

/** A library template of the annual plan's strategic plan (404 / 422 naming templateId). */
const templateFor = async (annual: AnnualPlanItem, templateId: string): Promise<ScorecardItem> => {
  const t = await findScorecard(annual.companyId, templateId, ['library'], 'templateId');
  if (t.planId !== annual.strategicPlanId) {
    throw new AppError(
      'UNPROCESSABLE',
      `templateId: “${t.name}” is a template of another strategic plan than this annual plan’s.`,
    );
  }
  return t;
};

/** The annual corporate scorecard to cascade from: the one named, or the annual plan's only one. */
const corporateFor = async (annual: AnnualPlanItem, id: string | undefined): Promise<ScorecardItem> => {
  if (id) {
    const c = await findScorecard(annual.companyId, id, ['corporate-annual'], 'corporateScorecardId');
    if (c.annualPlanId !== annual.annualPlanId) {
      throw new AppError(
        'UNPROCESSABLE',
        `corporateScorecardId: “${c.name}” belongs to another annual plan.`,
      );
    }
    return c;
  }
  const all = (await scorecardsUnder(annual.companyId, annual.annualPlanId)).filter(
    (s) => s.kind === 'corporate-annual' && s.state === 'ready',
  );
  if (all.length !== 1) {
    throw new AppError(
      'UNPROCESSABLE',
      all.length === 0
        ? 'corporateScorecardId: this annual plan has no annual corporate scorecard to cascade from.'
        : 'corporateScorecardId: this annual plan has several annual corporate scorecards: name one.',
    );
  }
  return all[0]!;
};

/**
 * Builds an employee's annual scorecard (the employee, their supervisor, or a Performance
 * administrator): empty; from a library template (its shape, KPAs and KPIs); or cascaded — the
 * annual corporate scorecard's KPIs whose cascade setting reaches the employee's level, with the
 * KPAs they sit under (`sourceKpiId` = the corporate KPI). Functional scorecards are never cascaded.
 */
export const addEmployeeScorecard = async (
  ctx: Ctx,
  input: AddEmployeeScorecardInput,
): Promise<TEmployeeScorecard> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const employee = await findEmployee(ctx, input.employeeId ?? ctx.employeeId ?? '');
  await requireMaker(ctx, employee);
  const source = input.functional && input.source === 'cascade' ? 'empty' : (input.source ?? 'empty');
  let contents = EMPTY;
  let shape: Shape = input;
  let templateId: string | undefined;
  let from = 'empty';
  if (source === 'library' || (input.functional && input.templateId)) {
    const t = await templateFor(annual, input.templateId ?? '');
    contents = await contentsOf(annual.companyId, t.scorecardId);
    shape = {
      name: input.name,
      includeKeyPerformanceArea: t.includeKeyPerformanceArea,
      ratingMode: t.ratingMode,
    };
    templateId = t.scorecardId;
    from = `from the template “${t.name}”`;
  } else if (source === 'cascade') {
    const c = await corporateFor(annual, input.corporateScorecardId);
    contents = cascadedTo(await contentsOf(annual.companyId, c.scorecardId), employee);
    if (contents.kpis.length === 0) {
      throw new AppError(
        'UNPROCESSABLE',
        `source: no KPI of “${c.name}” cascades to ${fullNameOf(employee)}’s level: set the cascade settings first.`,
      );
    }
    shape = {
      name: input.name,
      includeKeyPerformanceArea: c.includeKeyPerformanceArea,
      ratingMode: c.ratingMode,
    };
    from = `cascaded from “${c.name}”`;
  }
  const s = await build(
    ctx,
    {
      companyId: annual.companyId,
      kind: 'employee-annual',
      planId: annual.strategicPlanId,
      planKind: 'strategic',
      listKey: employeeListKey(annual.annualPlanId, employee.employeeId),
      annualPlanId: annual.annualPlanId,
      employeeId: employee.employeeId,
      functional: input.functional ?? false,
      ...(templateId ? { templateId } : {}),
      name: input.name,
      includeKeyPerformanceArea: shape.includeKeyPerformanceArea,
      ratingMode: shape.ratingMode,
    },
    contents,
    {
      action: input.functional ? 'add-functional' : 'add',
      summary: `${input.functional ? 'Functional employee' : 'Employee'} scorecard “${input.name}” of ${fullNameOf(employee)} built ${from} (${contents.kpis.length} KPIs)`,
    },
    { annualPlanId: annual.annualPlanId },
  );
  return toEmployeeScorecard(s, fullNameOf(employee));
};
