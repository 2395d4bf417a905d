import { ZShareSurveyRequestSchema, type TShareSurveyRequest, type TSurvey } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { requireSurveysAdmin } from '../access';
import { SURVEY_REVIEW_MAIL } from '../review/survey-mail';
import { checkSurveyVersion, findSurvey, reviewersOf, surveyChanged, surveyView } from './survey-store';

/**
 * Shares a survey (spec §2 share-survey): each reviewer not yet mailed gets a mail, queued in the
 * same transaction (ARCHITECTURE §11), that carries their own link — issued when the mail is sent,
 * so no usable link waits in the outbox. A resend mails again, with a fresh link, only those who
 * were mailed and have not answered; one who answered is never mailed again. A closed survey is
 * not shared.
 */
export const shareSurvey = async (ctx: Ctx, raw: TShareSurveyRequest): Promise<TSurvey> => {
  const input = ZShareSurveyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkSurveyVersion(survey, input.version);
  if (surveyStatus(survey.startDate, survey.endDate, ctx.now) === 'Closed')
    throw new AppError('UNPROCESSABLE', 'This survey is closed: it cannot be shared.');
  const reviewers = (await reviewersOf(companyId, survey.surveyId)).filter(
    (r) => r.state === 'Added' || (input.resend && r.state === 'Sent'),
  );
  if (reviewers.length === 0)
    throw new AppError(
      'UNPROCESSABLE',
      input.resend
        ? 'Every reviewer has answered: there is nobody to remind.'
        : 'Every reviewer has been mailed already: add reviewers, or resend to those who have not answered.',
    );
  const now = ctx.now.toISOString();
  const mails = reviewers.map((r) => ({ r, mailId: newId() }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey',
      entityId: survey.surveyId,
      action: input.resend ? 'resend' : 'share',
      summary: `360-degree survey “${survey.title}” ${input.resend ? 'sent again' : 'shared'} to ${reviewers.length} reviewer${reviewers.length === 1 ? '' : 's'}`,
      after: { reviewers: reviewers.map((r) => r.email) },
    },
    (tx) => [
      tx.survey
        .patch({ companyId, surveyId: survey.surveyId })
        .set({ updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...mails.flatMap(({ r, mailId }) => [
        tx.surveyReviewer
          .patch({ companyId, surveyId: r.surveyId, reviewerId: r.reviewerId })
          .set({ state: 'Sent', sentAt: now, mailId, updatedAt: now })
          .add({ version: 1 })
          .where((a, op) => `${op.eq(a.version, r.version)} AND ${op.ne(a.state, 'Answered')}`)
          .commit(),
        queueMail(tx, ctx, {
          companyId,
          kind: SURVEY_REVIEW_MAIL,
          to: r.email,
          subject: `Your feedback on ${survey.subjectName}: ${survey.title}`,
          mailId,
          data: { surveyId: survey.surveyId, reviewerId: r.reviewerId },
        }),
      ]),
    ],
    surveyChanged(),
  );
  return surveyView(await findSurvey(companyId, survey.surveyId), ctx.now);
};
