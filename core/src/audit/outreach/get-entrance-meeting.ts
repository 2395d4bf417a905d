import type { TEntranceMeeting } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { openAudit } from './audit-access';
import { findMeeting, meetingView } from './meeting-store';

/** The audit's entrance meeting, or null before it is recorded. */
export const getEntranceMeeting = async (
  ctx: Ctx,
  input: { auditId: string },
): Promise<TEntranceMeeting | null> => {
  const audit = await openAudit(ctx, input.auditId, 'read');
  const m = await findMeeting(audit.companyId, audit.auditId);
  return m ? meetingView(m) : null;
};
