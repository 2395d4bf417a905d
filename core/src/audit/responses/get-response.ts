import type { TAuditResponse, TResponseRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openFindingHost } from './finding-host';
import { responseOf, toResponse } from './response-store';

/**
 * A finding's response with its actions: for the audit's team (for a finding raised outside an
 * engagement, whoever may read it) and the finding's MR owners.
 */
export const getResponse = async (ctx: Ctx, input: TResponseRef): Promise<TAuditResponse | null> => {
  const host = await openFindingHost(ctx, input);
  const r = await responseOf(host.companyId, host.engagementId, host.finding.artefactId);
  // None requested yet is the finding's ordinary state before its review, not a missing thing: the
  // team reads it as none (docs/audit.md); to anyone else there is nothing they may see.
  if (!r && host.mayRead) return null;
  const owner = Boolean(ctx.employeeId) && Boolean(r?.ownerIds.includes(ctx.employeeId ?? ''));
  if (!r || (!owner && !host.mayRead)) {
    throw new AppError('FORBIDDEN', "Only the audit's team and the finding's MR owners see its response.");
  }
  return toResponse(ctx, host.finding, r);
};
