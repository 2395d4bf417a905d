import type { TOpinion, TSaveOpinionRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { raced } from '../engagement/engagement-store';
import type { AuditOpinionItem } from '../entities/opinion';
import { openForEdit, openForFieldwork, saveEdit } from '../fieldwork/artefact-edit';
import { toOpinion } from '../fieldwork/artefacts';
import { namesOf } from '../people';
import { findOpinion, opinionRating } from './opinion-store';

/**
 * Writes the engagement's overall opinion (its lead, performers, administrators). The first save
 * (version 0 read) creates it — once: its id is the engagement's, and the create's condition
 * refuses a second (409). Later saves are edits like any artefact's (`openForEdit`): on the
 * version read, refused while it is with the reviewers, an approved one becoming a draft
 * "changed after approval" to be sent and approved again.
 */
export const saveOpinion = async (ctx: Ctx, input: TSaveOpinionRequest): Promise<TOpinion> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const rating = await opinionRating(engagement.companyId, input.ratingId);
  const fields = { ...rating, reasoning: input.reasoning };
  let after: AuditOpinionItem;
  if (input.version === 0) {
    if (await findOpinion(engagement.companyId, engagement.engagementId)) throw raced('overall opinion');
    const now = ctx.now.toISOString();
    after = {
      companyId: engagement.companyId,
      engagementId: engagement.engagementId,
      artefactId: engagement.engagementId,
      status: 'Draft',
      changedAfterApproval: false,
      reviewNote: '',
      preparerId: ctx.employeeId ?? '',
      ...fields,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const item = after;
    await writeChange(
      ctx,
      {
        companyId: item.companyId,
        entityType: 'audit-opinion',
        entityId: item.artefactId,
        action: 'add',
        summary: `Audit “${engagement.title}”: overall opinion written (${item.ratingName})`,
        after: { ratingName: item.ratingName, reasoning: item.reasoning },
      },
      (tx) => [tx.auditOpinion.create(item).commit()],
      raced('overall opinion'),
    );
  } else {
    const opened = await openForEdit(
      ctx,
      { engagementId: input.engagementId, id: input.engagementId, version: input.version },
      'opinion',
    );
    after = await saveEdit(ctx, 'opinion', opened, fields, input.version);
  }
  return toOpinion(after, await namesOf(after.companyId, [after.preparerId]));
};
