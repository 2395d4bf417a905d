import type { TCascadeLevel, TCascadeSetting } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { checkVersion, findKpi, findScorecard, scorecardGuard, staleMessage } from '../../scorecard';
import { toSetting } from './cascade-setting-parts';
import { writeChange } from '../../kernel/change';

/**
 * Sets how far down the organisation a corporate KPI cascades into employee scorecards (Performance
 * Management administrators); null stops it cascading. Versioned, audited. Scorecards already
 * built keep what they were built with.
 */
export const setCascadeSetting = async (
  ctx: Ctx,
  input: { scorecardId: string; kpiId: string; version: number; cascadeTo: TCascadeLevel | null },
): Promise<TCascadeSetting> => {
  const s = await findScorecard(tenantOf(ctx), input.scorecardId, ['corporate-annual'], 'scorecardId');
  const before = await findKpi(s.companyId, s.scorecardId, input.kpiId, 'kpiId');
  await requireModuleAdmin(ctx, 'performance');
  checkVersion(before, input.version, 'KPI');
  const key = { companyId: s.companyId, scorecardId: s.scorecardId, kpiId: before.kpiId };
  await writeChange(
    ctx,
    {
      companyId: s.companyId,
      entityType: 'corporate-scorecard-kpi',
      entityId: before.kpiId,
      action: 'set-cascade-setting',
      summary: `KPI “${before.name}” of “${s.name}” cascades to ${input.cascadeTo ?? 'nobody'}`,
      before: { cascadeTo: before.cascadeTo ?? null },
      after: { cascadeTo: input.cascadeTo },
    },
    (tx) => {
      const patch = tx.scorecardKpi.patch(key).add({ version: 1 });
      const now = ctx.now.toISOString();
      const set = input.cascadeTo
        ? patch.set({ cascadeTo: input.cascadeTo, updatedAt: now })
        : patch.set({ updatedAt: now }).remove(['cascadeTo']);
      return [set.where((attr, op) => op.eq(attr.version, input.version)).commit(), scorecardGuard(tx, s)];
    },
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  const after = await findKpi(s.companyId, s.scorecardId, before.kpiId);
  const kpa = after.kpaId
    ? (
        await db()
          .entities.scorecardKpa.get({ ...key, kpaId: after.kpaId })
          .go()
      ).data
    : null;
  return toSetting(after, new Map(kpa ? [[kpa.kpaId, kpa.name]] : []));
};
