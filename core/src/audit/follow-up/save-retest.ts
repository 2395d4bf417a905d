import type { TRetest, TSaveRetestRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { openForEdit, saveEdit } from '../fieldwork/artefact-edit';
import { toRetest } from '../fieldwork/artefacts';
import { namesOf } from '../people';

/**
 * Records a retest's result and notes (the engagement's lead, performers, administrators), on
 * the version read: refused while its reviewers hold it; an approved one becomes a draft "changed
 * after approval", to be sent and approved again.
 */
export const saveRetest = async (ctx: Ctx, input: TSaveRetestRequest): Promise<TRetest> => {
  const opened = await openForEdit(ctx, input, 'retest');
  const after = await saveEdit(
    ctx,
    'retest',
    opened,
    { result: input.result, notes: input.notes },
    input.version,
  );
  return toRetest(after, await namesOf(after.companyId, [after.preparerId]));
};
