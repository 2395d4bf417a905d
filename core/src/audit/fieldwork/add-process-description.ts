import type { TAddProcessDescriptionRequest, TProcessDescription } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import type { AuditProcessItem } from '../entities/process-description';
import { namesOf } from '../people';
import { openForFieldwork } from './artefact-edit';
import { toProcess } from './artefacts';

/** Describes a process of the audited area: a draft prepared by the caller. */
export const addProcessDescription = async (
  ctx: Ctx,
  input: TAddProcessDescriptionRequest,
): Promise<TProcessDescription> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const now = ctx.now.toISOString();
  const item = {
    companyId: engagement.companyId,
    engagementId: engagement.engagementId,
    artefactId: newId(),
    status: 'Draft' as const,
    changedAfterApproval: false,
    reviewNote: '',
    preparerId: ctx.employeeId ?? '',
    name: input.name,
    owner: input.owner,
    description: input.description,
    rcmCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditProcessItem;
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-process',
      entityId: item.artefactId,
      action: 'add',
      summary: `Audit “${engagement.title}”: process “${item.name}” described`,
      after: { name: item.name },
    },
    (tx) => [tx.auditProcess.create(item).commit()],
  );
  return toProcess(item, await namesOf(item.companyId, [item.preparerId]));
};
