import type { TAddScopeRequest, TScope } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { AuditScopeItem } from '../entities/scope';
import { namesOf } from '../people';
import { openForFieldwork } from './artefact-edit';
import { toScope } from './artefacts';

export const checkPeriod = (from?: string | null, to?: string | null): void => {
  if (from && to && to < from)
    throw new AppError('UNPROCESSABLE', 'periodTo: the period cannot end before it starts');
};

/** Adds a scope entry, a draft prepared by the caller (the lead, performers, administrators). */
export const addScope = async (ctx: Ctx, input: TAddScopeRequest): Promise<TScope> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  checkPeriod(input.periodFrom, input.periodTo);
  const now = ctx.now.toISOString();
  const item = {
    companyId: engagement.companyId,
    engagementId: engagement.engagementId,
    artefactId: newId(),
    status: 'Draft' as const,
    changedAfterApproval: false,
    reviewNote: '',
    preparerId: ctx.employeeId ?? '',
    title: input.title,
    inScope: input.inScope,
    outOfScope: input.outOfScope,
    periodFrom: input.periodFrom ?? '',
    periodTo: input.periodTo ?? '',
    changeReason: '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditScopeItem;
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-scope',
      entityId: item.artefactId,
      action: 'add',
      summary: `Audit “${engagement.title}”: scope “${item.title}” added`,
      after: { title: item.title },
    },
    (tx) => [tx.auditScope.create(item).commit()],
  );
  return toScope(item, await namesOf(item.companyId, [item.preparerId]));
};
