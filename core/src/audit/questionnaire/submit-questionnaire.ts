import type { TSubmitQuestionnaireRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { spendLinkToken } from '../../kernel/link-tokens';
import { openGrant } from './questionnaire-store';
import { respondentActor } from './respondent-actor';

/**
 * Submits the contact's answers, once: every question answered, the answers stored on the contact
 * and the link spent in one transaction. Of two submits racing, one commits; the other, and every
 * later use of the link, is refused as a spent link.
 */
export const submitQuestionnaire = async (
  ctx: LinkCtx,
  input: TSubmitQuestionnaireRequest,
): Promise<{ submittedAt: string }> => {
  const { contact, questionnaire: q } = await openGrant(ctx.link, input);
  const questions = q.areas.flatMap((a) => a.questions);
  const known = new Set(questions.map((x) => x.id));
  const given = new Map<string, string>();
  for (const [i, a] of input.answers.entries()) {
    if (!known.has(a.questionId))
      throw new AppError('UNPROCESSABLE', `answers.${i}.questionId: no such question in this questionnaire`);
    if (given.has(a.questionId))
      throw new AppError('UNPROCESSABLE', `answers.${i}: this question is answered twice`);
    given.set(a.questionId, a.answer.trim());
  }
  const missing = questions.filter((x) => !given.get(x.id));
  if (missing.length > 0)
    throw new AppError(
      'UNPROCESSABLE',
      `Please answer every question: ${missing.length} ${missing.length === 1 ? 'is' : 'are'} still open.`,
    );
  const submittedAt = ctx.now.toISOString();
  const answers = questions.map((x) => ({ questionId: x.id, answer: given.get(x.id)! }));
  await writeChange(
    respondentActor(ctx, contact.name),
    {
      companyId: q.companyId,
      entityType: 'audit-questionnaire',
      entityId: q.questionnaireId,
      action: 'submit',
      summary: `Audit questionnaire “${q.title}” answered by ${contact.email}`,
      after: { answers: answers.length, files: contact.files?.length ?? 0 },
    },
    (tx) => [
      tx.auditQuestionnaireContact
        .patch({ companyId: q.companyId, questionnaireId: q.questionnaireId, contactId: contact.contactId })
        .set({ answers, state: 'Answered', submittedAt, updatedAt: submittedAt })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, contact.version)} AND ${op.eq(a.state, 'Sent')}`)
        .commit(),
      spendLinkToken(tx, ctx.link, ctx.now),
    ],
    new AppError('CONFLICT', 'Your answers were submitted or changed in another window. Reload the page.'),
  );
  return { submittedAt };
};
