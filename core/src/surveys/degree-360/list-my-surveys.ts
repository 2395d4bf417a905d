import type { TMySurvey } from '@stratum/contracts';
import { reportReadyForSubject, surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';

/**
 * The signed-in employee's own "My 360 feedback": the surveys about them whose report can be read
 * (`reportReadyForSubject`), newest first. Anyone may ask; it only ever lists surveys about the
 * caller, so someone with no employee record gets an empty list.
 */
export const listMySurveys = async (ctx: Ctx): Promise<TMySurvey[]> => {
  const companyId = tenantOf(ctx);
  if (!ctx.employeeId) return [];
  const { data } = await db()
    .entities.survey.query.bySubject({ companyId, subjectId: ctx.employeeId })
    .go({ pages: 'all', order: 'desc' });
  return data
    .map((s) => ({
      id: s.surveyId,
      title: s.title,
      startDate: s.startDate,
      endDate: s.endDate,
      status: surveyStatus(s.startDate, s.endDate, ctx.now),
      answered: s.answered,
    }))
    .filter((s) => reportReadyForSubject(s.status, s.answered));
};
