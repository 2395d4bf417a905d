import type {
  TAddAuditFollowUpRequest,
  TAuditFollowUp,
  TUpdateAuditFollowUpRequest,
} from '@stratum/contracts';
import { AppError } from '../../kernel/errors';
import { activeEmployee, namesOf } from '../people';
import { findFollowUp, findPlanned, toFollowUp } from './plan-store';

/** What a follow-up entry names must be the company's: a planned audit of the same plan, an Active lead. */
export const checkFollowUpRefs = async (
  companyId: string,
  planId: string,
  input: Pick<TAddAuditFollowUpRequest, 'plannedAuditId' | 'leadId'>,
) => {
  if (input.plannedAuditId) {
    const p = await findPlanned(companyId, input.plannedAuditId, 'plannedAuditId');
    if (p.planId !== planId)
      throw new AppError('UNPROCESSABLE', 'plannedAuditId: that audit belongs to another plan.');
  }
  if (input.leadId) await activeEmployee(companyId, input.leadId, 'leadId');
};

export const followUpFields = (input: TAddAuditFollowUpRequest | TUpdateAuditFollowUpRequest) => ({
  plannedAuditId: input.plannedAuditId ?? '',
  title: input.title,
  quarter: input.quarter,
  dueDate: input.dueDate ?? '',
  leadId: input.leadId ?? '',
  budgetDays: input.budgetDays,
  notes: input.notes ?? '',
});

export const viewFollowUp = async (companyId: string, id: string): Promise<TAuditFollowUp> => {
  const f = await findFollowUp(companyId, id);
  return toFollowUp(f, await namesOf(companyId, [f.leadId]));
};
