import { db } from '../../db';
import type { AuditEngagementItem } from '../entities/engagement';

/** The business unit an engagement audits: its planned audit's unit, or '' when opened without one. */
export const unitOfEngagement = async (e: AuditEngagementItem): Promise<string> => {
  if (!e.plannedAuditId) return '';
  const { data } = await db()
    .entities.plannedAudit.get({ companyId: e.companyId, plannedAuditId: e.plannedAuditId })
    .go({ attributes: ['businessUnitId'] });
  return data?.businessUnitId ?? '';
};
