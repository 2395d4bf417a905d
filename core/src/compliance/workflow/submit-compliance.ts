import type { TActivity, TSubmitComplianceRequest } from '@stratum/contracts';
import { pendingNextDate } from '@stratum/rules';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { ComplianceActivityItem } from '../entities/compliance-activity';
import { dueDateAfter } from '../recurrence';
import { moveActivity } from './workflow';

/** The complying team submits the current period (a declined one again) for review. */
export const submitCompliance = (ctx: Ctx, input: TSubmitComplianceRequest): Promise<TActivity> => {
  if (input.evidenceEffectiveDate > ctx.now.toISOString().slice(0, 10)) {
    throw new AppError('UNPROCESSABLE', 'evidenceEffectiveDate: evidence cannot take effect in the future');
  }
  /** the proposed next date waiting for approval: only one other than the recurrence's (spec §3) */
  const pendingOf = (a: ComplianceActivityItem): string | null => {
    if (!a.nextComplianceDate) throw new AppError('UNPROCESSABLE', 'Nothing more is due on this activity.');
    const proposal = pendingNextDate({
      dueDate: a.nextComplianceDate,
      computedNext: dueDateAfter({ ...a, rule: a.rule || null }, a.nextComplianceDate),
      proposed: input.proposedNextComplianceDate ?? null,
    });
    if ('error' in proposal) throw new AppError('UNPROCESSABLE', proposal.error);
    return proposal.pending;
  };
  return moveActivity(ctx, input, {
    side: 'complying',
    from: ['open', 'declined'],
    verb: 'submitted',
    set: (a) => {
      const pending = pendingOf(a);
      return {
        state: 'submitted',
        notes: input.notes ?? '',
        evidenceEffectiveDate: input.evidenceEffectiveDate,
        // A resubmission replaces what the declined one proposed.
        ...(pending
          ? { nextComplianceDatePendingApproval: pending }
          : a.nextComplianceDatePendingApproval
            ? { remove: ['nextComplianceDatePendingApproval' as const] }
            : {}),
      };
    },
    // The step keeps the evidence as submitted: the files stay on the record once reviewed.
    step: (a) => {
      const pending = pendingOf(a);
      return {
        kind: 'submitted',
        files: a.evidence ?? [],
        notes: input.notes ?? '',
        evidenceEffectiveDate: input.evidenceEffectiveDate,
        ...(pending ? { proposedNextComplianceDate: pending } : {}),
      };
    },
  });
};
