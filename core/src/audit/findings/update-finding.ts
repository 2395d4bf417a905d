import type { TFinding, TUpdateFindingRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { openForEdit, saveEdit } from '../fieldwork/artefact-edit';
import { reviewView } from '../fieldwork/artefacts';
import { namesOf } from '../people';
import { checkFindingLinks, rootCausesOf } from './finding-checks';
import { toFinding } from './finding-view';

/**
 * Changes a finding on the version read (409 otherwise); review-rules.ts `afterEdit` says what it
 * does to its review: refused while sent, an approved one becomes a draft to approve again.
 */
export const updateFinding = async (ctx: Ctx, input: TUpdateFindingRequest): Promise<TFinding> => {
  const opened = await openForEdit(ctx, input, 'finding');
  const links = await checkFindingLinks(ctx, opened.engagement, input);
  const after = await saveEdit(
    ctx,
    'finding',
    opened,
    {
      title: input.title,
      criteria: input.criteria,
      condition: input.condition,
      cause: input.cause,
      effect: input.effect,
      rootCauses: rootCausesOf(input.rootCauses, opened.item.rootCauses),
      rating: input.rating,
      recommendation: input.recommendation,
      ...links,
    },
    input.version,
  );
  return toFinding(ctx, after, reviewView(after, await namesOf(after.companyId, [after.preparerId])));
};
