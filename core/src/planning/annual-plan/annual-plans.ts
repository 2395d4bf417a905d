import type { TAddAnnualPlanRequest, TAnnualPlan, TUpdateAnnualPlanRequest } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import type { AnnualPlanItem } from '../entities/annual-plan';
import type { PlanItem } from '../entities/plan';
import type { QuarterItem } from '../entities/quarter';
import { findPlan } from '../plan/plan-store';
import { quartersOf } from '../quarter/quarter-store';
import type { TxEntities } from '../tx';
import { annualPlansOf, findAnnualPlan } from './annual-plan-store';
import { toAnnualPlan } from './annual-plan-view';
import { annualPlanDateProblem, defaultQuarterDates, defaultQuarterFields, rangeLabel } from './rules';

const byStartDesc = (a: TAnnualPlan, b: TAnnualPlan) =>
  b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id);

/** The descriptions of these strategic plans, by id: one batch get. */
const planDescriptions = async (
  companyId: string,
  planIds: readonly string[],
): Promise<Map<string, string>> => {
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.plan.get(ids.map((planId) => ({ companyId, planId })))
    .go();
  return new Map(data.map((p) => [p.planId, p.description]));
};

/**
 * The company's annual plans (one query on the company partition), or one strategic plan's (404
 * naming `strategicPlanId` when it is not the company's), the latest first.
 */
export const listAnnualPlans = async (
  ctx: Ctx,
  input: { strategicPlanId?: string | undefined },
): Promise<TAnnualPlan[]> => {
  const companyId = tenantOf(ctx);
  if (input.strategicPlanId) {
    const [plan, items] = await Promise.all([
      findPlan(companyId, 'strategic', input.strategicPlanId, 'strategicPlanId'),
      annualPlansOf(companyId, input.strategicPlanId),
    ]);
    return items.map((a) => toAnnualPlan(a, plan.description)).sort(byStartDesc);
  }
  const { data } = await db().entities.annualPlan.query.byId({ companyId }).go({ pages: 'all' });
  const names = await planDescriptions(
    companyId,
    data.map((a) => a.strategicPlanId),
  );
  return data.map((a) => toAnnualPlan(a, names.get(a.strategicPlanId) ?? '')).sort(byStartDesc);
};

/** One annual plan of the caller's company (404 naming `id`). */
export const getAnnualPlan = async (ctx: Ctx, input: { id: string }): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const item = await findAnnualPlan(companyId, input.id);
  const names = await planDescriptions(companyId, [item.strategicPlanId]);
  return toAnnualPlan(item, names.get(item.strategicPlanId) ?? '');
};

/** Refuses dates outside the plan or overlapping another of its annual plans. */
const checkDates = async (
  plan: PlanItem,
  dates: { startDate: string; endDate: string },
  self: string | null,
): Promise<void> => {
  const others = (await annualPlansOf(plan.companyId, plan.planId)).filter((a) => a.annualPlanId !== self);
  const problem = annualPlanDateProblem(dates, plan, others);
  if (problem) throw new AppError(problem.code, problem.message);
};

/**
 * The plan item every annual plan change carries: `annualPlanRev + 1` (with the count's change),
 * conditional on the rev and the plan's dates being what the checks saw, so two overlapping
 * annual plans added at once, or a plan date change racing an annual plan, cannot both win.
 */
const planGuard = (tx: TxEntities, plan: PlanItem, countDelta: number) =>
  tx.plan
    .patch({ companyId: plan.companyId, planId: plan.planId })
    .add({ annualPlanRev: 1, annualPlanCount: countDelta })
    .where((attr, op) =>
      [
        op.eq(attr.annualPlanRev, plan.annualPlanRev),
        op.eq(attr.startDate, plan.startDate),
        op.eq(attr.endDate, plan.endDate),
      ].join(' AND '),
    )
    .commit();

const raceMessage = new AppError(
  'CONFLICT',
  'The strategic plan or its annual plans were changed by someone else a moment ago. Reload and try again.',
);

const audited = (a: Pick<AnnualPlanItem, 'startDate' | 'endDate' | 'strategicPlanId'>) => ({
  strategicPlanId: a.strategicPlanId,
  startDate: a.startDate,
  endDate: a.endDate,
});

/**
 * Adds an annual plan to a strategic plan (Strategic Planning administrators): inside the plan's
 * dates, overlapping none of its others. Its four quarters (default split, every window the
 * whole quarter) are created in the same transaction.
 */
