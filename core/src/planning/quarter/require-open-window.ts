import type { QuarterWindow } from '@stratum/contracts';
import { isWindowOpen } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findQuarter } from './quarter-store';
import { todayOf } from './quarter-view';

/**
 * Refuses (409 `Period is closed`) a change that needs a quarter's window to be open today: the
 * performance agreement, assessment and performance assessment workflows call it before they
 * write. A quarter that is not the caller's company's is 404 naming `annualPlanId`.
 */
export const requireOpenWindow = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter: number; window: QuarterWindow },
): Promise<void> => {
  const quarter = await findQuarter(tenantOf(ctx), input.annualPlanId, input.quarter);
  if (!isWindowOpen(quarter, input.window, todayOf(ctx.now))) {
    throw new AppError('CONFLICT', 'Period is closed');
  }
};
