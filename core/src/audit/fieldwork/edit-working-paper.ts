import type { TEditWorkingPaperRequest, TWorkingPaper } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { namesOf } from '../people';
import { openForEdit, saveEdit } from './artefact-edit';
import { toPaper } from './artefacts';
import { checkPaperLinks } from './paper-checks';

/** Changes a working paper (review-rules.ts `afterEdit` says what it does to its review). */
export const editWorkingPaper = async (ctx: Ctx, input: TEditWorkingPaperRequest): Promise<TWorkingPaper> => {
  const opened = await openForEdit(ctx, input, 'paper');
  await checkPaperLinks(opened.engagement, input, opened.item.preparerId);
  const after = await saveEdit(
    ctx,
    'paper',
    opened,
    {
      title: input.title,
      rcmRowId: input.rcmRowId ?? '',
      procedure: input.procedure,
      sample: input.sample,
      result: input.result,
      conclusion: input.conclusion,
      reviewerId: input.reviewerId ?? '',
    },
    input.version,
  );
  return toPaper(after, await namesOf(after.companyId, [after.preparerId, after.reviewerId]));
};
