import type { QuarterDates } from '@stratum/rules';
import { db } from '../../db';
import { quartersOf } from './quarter-store';

/** An annual plan's label: its year, or both years when it spans two ("2025/26"). */
export const annualPlanLabel = (startDate: string, endDate: string): string => {
  const a = startDate.slice(0, 4);
  const b = endDate.slice(0, 4);
  return a === b ? a : `${a}/${b.slice(2)}`;
};

/**
 * The quarters (with their windows' last days) of the company's annual plans that meet
 * [from, to], for the calendar: one Query for the company's annual plans, then one per annual plan
 * that meets the range (a company has a few).
 */
export const quarterDatesBetween = async (
  companyId: string,
  from: string,
  to: string,
): Promise<QuarterDates[]> => {
  const { data: plans } = await db().entities.annualPlan.query.byId({ companyId }).go({ pages: 'all' });
  const meeting = plans.filter((p) => p.startDate <= to && p.endDate >= from);
  const quarters = await Promise.all(meeting.map((p) => quartersOf(companyId, p.annualPlanId)));
  return meeting.flatMap((p, i) =>
    quarters[i]!.map((q) => ({
      annualPlanId: p.annualPlanId,
      planName: annualPlanLabel(p.startDate, p.endDate),
      quarter: q.quarter,
      startDate: q.startDate,
      endDate: q.endDate,
      assessmentEndDate: q.assessmentEndDate,
      pmAgreementEndDate: q.pmAgreementEndDate,
      pmAssessmentEndDate: q.pmAssessmentEndDate,
    })),
  );
};
