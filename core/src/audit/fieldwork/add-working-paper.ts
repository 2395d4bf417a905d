import type { TAddWorkingPaperRequest, TWorkingPaper } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import type { AuditWorkingPaperItem } from '../entities/working-paper';
import { namesOf } from '../people';
import { openForFieldwork } from './artefact-edit';
import { toPaper } from './artefacts';
import { checkPaperLinks } from './paper-checks';

/** Adds a working paper prepared by the caller: procedure, sample, result, conclusion. */
export const addWorkingPaper = async (ctx: Ctx, input: TAddWorkingPaperRequest): Promise<TWorkingPaper> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const preparerId = ctx.employeeId ?? '';
  await checkPaperLinks(engagement, input, preparerId);
  const now = ctx.now.toISOString();
  const item = {
    companyId: engagement.companyId,
    engagementId: engagement.engagementId,
    artefactId: newId(),
    status: 'Draft' as const,
    changedAfterApproval: false,
    reviewNote: '',
    preparerId,
    title: input.title,
    rcmRowId: input.rcmRowId ?? '',
    procedure: input.procedure,
    sample: input.sample,
    result: input.result,
    conclusion: input.conclusion,
    reviewerId: input.reviewerId ?? '',
    files: [],
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditWorkingPaperItem;
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-paper',
      entityId: item.artefactId,
      action: 'add',
      summary: `Audit “${engagement.title}”: working paper “${item.title}” added`,
      after: { title: item.title },
    },
    (tx) => [
      tx.auditWorkingPaper.create(item).commit(),
      tx.auditEngagement
        .patch({ companyId: item.companyId, engagementId: item.engagementId })
        .add({ paperCount: 1 })
        .commit(),
    ],
  );
  return toPaper(item, await namesOf(item.companyId, [item.preparerId, item.reviewerId]));
};
