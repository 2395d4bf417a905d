import type { TAuditFollowUp } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { viewFollowUp } from './follow-ups';

export const getAuditFollowUp = (ctx: Ctx, input: { id: string }): Promise<TAuditFollowUp> =>
  viewFollowUp(tenantOf(ctx), input.id);
