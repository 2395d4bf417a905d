import type { TQuestionnaire } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { openAudit } from '../outreach/audit-access';
import { findQuestionnaire, questionnaireView } from './questionnaire-store';

/** The audit's questionnaire with its contacts and their answers, or null before one is set. */
export const getQuestionnaire = async (
  ctx: Ctx,
  input: { auditId: string },
): Promise<TQuestionnaire | null> => {
  const audit = await openAudit(ctx, input.auditId, 'read');
  const q = await findQuestionnaire(audit.companyId, audit.auditId);
  return q ? questionnaireView(q) : null;
};
