import { AppError } from '../../kernel/errors';
import { requireActiveEmployees } from '../people';

/**
 * An engagement's team as it is stored: the lead, the performers without the lead, the reviewers
 * without repeats, all Active employees of the company. A reviewer cannot also perform or lead:
 * the work and its review are different hands (IIA 12.3).
 */
export const engagementTeam = async (
  companyId: string,
  input: { leadId: string; performerIds: string[]; reviewerIds: string[] },
): Promise<{ leadId: string; performerIds: string[]; reviewerIds: string[] }> => {
  const performerIds = [...new Set(input.performerIds.filter((id) => id !== input.leadId))];
  const reviewerIds = [...new Set(input.reviewerIds)];
  const both = reviewerIds.find((id) => performerIds.includes(id) || id === input.leadId);
  if (both) {
    throw new AppError('UNPROCESSABLE', 'reviewerIds: a reviewer cannot also lead or perform the same audit');
  }
  await Promise.all([
    requireActiveEmployees(companyId, [input.leadId], 'leadId'),
    requireActiveEmployees(companyId, performerIds, 'performerIds'),
    requireActiveEmployees(companyId, reviewerIds, 'reviewerIds'),
  ]);
  return { leadId: input.leadId, performerIds, reviewerIds };
};
