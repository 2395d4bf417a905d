import type { TEmployeeScorecard } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { fullNameOf } from '../../organisation';
import {
  annualPlanScorecardCountUpdate,
  copies,
  type ScorecardItem,
  type ScorecardKpiItem,
  writeScorecard,
  contentsOf,
  findScorecard,
  scorecardKey,
} from '../../scorecard';
import { requireOpenWindow } from '../../planning';
import { newPerformanceRecord } from '../review/record';
import { EMPLOYEE_KINDS, findEmployee, requireMaker } from './access';
import { toEmployeeScorecard } from './employee-scorecard-parts';

type Slot = 'periodicScorecardId1' | 'periodicScorecardId2' | 'periodicScorecardId3' | 'periodicScorecardId4';
const slotOf = (quarter: number) => `periodicScorecardId${quarter + 1}` as Slot;
const periodicTarget = (k: ScorecardKpiItem, quarter: number) =>
  (k as unknown as Record<string, number | undefined>)[`periodicTarget${quarter + 1}`];

/**
 * Builds an employee's periodic scorecard of a quarter from their annual one (the employee, their
 * supervisor or a Performance administrator) while the quarter's performance-agreement window is
 * open (409 `Period is closed` otherwise). One per annual scorecard and quarter: the annual
 * scorecard's slot is claimed, and the quarter's performance record (agreement Draft, waiting on
 * the employee) is created, in the SAME transaction as the periodic scorecard's record — so a
 * periodic scorecard never exists without its record. KPIs are carried like the corporate
 * periodic copy: the quarter's periodic target becomes the target, `sourceKpiId` = the annual KPI.
 */
export const addPeriodicEmployeeScorecard = async (
  ctx: Ctx,
  input: { annualScorecardId: string; quarter: number },
): Promise<TEmployeeScorecard> => {
  const companyId = tenantOf(ctx);
  const annual = await findScorecard(
    companyId,
    input.annualScorecardId,
    ['employee-annual'],
    'annualScorecardId',
  );
  const employee = await findEmployee(ctx, annual.employeeId ?? '');
  await requireMaker(ctx, employee);
  await requireOpenWindow(ctx, {
    annualPlanId: annual.annualPlanId!,
    quarter: input.quarter,
    window: 'pmAgreement',
  });
  const slot = slotOf(input.quarter);
  const label = `Q${input.quarter + 1}`;
  if (annual[slot])
    throw new AppError('CONFLICT', `“${annual.name}” already has its ${label} periodic scorecard.`);
  const contents = await contentsOf(companyId, annual.scorecardId);
  const scorecardId = newId();
  const buildId = newId();
  const { kpas, kpis } = copies(
    ctx,
    { companyId, scorecardId, buildId },
    contents,
    (k) => ({ target: periodicTarget(k, input.quarter) }),
    [],
  );
  const now = ctx.now.toISOString();
  const name = `${annual.name} (${label})`;
  const scorecard = {
    companyId,
    scorecardId,
    kind: 'employee-periodic',
    planId: annual.planId,
    planKind: annual.planKind,
    listKey: annual.listKey,
    annualPlanId: annual.annualPlanId!,
    quarter: input.quarter,
    sourceScorecardId: annual.scorecardId,
    employeeId: employee.employeeId,
    functional: annual.functional ?? false,
    ...(annual.templateId ? { templateId: annual.templateId } : {}),
    name,
    includeKeyPerformanceArea: annual.includeKeyPerformanceArea,
    visible: true,
    ratingMode: annual.ratingMode,
    kpaCount: kpas.length,
    kpiCount: kpis.length,
    commentCount: 0,
    state: 'building',
    buildId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  const record = newPerformanceRecord({
    companyId,
    scorecardId,
    annualScorecardId: annual.scorecardId,
    employeeId: employee.employeeId,
    annualPlanId: annual.annualPlanId!,
    quarter: input.quarter,
    supervisorId: employee.supervisorId,
    placementPath: employee.placementPath,
    agreementType: annual.functional ? 'Functional' : 'Standard',
    now,
  });
  await writeScorecard(ctx, {
    scorecard,
    kpas,
    kpis,
    claim: (tx) => [
      tx.performanceRecord.create(record).commit(),
      annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId!, 1),
      tx.scorecard
        .patch(scorecardKey(annual))
        .set({ [slot]: scorecardId } as Record<Slot, string>)
        .where((attr, op) => `${op.notExists(attr[slot])} AND ${op.eq(attr.state, 'ready')}`)
        .commit(),
    ],
    release: (tx) => [
      tx.performanceRecord.delete({ companyId, scorecardId }).commit(),
      annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId!, -1),
      tx.scorecard
        .patch(scorecardKey(annual))
        .remove([slot])
        .where((attr, op) => op.eq(attr[slot], scorecardId))
        .commit(),
    ],
    audit: {
      entityType: 'employee-scorecard',
      action: 'add-periodic',
      summary: `Periodic employee scorecard “${name}” of ${fullNameOf(employee)} built from “${annual.name}” (${kpis.length} KPIs), agreement Draft`,
      after: { name, quarter: input.quarter, sourceScorecardId: annual.scorecardId, kpiCount: kpis.length },
    },
    conflict: new AppError(
      'CONFLICT',
      `The ${label} periodic scorecard of “${annual.name}” was built by someone else, or the annual scorecard changed, a moment ago: nothing was built. Reload and try again.`,
    ),
  });
  const s = await findScorecard(companyId, scorecardId, EMPLOYEE_KINDS);
  return toEmployeeScorecard(s, fullNameOf(employee), record);
};
