import type { ArtefactKind, ArtefactStatus, AuditTaskRole } from '@stratum/contracts';
import type { TxEntities, TxItem } from '../../kernel/transact';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditWorkingPaperItem } from '../entities/working-paper';
import type { ArtefactItem } from '../fieldwork/artefacts';
import { waitingOn, type ReviewPeople } from '../fieldwork/review-rules';

export const reviewPeople = (engagement: AuditEngagementItem, item: ArtefactItem): ReviewPeople => ({
  leadId: engagement.leadId,
  reviewerIds: engagement.reviewerIds,
  preparerId: item.preparerId,
  paperReviewerId: (item as Partial<AuditWorkingPaperItem>).reviewerId ?? '',
});

/**
 * The task items a move of an artefact from `from` to `to` writes in its own transaction: who it
 * waited on is no longer waited on, who it now waits on gets a task.
 */
export const taskChanges = (
  tx: TxEntities,
  args: {
    engagement: AuditEngagementItem;
    kind: ArtefactKind;
    item: ArtefactItem;
    title: string;
    from: ArtefactStatus;
    to: ArtefactStatus;
    at: string;
  },
): TxItem[] => {
  const people = reviewPeople(args.engagement, args.item);
  const key = (employeeId: string, role: AuditTaskRole) => ({
    companyId: args.item.companyId,
    artefactId: args.item.artefactId,
    employeeId,
    role,
  });
  return [
    ...waitingOn(args.from, people).map((w) => tx.auditTask.delete(key(w.employeeId, w.role)).commit()),
    ...waitingOn(args.to, people).map((w) =>
      tx.auditTask
        .put({
          ...key(w.employeeId, w.role),
          kind: args.kind,
          engagementId: args.engagement.engagementId,
          engagementTitle: args.engagement.title,
          artefactTitle: args.title,
          status: args.to,
          since: args.at,
        })
        .commit(),
    ),
  ];
};
