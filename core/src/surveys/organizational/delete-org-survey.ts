import { ZOrgSurveyRefSchema, type TOrgSurveyRow } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { releaseSetup } from '../setup/take-setup';
import { findOrgSurvey, orgSurveyChanged, toOrgSurveyRow } from './org-survey-store';
import { requireNotSent } from './send-job';

/**
 * Deletes an organisational survey that has not been sent (docs/surveys.md): once mails went out
 * it is the employees' survey and ends by its end date (422). The survey, its uses of the set-up
 * (given back) and the audit entry go in one transaction, conditional on the version read and on
 * the survey still not sent; a send under way (its job open, or recipients written) is refused as
 * well: the recovery step finishes it.
 */
export const deleteOrgSurvey = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<TOrgSurveyRow> => {
  const input = ZOrgSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findOrgSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  if (survey.version !== input.version) throw orgSurveyChanged();
  const { orgSurveyId } = survey;
  await requireNotSent(
    companyId,
    survey,
    'This survey has been sent: it cannot be deleted. It ends on its end date.',
  );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'orgSurvey',
      entityId: orgSurveyId,
      action: 'delete',
      summary: `Organisational survey “${survey.title}” deleted before it was sent`,
      before: {
        title: survey.title,
        period: survey.period,
        startDate: survey.startDate,
        endDate: survey.endDate,
      },
    },
    (tx) => [
      tx.orgSurvey
        .delete({ companyId, orgSurveyId })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.notExists(a.sentAt)}`)
        .commit(),
      ...releaseSetup(tx, companyId, survey),
    ],
    orgSurveyChanged(),
  );
  return toOrgSurveyRow(survey, ctx.now);
};
