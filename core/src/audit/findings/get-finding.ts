import type { TFinding, TFindingRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { findArtefact, reviewView } from '../fieldwork/artefacts';
import { namesOf } from '../people';
import { toFinding } from './finding-view';

/** One finding of an engagement (its team), its risks at their current level. */
export const getFinding = async (ctx: Ctx, input: TFindingRef): Promise<TFinding> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const item = await findArtefact(engagement.companyId, engagement.engagementId, 'finding', input.id);
  return toFinding(ctx, item, reviewView(item, await namesOf(item.companyId, [item.preparerId])));
};
