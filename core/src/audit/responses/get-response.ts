import type { TAuditResponse, TResponseRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findEngagement, rolesIn } from '../engagement/engagement-store';
import { findingOf, responseOf, toResponse } from './response-store';

/** A finding's response with its actions: for the audit's team and the finding's MR owners. */
export const getResponse = async (ctx: Ctx, input: TResponseRef): Promise<TAuditResponse> => {
  const engagement = await findEngagement(ctx.companyId ?? '', input.engagementId);
  const finding = await findingOf(engagement, input.findingId);
  const r = await responseOf(engagement.companyId, engagement.engagementId, finding.artefactId);
  if (!r) throw new AppError('NOT_FOUND', 'findingId: no response was requested for this finding');
  const owner = Boolean(ctx.employeeId) && r.ownerIds.includes(ctx.employeeId ?? '');
  if (!owner && (await rolesIn(ctx, engagement)).length === 0) {
    throw new AppError('FORBIDDEN', "Only the audit's team and the finding's MR owners see its response.");
  }
  return toResponse(ctx, finding, r);
};
