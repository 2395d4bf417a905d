import type { TFinding, TUpdateRootCauseRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openForEdit, saveEdit } from '../fieldwork/artefact-edit';
import { reviewView } from '../fieldwork/artefacts';
import { namesOf } from '../people';
import { toFinding } from './finding-view';

/** Changes one root cause of a finding, on the finding's version read, as any edit of it. */
export const updateRootCause = async (ctx: Ctx, input: TUpdateRootCauseRequest): Promise<TFinding> => {
  const opened = await openForEdit(ctx, input, 'finding');
  const { rootCauses } = opened.item;
  if (!rootCauses.some((r) => r.id === input.rootCauseId)) {
    throw new AppError('NOT_FOUND', 'rootCauseId: no such root cause on this finding');
  }
  const after = await saveEdit(
    ctx,
    'finding',
    opened,
    {
      rootCauses: rootCauses.map((r) =>
        r.id === input.rootCauseId
          ? { id: r.id, category: input.category, description: input.description }
          : r,
      ),
    },
    input.version,
    { summary: `root cause of finding “${opened.item.title}”` },
  );
  return toFinding(ctx, after, reviewView(after, await namesOf(after.companyId, [after.preparerId])));
};
