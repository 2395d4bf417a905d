import type { TRespondentCustomerSurvey, TSubmitCustomerSurveyRequest } from '@stratum/contracts';
import { scoreTotals, surveyAnswerProblems } from '@stratum/rules';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { linkRefused, spendLinkToken } from '../../kernel/link-tokens';
import { openSurveyGrant } from './survey-store';

/** The respondent's first step: the gate checked the link; this names the survey and contact it opens. */
export const openCustomerSurveyLink = async (
  ctx: LinkCtx,
): Promise<{ surveyId: string; contactId: string }> => {
  const [surveyId, contactId] = ctx.link.target.split('/');
  if (!surveyId || !contactId) throw linkRefused();
  await openSurveyGrant(ctx.link, { surveyId, contactId });
  return { surveyId, contactId };
};

/** The survey as its contact answers it: the audit and the questions, nothing of other contacts. */
export const getRespondentCustomerSurvey = async (
  ctx: LinkCtx,
  ref: { surveyId: string; contactId: string },
): Promise<TRespondentCustomerSurvey> => {
  const { contact, survey } = await openSurveyGrant(ctx.link, ref);
  const company = await db()
    .entities.company.get({ companyId: survey.companyId })
    .go({ attributes: ['companyName'] });
  return {
    surveyId: survey.surveyId,
    contactId: contact.contactId,
    auditTitle: survey.engagementTitle,
    companyName: company.data?.companyName ?? '',
    contactName: contact.name,
    questions: survey.questions,
  };
};

/**
 * Takes the contact's scores and comment, once: every question scored 1–5 (the rules'
 * `surveyAnswerProblems`, 422 otherwise). One transaction stores them on the contact, adds them
 * to the survey's running sums and spends the link; of two submits racing one commits, and every
 * later use of the link is refused as a spent link.
 */
export const submitCustomerSurvey = async (
  ctx: LinkCtx,
  input: TSubmitCustomerSurveyRequest,
): Promise<{ submittedAt: string }> => {
  const { contact, survey } = await openSurveyGrant(ctx.link, input);
  const answers = input.answers.map((a) => ({ questionId: a.questionId, score: Number(a.score) }));
  const problems = surveyAnswerProblems(
    survey.questions.map((q) => q.id),
    answers,
  );
  if (problems.length > 0) throw new AppError('UNPROCESSABLE', problems.join(' '));
  const ordered = survey.questions.map((q) => answers.find((a) => a.questionId === q.id)!);
  const { sum, count } = scoreTotals(ordered);
  const submittedAt = ctx.now.toISOString();
  const { companyId, surveyId, engagementId } = survey;
  await writeChange(
    {
      userId: `link:${ctx.link.tokenId}`,
      actorName: `${contact.name} (survey link)`,
      now: ctx.now,
    },
    {
      companyId,
      entityType: 'audit-customer-survey',
      entityId: surveyId,
      action: 'submit',
      summary: `Customer satisfaction survey of “${survey.engagementTitle}” answered by ${contact.email}`,
      after: { scores: count },
    },
    (tx) => [
      tx.auditCustomerSurveyContact
        .patch({ companyId, surveyId, contactId: contact.contactId })
        .set({
          answers: ordered,
          comment: input.comment ?? '',
          state: 'Answered',
          submittedAt,
          updatedAt: submittedAt,
        })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, contact.version)} AND ${op.eq(a.state, 'Sent')}`)
        .commit(),
      tx.auditCustomerSurvey
        .patch({ companyId, engagementId })
        .add({ answered: 1, scoreSum: sum, scoreCount: count })
        .commit(),
      spendLinkToken(tx, ctx.link, ctx.now),
    ],
    new AppError('CONFLICT', 'Your answers were submitted or changed in another window. Reload the page.'),
  );
  return { submittedAt };
};
