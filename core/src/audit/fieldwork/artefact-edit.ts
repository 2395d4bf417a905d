import type { ArtefactKind, ArtefactStatus } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { FIELDWORKERS, openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import type { AuditEngagementItem } from '../entities/engagement';
import { findArtefact, KIND_NAME, type ArtefactItems } from './artefacts';
import { afterEdit } from './review-rules';

/** An open engagement the caller does fieldwork on (its lead, performers, administrators). */
export const openForFieldwork = async (ctx: Ctx, engagementId: string): Promise<AuditEngagementItem> => {
  const { engagement } = await openEngagementAs(ctx, engagementId, FIELDWORKERS);
  requireOpen(engagement);
  return engagement;
};

/**
 * An artefact the caller is about to edit, at the version they read, with what the edit does to
 * its review (review-rules.ts `afterEdit`): refused while the reviewers hold it, and an approved
 * one becomes a draft "changed after approval".
 */
export const openForEdit = async <K extends ArtefactKind>(
  ctx: Ctx,
  input: { engagementId: string; id: string; version: number },
  kind: K,
): Promise<{
  engagement: AuditEngagementItem;
  item: ArtefactItems[K];
  review: { status: ArtefactStatus; changedAfterApproval: boolean };
}> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const item = await findArtefact(engagement.companyId, engagement.engagementId, kind, input.id);
  if (item.version !== input.version) throw raced(KIND_NAME[kind]);
  const rule = afterEdit(kind, item.status);
  if (!rule.ok) throw new AppError('UNPROCESSABLE', rule.reason);
  return {
    engagement,
    item,
    review: {
      status: rule.status,
      changedAfterApproval: rule.changedAfterApproval ?? item.changedAfterApproval,
    },
  };
};
