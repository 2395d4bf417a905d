import type { TEditScopeRequest, TScope } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { namesOf } from '../people';
import { checkPeriod } from './add-scope';
import { openForEdit, saveEdit } from './artefact-edit';
import { toScope } from './artefacts';

/** Changes a scope entry; an approved scope only after a scope change was allowed. */
export const editScope = async (ctx: Ctx, input: TEditScopeRequest): Promise<TScope> => {
  const opened = await openForEdit(ctx, input, 'scope');
  checkPeriod(input.periodFrom, input.periodTo);
  const after = await saveEdit(
    ctx,
    'scope',
    opened,
    {
      title: input.title,
      inScope: input.inScope,
      outOfScope: input.outOfScope,
      periodFrom: input.periodFrom ?? '',
      periodTo: input.periodTo ?? '',
    },
    input.version,
  );
  return toScope(after, await namesOf(after.companyId, [after.preparerId]));
};
