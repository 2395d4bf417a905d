import {
  DEFAULT_GRACE_DAYS,
  type TMonthlyUpdate,
  type TMonthPeriod,
  type TProgressKpi,
} from '@stratum/contracts';
import { formatNumber, progressColour } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isModuleAdmin } from '../../platform';
import { type AnnualPlanItem, todayOf } from '../../planning';
import type { ScorecardKpiItem } from '../../scorecard';
import type { MonthlyUpdateItem } from '../entities/monthly';
import { monthsOf } from './periods';
import type { TxEntities, TxItem } from '../../kernel/transact';

/** An annual plan's grace days and the version of its settings (0: never set, the default). */
export const settingsOf = async (
  companyId: string,
  annualPlanId: string,
): Promise<{ graceDays: number; version: number }> => {
  const { data } = await db().entities.monthlySetting.get({ companyId, annualPlanId }).go();
  return data
    ? { graceDays: data.graceDays, version: data.version }
    : { graceDays: DEFAULT_GRACE_DAYS, version: 0 };
};

/** The months of an annual plan as of the request's day. */
export const periodsOf = async (ctx: Ctx, plan: AnnualPlanItem) => {
  const settings = await settingsOf(plan.companyId, plan.annualPlanId);
  return { ...settings, list: monthsOf(plan, settings.graceDays, todayOf(ctx.now)) };
};

/** One month of an annual plan; a month outside it is 422 naming `month`. */
export const periodOf = async (ctx: Ctx, plan: AnnualPlanItem, month: string): Promise<TMonthPeriod> => {
  const { list } = await periodsOf(ctx, plan);
  const found = list.find((p) => p.month === month);
  if (!found) {
    const first = list[0]?.label ?? '';
    const last = list.at(-1)?.label ?? '';
    throw new AppError(
      'UNPROCESSABLE',
      `month: ${month} is not a month of this annual plan (${first} – ${last}).`,
    );
  }
  return found;
};

/** Performance Management or Strategic Planning administrators keep the company's progress. */
export const isProgressAdmin = async (ctx: Ctx): Promise<boolean> =>
  (await isModuleAdmin(ctx, 'performance')) || (await isModuleAdmin(ctx, 'planning'));

/** A KPI's numeric target, if it has one: what an update's percent is of. */
export const targetOf = (kpi: Pick<ScorecardKpiItem, 'target'>): number | null =>
  typeof kpi.target === 'number' && Number.isFinite(kpi.target) && kpi.target >= 0 ? kpi.target : null;

export const toUpdate = (u: MonthlyUpdateItem): TMonthlyUpdate => ({
  scorecardId: u.scorecardId,
  kpiId: u.kpiId,
  month: u.month,
  value: u.value,
  d_value: formatNumber(u.value),
  percent: u.percent ?? null,
  progress: u.progress,
  colour: progressColour(u.progress),
  comment: u.comment,
  version: u.version,
  updatedAt: u.updatedAt,
  updatedByName: u.updatedByName,
});

export const toProgressKpi = (k: ScorecardKpiItem, update: MonthlyUpdateItem | undefined): TProgressKpi => {
  const target = targetOf(k);
  return {
    kpiId: k.kpiId,
    name: k.name,
    kpiType: k.kpiType,
    optionType: k.optionType,
    target,
    d_target: target === null ? (k.manualTarget ?? '') : formatNumber(target),
    weight: k.weight ?? null,
    measurable: target !== null,
    update: update ? toUpdate(update) : null,
  };
};

/** A scorecard's updates of one month, by KPI: one key-prefix query of its partition. */
export const updatesOf = async (
  companyId: string,
  scorecardId: string,
  month: string,
): Promise<Map<string, MonthlyUpdateItem>> => {
  const { data } = await db()
    .entities.monthlyUpdate.query.byScorecard({ companyId, scorecardId, month })
    .go({ pages: 'all' });
  return new Map(data.map((u) => [u.kpiId, u]));
};

/** The running totals an update is counted in. */
export const totalKeysOf = (
  u: Pick<MonthlyUpdateItem, 'kind' | 'businessUnitId' | 'departmentId'>,
): string[] => {
  if (u.kind === 'company') return ['company'];
  const keys = ['employees'];
  if (u.businessUnitId) keys.push(`bu#${u.businessUnitId}`);
  if (u.departmentId) keys.push(`dept#${u.departmentId}`);
  return keys;
};

interface Counted {
  kind: MonthlyUpdateItem['kind'];
  businessUnitId?: string | undefined;
  departmentId?: string | undefined;
  progress: number;
}

/**
 * The moves an update makes to the running totals: out of those it was in (its old progress and
 * a count of 1), into those it is in now. A total touched both ways is moved once (a transaction
 * may touch an item only once).
 */
export const totalMoves = (
  before: Counted | null,
  after: Counted,
): Array<{ key: string; sum: number; count: number }> => {
  const moves = new Map<string, { sum: number; count: number }>();
  const move = (key: string, sum: number, count: number) => {
    const m = moves.get(key) ?? { sum: 0, count: 0 };
    moves.set(key, { sum: m.sum + sum, count: m.count + count });
  };
  if (before) for (const key of totalKeysOf(before)) move(key, -before.progress, -1);
  for (const key of totalKeysOf(after)) move(key, after.progress, 1);
  return [...moves].filter(([, m]) => m.sum !== 0 || m.count !== 0).map(([key, m]) => ({ key, ...m }));
};

/** The transaction items of those moves (`update` makes a total the first time it is moved). */
export const totalItems = (
  tx: TxEntities,
  key: { companyId: string; annualPlanId: string; month: string },
  moves: ReturnType<typeof totalMoves>,
): TxItem[] =>
  moves.map((m) =>
    tx.monthlyTotal
      .update({ ...key, key: m.key })
      .add({ sum: m.sum, count: m.count })
      .commit(),
  );

/** The caller's company, for reads that name no other id. */
export const companyOf = (ctx: Ctx) => tenantOf(ctx);
