import type { TAuditArtefact, TAuditArtefactRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { openRetestAs } from '../follow-up/follow-up-store';
import { namesOf } from '../people';
import { artefactView, findArtefact, peopleOf } from './artefacts';

/** One scope entry, process description, matrix row or working paper (its engagement's team). */
export const getArtefact = async (ctx: Ctx, input: TAuditArtefactRef): Promise<TAuditArtefact> => {
  const { engagement } =
    input.kind === 'retest'
      ? await openRetestAs(ctx, input.engagementId, input.id, ANYONE_ON_IT)
      : await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const item = await findArtefact(engagement.companyId, engagement.engagementId, input.kind, input.id);
  return artefactView(ctx, input.kind, item, await namesOf(engagement.companyId, peopleOf(item)));
};
