import type { TActivity, TSaveComplianceNotesRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { moveActivity } from './workflow';

/** The complying team keeps its working notes on the activity until it submits. */
export const saveComplianceNotes = (ctx: Ctx, input: TSaveComplianceNotesRequest): Promise<TActivity> =>
  moveActivity(ctx, input, {
    side: 'complying',
    from: ['open', 'declined'],
    verb: 'noted',
    set: () => ({ notes: input.notes ?? '' }),
  });
