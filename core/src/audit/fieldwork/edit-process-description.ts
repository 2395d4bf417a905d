import type { TEditProcessDescriptionRequest, TProcessDescription } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { raced } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { openForEdit } from './artefact-edit';
import { contentOf, toProcess } from './artefacts';

/** Changes a process description (review-rules.ts `afterEdit` says what it does to its review). */
export const editProcessDescription = async (
  ctx: Ctx,
  input: TEditProcessDescriptionRequest,
): Promise<TProcessDescription> => {
  const { engagement, item, review } = await openForEdit(ctx, input, 'process');
  const set = {
    name: input.name,
    owner: input.owner,
    description: input.description,
    ...review,
    updatedAt: ctx.now.toISOString(),
  };
  const after = { ...item, ...set, version: item.version + 1 };
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-process',
      entityId: item.artefactId,
      action: 'update',
      summary: `Audit “${engagement.title}”: process “${set.name}” changed`,
      ...changes(contentOf('process', item), contentOf('process', after)),
    },
    (tx) => [
      tx.auditProcess
        .patch({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('process description'),
  );
  return toProcess(after, await namesOf(item.companyId, [item.preparerId]));
};
