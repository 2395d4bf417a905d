import type { Ctx } from '../../kernel/ctx';
import { settingUpdater } from './company-setting-parts';

const committee = settingUpdater('performanceCommitteeFunction', 'update-performance-committee-function');

export const updatePerformanceCommitteeFunction = async (
  ctx: Ctx,
  input: Parameters<typeof committee>[1],
) => ({
  item: await committee(ctx, input),
});
