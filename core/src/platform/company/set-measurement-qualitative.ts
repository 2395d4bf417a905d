import type { Ctx } from '../../kernel/ctx';
import { settingUpdater } from './company-setting-parts';

const qualitative = settingUpdater('measurementQualitative', 'set-measurement-qualitative');

export const setMeasurementQualitative = async (ctx: Ctx, input: Parameters<typeof qualitative>[1]) => ({
  item: await qualitative(ctx, input),
});
