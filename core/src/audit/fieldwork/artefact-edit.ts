import type { ArtefactKind, ArtefactStatus } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange, type ChangeItems } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { TxEntities } from '../../kernel/transact';
import { FIELDWORKERS, openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import type { AuditEngagementItem } from '../entities/engagement';
import { openRetestAs } from '../follow-up/follow-up-store';
import {
  contentOf,
  findArtefact,
  KIND_NAME,
  patchArtefact,
  titleOf,
  type ArtefactItems,
  type ArtefactSet,
} from './artefacts';
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
  // a follow-up audit's retests are written after the engagement closed (docs/audit.md)
  // and the follow-up entry's own lead writes them as the engagement's lead does
  const engagement =
    kind === 'retest'
      ? (await openRetestAs(ctx, input.engagementId, input.id, FIELDWORKERS)).engagement
      : await openForFieldwork(ctx, input.engagementId);
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

/**
 * Edits an artefact opened by `openForEdit`: its new fields and the review `openForEdit` worked
 * out, on the version the caller read, with the change and its diff in the audit trail. `also`
 * adds what the edit moves elsewhere in the same transaction; `summary` names the artefact where
 * its own title does not.
 */
export const saveEdit = async <K extends ArtefactKind>(
  ctx: Ctx,
  kind: K,
  opened: Awaited<ReturnType<typeof openForEdit<K>>>,
  fields: ArtefactSet<K>,
  version: number,
  more: { summary?: string; also?: (tx: TxEntities) => ChangeItems } = {},
): Promise<ArtefactItems[K]> => {
  const { engagement, item, review } = opened;
  const set = { ...fields, ...review, updatedAt: ctx.now.toISOString() } as ArtefactSet<K>;
  const after = { ...item, ...set, version: item.version + 1 } as ArtefactItems[K];
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: `audit-${kind}`,
      entityId: item.artefactId,
      action: 'update',
      summary: `Audit “${engagement.title}”: ${more.summary ?? `${KIND_NAME[kind]} “${titleOf(kind, after)}”`} changed`,
      ...changes(contentOf(kind, item), contentOf(kind, after)),
    },
    (tx) => [patchArtefact(tx, kind, item, set, version), ...(more.also?.(tx) ?? [])],
    raced(KIND_NAME[kind]),
  );
  return after;
};
