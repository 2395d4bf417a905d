import { type TMonthlyUpdate, type TSaveProgressRequest, NOBODY } from '@stratum/contracts';
import { actualPercent } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import { findAnnualPlan } from '../../planning';
import { findKpi, findScorecard, scorecardGuard, staleMessage } from '../../scorecard';
import type { MonthlyUpdateItem } from '../entities/monthly';
import { progressOf } from './periods';
import { isProgressAdmin, periodOf, targetOf, toUpdate, totalItems, totalMoves } from './progress-store';
import { writeChange } from '../../kernel/change';

export type ProgressKind = MonthlyUpdateItem['kind'];

const STALE = staleMessage('monthly update');

/**
 * Records (or changes) one KPI's progress for a month (docs/performance.md "Monthly progress"):
 * `employee` — on the caller's own annual employee scorecard; `company` — on an annual corporate
 * scorecard, by a Performance Management or Strategic Planning administrator. The month must be a
 * month of the scorecard's annual plan (422) and open today (409 `Period is closed`); the KPI must
 * have a numeric target (422). The figure is read as the spec §5 actual percent of the KPI's target
 * (ASC: target/figure). A month's first update of a KPI names no version and is refused if one
 * was recorded meanwhile; a change names the version it read (409 otherwise). The update, the
 * running totals it moves, a check that the scorecard and KPI are as read, and the audit entry are
 * ONE transaction.
 */
export const saveProgress = async (
  ctx: Ctx,
  kind: ProgressKind,
  input: TSaveProgressRequest,
): Promise<TMonthlyUpdate> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(
    companyId,
    input.scorecardId,
    kind === 'employee' ? ['employee-annual'] : ['corporate-annual'],
    'scorecardId',
  );
  const kpi = await findKpi(companyId, s.scorecardId, input.kpiId, 'kpiId');
  if (kind === 'employee') {
    if (!ctx.employeeId || s.employeeId !== ctx.employeeId) {
      throw new AppError(
        'FORBIDDEN',
        'Only the employee whose scorecard it is can record its monthly progress.',
      );
    }
  } else if (!(await isProgressAdmin(ctx))) {
    throw new AppError(
      'FORBIDDEN',
      'Only a company administrator, a Performance Management or a Strategic Planning administrator can record company progress.',
    );
  }
  const plan = await findAnnualPlan(companyId, s.annualPlanId ?? '', 'scorecardId');
  const period = await periodOf(ctx, plan, input.month);
  if (!period.open) throw new AppError('CONFLICT', 'Period is closed');
  const target = targetOf(kpi);
  if (target === null) {
    throw new AppError(
      'UNPROCESSABLE',
      `kpiId: “${kpi.name}” has no numeric target, so its progress cannot be measured as a percent of it.`,
    );
  }

  const key = { companyId, scorecardId: s.scorecardId, kpiId: kpi.kpiId, month: input.month };
  const [{ data: before }, employee] = await Promise.all([
    db().entities.monthlyUpdate.get(key).go(),
    kind === 'employee'
      ? db()
          .entities.employee.get({ companyId, employeeId: s.employeeId! })
          .go()
          .then((r) => r.data)
      : Promise.resolve(null),
  ]);
  if (input.version === undefined ? before !== null : before?.version !== input.version) {
    throw new AppError('CONFLICT', STALE);
  }

  const percent = actualPercent({ target, actual: input.value, optionType: kpi.optionType });
  const now = ctx.now.toISOString();
  const after: MonthlyUpdateItem = {
    ...key,
    annualPlanId: plan.annualPlanId,
    kind,
    employeeId: kind === 'employee' ? s.employeeId! : NOBODY,
    employeeName: employee ? fullNameOf(employee) : '',
    supervisorId: employee?.supervisorId || NOBODY,
    ...(employee?.businessUnitId ? { businessUnitId: employee.businessUnitId } : {}),
    ...(employee?.departmentId ? { departmentId: employee.departmentId } : {}),
    kpiName: kpi.name,
    value: input.value,
    ...(percent === null ? {} : { percent }),
    progress: progressOf(percent),
    comment: input.comment,
    updatedById: ctx.userId,
    updatedByName: ctx.actorName,
    version: (before?.version ?? 0) + 1,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  const moves = totalMoves(before, after);

  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${kind}-monthly-progress`,
      entityId: `${s.scorecardId}#${kpi.kpiId}#${input.month}`,
      action: before ? 'update' : 'add',
      summary: `${period.label} progress of KPI “${kpi.name}” of “${s.name}” ${before ? 'changed' : 'recorded'}: ${input.value} (${percent === null ? 'beyond its target' : `${percent}%`})`,
      before: before
        ? { value: before.value, percent: before.percent ?? null, comment: before.comment }
        : null,
      after: { value: after.value, percent: after.percent ?? null, comment: after.comment },
    },
    (tx) => [
      before
        ? tx.monthlyUpdate
            .put(after)
            .where((a, op) => op.eq(a.version, before.version))
            .commit()
        : tx.monthlyUpdate.create(after).commit(),
      ...totalItems(tx, { companyId, annualPlanId: plan.annualPlanId, month: input.month }, moves),
      scorecardGuard(tx, s),
      tx.scorecardKpi
        .check({ companyId, scorecardId: s.scorecardId, kpiId: kpi.kpiId })
        .where((a, op) => op.eq(a.version, kpi.version))
        .commit(),
    ],
    new AppError('CONFLICT', STALE),
  );
  return toUpdate(after);
};
