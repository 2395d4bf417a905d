import type { TCompany } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { toCompany } from '../company-view';
import type { CompanyItem } from '../entities/company';
import { changeCompany } from './change-company';

type Setting =
  | 'ratingScaleOption'
  | 'performanceCommitteeFunction'
  | 'companyContributionPerformance'
  | 'measurementQualitative';

/** The owner's per-company settings (spec §7): each a single field, versioned and audited. */
const settingUpdater =
  <S extends Setting>(setting: S, action: string) =>
  async (ctx: Ctx, input: { id: string; version: number } & Record<S, CompanyItem[S]>): Promise<TCompany> =>
    toCompany(
      await changeCompany(ctx, {
        companyId: input.id,
        version: input.version,
        action,
        set: { [setting]: input[setting] } as Partial<CompanyItem>,
      }),
    );

const ratingScale = settingUpdater('ratingScaleOption', 'update-rating-scale-option');
const committee = settingUpdater('performanceCommitteeFunction', 'update-performance-committee-function');
const contribution = settingUpdater('companyContributionPerformance', 'set-company-contribution-performance');
const qualitative = settingUpdater('measurementQualitative', 'set-measurement-qualitative');

export const updateRatingScaleOption = async (ctx: Ctx, input: Parameters<typeof ratingScale>[1]) => ({
  company: await ratingScale(ctx, input),
});
export const updatePerformanceCommitteeFunction = async (
  ctx: Ctx,
  input: Parameters<typeof committee>[1],
) => ({
  item: await committee(ctx, input),
});
export const setCompanyContributionPerformance = async (
  ctx: Ctx,
  input: Parameters<typeof contribution>[1],
) => ({
  item: await contribution(ctx, input),
});
export const setMeasurementQualitative = async (ctx: Ctx, input: Parameters<typeof qualitative>[1]) => ({
  item: await qualitative(ctx, input),
});
