import type { TActivity, TDeclineComplianceRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { moveActivity } from './workflow';

/**
 * A member of the compliance team sends the submission back with a reason; the complying team
 * resubmits. A next date the submission proposed is dropped with it.
 */
export const declineCompliance = (ctx: Ctx, input: TDeclineComplianceRequest): Promise<TActivity> =>
  moveActivity(ctx, input, {
    side: 'compliance',
    from: ['submitted'],
    verb: 'declined',
    set: (a) => ({
      state: 'declined',
      ...(a.nextComplianceDatePendingApproval
        ? { remove: ['nextComplianceDatePendingApproval' as const] }
        : {}),
    }),
    step: () => ({ kind: 'declined', reason: input.reason }),
  });
