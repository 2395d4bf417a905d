import type { TActivity, TSubmitComplianceRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { moveActivity } from './workflow';

/** The complying team submits the current period (a declined one again) for review. */
export const submitCompliance = (ctx: Ctx, input: TSubmitComplianceRequest): Promise<TActivity> => {
  if (input.evidenceEffectiveDate > ctx.now.toISOString().slice(0, 10)) {
    throw new AppError('UNPROCESSABLE', 'evidenceEffectiveDate: evidence cannot take effect in the future');
  }
  return moveActivity(ctx, input, {
    side: 'complying',
    from: ['open', 'declined'],
    verb: 'submitted',
    set: (a) => {
      if (!a.nextComplianceDate) throw new AppError('UNPROCESSABLE', 'Nothing more is due on this activity.');
      return {
        state: 'submitted',
        notes: input.notes ?? '',
        evidenceEffectiveDate: input.evidenceEffectiveDate,
      };
    },
    // The step keeps the evidence as submitted: the files stay on the record once reviewed.
    step: (a) => ({
      kind: 'submitted',
      files: a.evidence ?? [],
      notes: input.notes ?? '',
      evidenceEffectiveDate: input.evidenceEffectiveDate,
    }),
  });
};
