import type { TEditScopeRequest, TScope } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { raced } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { checkPeriod } from './add-scope';
import { openForEdit } from './artefact-edit';
import { contentOf, toScope } from './artefacts';

/** Changes a scope entry; an approved scope only after a scope change was allowed. */
export const editScope = async (ctx: Ctx, input: TEditScopeRequest): Promise<TScope> => {
  const { engagement, item, review } = await openForEdit(ctx, input, 'scope');
  checkPeriod(input.periodFrom, input.periodTo);
  const set = {
    title: input.title,
    inScope: input.inScope,
    outOfScope: input.outOfScope,
    periodFrom: input.periodFrom ?? '',
    periodTo: input.periodTo ?? '',
    ...review,
    updatedAt: ctx.now.toISOString(),
  };
  const after = { ...item, ...set, version: item.version + 1 };
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-scope',
      entityId: item.artefactId,
      action: 'update',
      summary: `Audit “${engagement.title}”: scope “${set.title}” changed`,
      ...changes(contentOf('scope', item), contentOf('scope', after)),
    },
    (tx) => [
      tx.auditScope
        .patch({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('scope'),
  );
  return toScope(after, await namesOf(item.companyId, [item.preparerId]));
};
