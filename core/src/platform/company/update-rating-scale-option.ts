import type { Ctx } from '../../kernel/ctx';
import { settingUpdater } from './company-setting-parts';

const ratingScale = settingUpdater('ratingScaleOption', 'update-rating-scale-option');

export const updateRatingScaleOption = async (ctx: Ctx, input: Parameters<typeof ratingScale>[1]) => ({
  company: await ratingScale(ctx, input),
});
