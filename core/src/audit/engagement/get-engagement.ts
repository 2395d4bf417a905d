import type { TEngagement, TEngagementRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, engagementView, openEngagementAs } from './engagement-store';

/** One engagement, for its team and administrators. */
export const getEngagement = async (ctx: Ctx, input: TEngagementRef): Promise<TEngagement> => {
  const { engagement, roles } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  return engagementView(ctx, engagement, roles);
};
