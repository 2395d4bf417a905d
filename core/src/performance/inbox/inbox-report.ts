import { type TInboxReport } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { subordinateRecords } from './subordinate-records';

/** Agreement and assessment completion of the caller's reports for a quarter (inbox reports). */
export const inboxReport = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter: number; type: 'agreements-assessments' },
): Promise<{ report: TInboxReport }> => {
  const { list } = await subordinateRecords(ctx, input);
  const agreements = { Draft: 0, Submitted: 0, Disputed: 0, Agreed: 0 };
  const assessments = {
    'Not Started': 0,
    'Self Assessed': 0,
    Returned: 0,
    'Supervisor Assessed': 0,
    Complete: 0,
  };
  for (const r of list) {
    agreements[r.agreementStatus] += 1;
    assessments[r.assessmentStatus] += 1;
  }
  const pct = (n: number) => (list.length === 0 ? 0 : Math.round((n * 100) / list.length));
  return {
    report: {
      type: input.type,
      total: list.length,
      agreements,
      assessments,
      agreementCompletion: pct(agreements.Agreed),
      assessmentCompletion: pct(assessments.Complete),
    },
  };
};
