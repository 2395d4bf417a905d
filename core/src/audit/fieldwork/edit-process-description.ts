import type { TEditProcessDescriptionRequest, TProcessDescription } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { namesOf } from '../people';
import { openForEdit, saveEdit } from './artefact-edit';
import { toProcess } from './artefacts';

/** Changes a process description (review-rules.ts `afterEdit` says what it does to its review). */
export const editProcessDescription = async (
  ctx: Ctx,
  input: TEditProcessDescriptionRequest,
): Promise<TProcessDescription> => {
  const opened = await openForEdit(ctx, input, 'process');
  const after = await saveEdit(
    ctx,
    'process',
    opened,
    { name: input.name, owner: input.owner, description: input.description },
    input.version,
  );
  return toProcess(after, await namesOf(after.companyId, [after.preparerId]));
};
