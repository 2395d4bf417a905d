import type { TCustomerSurveyYear } from '@stratum/contracts';
import { meanOf, twoDecimals, yearSurveyAverage } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';

const shown = (n: number | null): number | null => (n === null ? null : twoDecimals(n));

/**
 * A year's surveys, each with its exact average, and the year's average over them (the rules'
 * `yearSurveyAverage`): one Query of the year's index, the running sums only.
 */
export const surveyYear = async (
  companyId: string,
  year: number,
): Promise<{ audits: TCustomerSurveyYear['audits']; average: number | null }> => {
  const { data } = await db()
    .entities.auditCustomerSurvey.query.byYear({ companyId, year })
    .go({
      pages: 'all',
      attributes: [
        'engagementId',
        'engagementTitle',
        'sentAt',
        'contactCount',
        'answered',
        'scoreSum',
        'scoreCount',
      ],
    });
  const exact = data.map((s) => ({ s, average: meanOf(s.scoreSum, s.scoreCount) }));
  return {
    audits: exact
      .map(({ s, average }) => ({
        engagementId: s.engagementId,
        engagementTitle: s.engagementTitle,
        sentAt: s.sentAt,
        contacts: s.contactCount,
        answered: s.answered,
        average: shown(average),
      }))
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
    average: shown(yearSurveyAverage(exact)),
  };
};

/**
 * spec §2 customer-satisfaction-survey/detail: each audit's average in the year's surveys and
 * the year's average, for audit administrators (as the dashboard's figures are).
 */
export const getCustomerSurveyYear = async (
  ctx: Ctx,
  input: { year: number },
): Promise<TCustomerSurveyYear> => {
  await requireAuditAdmin(ctx);
  const { audits, average } = await surveyYear(tenantOf(ctx), input.year);
  return { year: input.year, audits, average };
};
