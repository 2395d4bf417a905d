import type { Ctx } from '../../kernel/ctx';
import { settingUpdater } from './company-setting-parts';

const contribution = settingUpdater('companyContributionPerformance', 'set-company-contribution-performance');

export const setCompanyContributionPerformance = async (
  ctx: Ctx,
  input: Parameters<typeof contribution>[1],
) => ({
  item: await contribution(ctx, input),
});
