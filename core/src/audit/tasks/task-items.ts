import type { ArtefactKind, ArtefactStatus, AuditTaskRole } from '@stratum/contracts';
import { db } from '../../db';
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

/** The transaction items that move one person's count of tasks in one role by `delta`. */
export const countChange = (
  tx: TxEntities,
  key: { companyId: string; employeeId: string; role: AuditTaskRole },
  delta: number,
): TxItem => tx.auditTaskCount.update(key).add({ n: delta }).commit();

/**
 * The task items a move of an artefact to `to` writes in its own transaction, with the counts
 * they move: the tasks the artefact has now (read first, so a count moves only for a task that
 * exists) that it no longer waits on are removed, who it now waits on gets a task. The artefact's
 * version condition in the same transaction keeps a concurrent move from acting on the same read.
 */
export const taskChanges = async (args: {
  engagement: AuditEngagementItem;
  kind: ArtefactKind;
  item: ArtefactItem;
  title: string;
  to: ArtefactStatus;
  at: string;
}): Promise<(tx: TxEntities) => TxItem[]> => {
  const { companyId, artefactId } = args.item;
  const current = await db()
    .entities.auditTask.query.byArtefact({ companyId, artefactId })
    .go({ pages: 'all', attributes: ['employeeId', 'role'] });
  const id = (w: { employeeId: string; role: AuditTaskRole }) => `${w.employeeId}#${w.role}`;
  const target = waitingOn(args.to, reviewPeople(args.engagement, args.item));
  const targetIds = new Set(target.map(id));
  const currentIds = new Set(current.data.map(id));
  const key = (employeeId: string, role: AuditTaskRole) => ({ companyId, artefactId, employeeId, role });
  return (tx) => [
    ...current.data
      .filter((w) => !targetIds.has(id(w)))
      .flatMap((w) => [
        tx.auditTask.delete(key(w.employeeId, w.role)).commit(),
        countChange(tx, { companyId, employeeId: w.employeeId, role: w.role }, -1),
      ]),
    ...target.flatMap((w) => {
      const task = {
        kind: args.kind,
        engagementId: args.engagement.engagementId,
        engagementTitle: args.engagement.title,
        artefactTitle: args.title,
        status: args.to,
        since: args.at,
      };
      if (currentIds.has(id(w)))
        return [tx.auditTask.put({ ...key(w.employeeId, w.role), ...task }).commit()];
      return [
        tx.auditTask.put({ ...key(w.employeeId, w.role), ...task }).commit(),
        countChange(tx, { companyId, employeeId: w.employeeId, role: w.role }, 1),
      ];
    }),
  ];
};
