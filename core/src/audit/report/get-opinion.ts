import type { TEngagementRef, TOpinion } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { toOpinion } from '../fieldwork/artefacts';
import { namesOf } from '../people';
import { findOpinion } from './opinion-store';

/** The engagement's overall opinion, or null before anyone wrote it (its team, administrators). */
export const getOpinion = async (ctx: Ctx, input: TEngagementRef): Promise<TOpinion | null> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const item = await findOpinion(engagement.companyId, engagement.engagementId);
  return item ? toOpinion(item, await namesOf(item.companyId, [item.preparerId])) : null;
};