export const addAnnualPlan = async (ctx: Ctx, input: TAddAnnualPlanRequest): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const plan = await findPlan(companyId, 'strategic', input.strategicPlanId, 'strategicPlanId');
  await requireModuleAdmin(ctx, 'planning');
  await checkDates(plan, input, null);

  const now = ctx.now.toISOString();
  const item = {
    companyId,
    annualPlanId: newId(),
    strategicPlanId: plan.planId,
    startDate: input.startDate,
    endDate: input.endDate,
    scorecardCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AnnualPlanItem;
  const quarters = defaultQuarterDates(input.startDate, input.endDate).map(
    (dates, quarter) =>
      ({
        companyId,
        annualPlanId: item.annualPlanId,
        quarter,
        strategicPlanId: plan.planId,
        ...defaultQuarterFields(dates),
        version: 1,
        createdAt: now,
        updatedAt: now,
      }) satisfies QuarterItem,
  );
  await commit(
    db().transaction.write((tx) => [
      tx.annualPlan.create(item).commit(),
      ...(quarters.map((q) => tx.quarter.create(q).commit()) as never[]),
      planGuard(tx, plan, 1),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'annual-plan',
            entityId: item.annualPlanId,
            action: 'add',
            summary: `Annual plan ${rangeLabel(item)} added to “${plan.description}”`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    raceMessage,
  );
  return toAnnualPlan(await findAnnualPlan(companyId, item.annualPlanId), plan.description);
};

const checkVersion = (a: AnnualPlanItem, version: number) => {
  if (a.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This annual plan was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};

/**
 * Changes an annual plan's dates (Strategic Planning administrators), with the same checks as an
 * add. New dates split its quarters again (every window reset to its quarter; a default target
 * date outside the new dates is cleared), conditional on the versions read.
 */
export const updateAnnualPlan = async (ctx: Ctx, input: TUpdateAnnualPlanRequest): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findAnnualPlan(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const plan = await findPlan(companyId, 'strategic', before.strategicPlanId, 'strategicPlanId');
  await checkDates(plan, input, before.annualPlanId);
  const moved = input.startDate !== before.startDate || input.endDate !== before.endDate;
  const quarters = moved ? await quartersOf(companyId, before.annualPlanId) : [];
  const split = defaultQuarterDates(input.startDate, input.endDate);
  const now = ctx.now.toISOString();
  const diff = changes(audited(before), audited({ ...before, ...input }));

  await commit(
    db().transaction.write((tx) => [
      tx.annualPlan
        .patch({ companyId, annualPlanId: before.annualPlanId })
        .set({ startDate: input.startDate, endDate: input.endDate, updatedAt: now })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...(quarters.map((q) => {
        const fields = defaultQuarterFields(split[q.quarter] ?? split[0]!);
        const keep =
          q.defaultTargetDate &&
          q.defaultTargetDate >= input.startDate &&
          q.defaultTargetDate <= input.endDate;
        const patch = tx.quarter
          .patch({ companyId, annualPlanId: q.annualPlanId, quarter: q.quarter })
          .set({ ...fields, updatedAt: now })
          .add({ version: 1 });
        return (keep ? patch : patch.remove(['defaultTargetDate']))
          .where((attr, op) => op.eq(attr.version, q.version))
          .commit();
      }) as never[]),
      planGuard(tx, plan, 0),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'annual-plan',
            entityId: before.annualPlanId,
            action: 'update',
            summary: `Annual plan ${rangeLabel(before)} updated${moved ? `: now ${rangeLabel(input)}, quarters split again` : ''}`,
            ...diff,
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      'This annual plan, its quarters or its strategic plan were changed by someone else since you opened it. Reload it and try again.',
    ),
  );
  return toAnnualPlan(await findAnnualPlan(companyId, before.annualPlanId), plan.description);
};

const checkDeletable = (a: AnnualPlanItem, version: number) => {
  checkVersion(a, version);
  if (a.scorecardCount > 0) {
    throw new AppError(
      'CONFLICT',
      `The annual plan ${rangeLabel(a)} has ${a.scorecardCount} corporate ${a.scorecardCount === 1 ? 'scorecard' : 'scorecards'} under it: delete them first.`,
    );
  }
};

/**
 * Deletes an annual plan with no corporate scorecards, with its quarters, conditional on the
 * version and `scorecardCount = 0`; the strategic plan's count goes down in the same transaction.
 */
export const deleteAnnualPlan = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findAnnualPlan(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkDeletable(before, input.version);
  const plan = await findPlan(companyId, 'strategic', before.strategicPlanId, 'strategicPlanId');
  try {
    await commit(
      db().transaction.write((tx) => [
        tx.annualPlan
          .delete({ companyId, annualPlanId: before.annualPlanId })
          .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.scorecardCount, 0)}`)
          .commit(),
        ...([0, 1, 2, 3].map((quarter) =>
          tx.quarter.delete({ companyId, annualPlanId: before.annualPlanId, quarter }).commit(),
        ) as never[]),
        tx.plan
          .patch({ companyId, planId: plan.planId })
          .add({ annualPlanRev: 1, annualPlanCount: -1 })
          .commit(),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'annual-plan',
              entityId: before.annualPlanId,
              action: 'delete',
              summary: `Annual plan ${rangeLabel(before)} of “${plan.description}” deleted`,
              before: audited(before),
            }),
          )
          .commit(),
      ]),
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findAnnualPlan(companyId, input.id), input.version);
    }
    throw e;
  }
  return toAnnualPlan(before, plan.description);
};
