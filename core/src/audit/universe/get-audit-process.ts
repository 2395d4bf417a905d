import type { TAuditProcess } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { viewProcess } from './process-store';

export const getAuditProcess = (ctx: Ctx, input: { id: string }): Promise<TAuditProcess> =>
  viewProcess(tenantOf(ctx), input.id);
