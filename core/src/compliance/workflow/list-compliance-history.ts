import type { TComplianceStep } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findActivity } from '../activities/activity-store';
import { evidenceOf } from '../activities/activity-view';

/** Every step of an activity's submissions, oldest first. */
export const listComplianceHistory = async (ctx: Ctx, input: { id: string }): Promise<TComplianceStep[]> => {
  const companyId = tenantOf(ctx);
  await findActivity(companyId, input.id);
  const { data } = await db()
    .entities.complianceStep.query.byActivity({ companyId, activityId: input.id })
    .go({ pages: 'all' });
  return data.map((s) => ({
    id: s.stepId,
    kind: s.kind,
    dueDate: s.dueDate || null,
    employeeId: s.employeeId || null,
    actorName: s.actorName,
    adminProcess: Boolean(s.adminProcess),
    notes: s.notes || null,
    reason: s.reason || null,
    evidenceEffectiveDate: s.evidenceEffectiveDate || null,
    proposedNextComplianceDate: s.proposedNextComplianceDate || null,
    files: evidenceOf(s.files),
    at: s.at,
  }));
};
