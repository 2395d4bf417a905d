import type { TAuditResponse, TResponseRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openFindingHost } from './finding-host';
import { responseOf, toResponse } from './response-store';

/**
 * A finding's response with its actions: for the audit's team (for a finding raised outside an
 * engagement, whoever may read it) and the finding's MR owners.
 */
export const getResponse = async (ctx: Ctx, input: TResponseRef): Promise<TAuditResponse> => {
  const host = await openFindingHost(ctx, input);
  const r = await responseOf(host.companyId, host.engagementId, host.finding.artefactId);
  if (!r) throw new AppError('NOT_FOUND', 'findingId: no response was requested for this finding');
  const owner = Boolean(ctx.employeeId) && r.ownerIds.includes(ctx.employeeId ?? '');
  if (!owner && !host.mayRead) {
    throw new AppError('FORBIDDEN', "Only the audit's team and the finding's MR owners see its response.");
  }
  return toResponse(ctx, host.finding, r);
};
