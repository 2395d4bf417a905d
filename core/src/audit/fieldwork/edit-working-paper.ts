import type { TEditWorkingPaperRequest, TWorkingPaper } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { raced } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { openForEdit } from './artefact-edit';
import { contentOf, toPaper } from './artefacts';
import { checkPaperLinks } from './paper-checks';

/** Changes a working paper (review-rules.ts `afterEdit` says what it does to its review). */
export const editWorkingPaper = async (ctx: Ctx, input: TEditWorkingPaperRequest): Promise<TWorkingPaper> => {
  const { engagement, item, review } = await openForEdit(ctx, input, 'paper');
  await checkPaperLinks(engagement, input, item.preparerId);
  const set = {
    title: input.title,
    rcmRowId: input.rcmRowId ?? '',
    procedure: input.procedure,
    sample: input.sample,
    result: input.result,
    conclusion: input.conclusion,
    reviewerId: input.reviewerId ?? '',
    ...review,
    updatedAt: ctx.now.toISOString(),
  };
  const after = { ...item, ...set, version: item.version + 1 };
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-paper',
      entityId: item.artefactId,
      action: 'update',
      summary: `Audit “${engagement.title}”: working paper “${set.title}” changed`,
      ...changes(contentOf('paper', item), contentOf('paper', after)),
    },
    (tx) => [
      tx.auditWorkingPaper
        .patch({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('working paper'),
  );
  return toPaper(after, await namesOf(item.companyId, [after.preparerId, after.reviewerId]));
};
