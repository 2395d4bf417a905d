import {
  ZSendQuestionnaireRequestSchema,
  type TQuestionnaire,
  type TSendQuestionnaireRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { openAudit } from '../outreach/audit-access';
import { contactsOf, questionnaireView, requireQuestionnaire } from './questionnaire-store';
import { QUESTIONNAIRE_MAIL } from './questionnaire-mail';

/**
 * Sends the questionnaire to auditee contacts: each becomes a contact of the questionnaire and gets
 * a mail, queued in the same transaction (ARCHITECTURE §11), that carries their own link. The
 * link itself is issued when the mail is sent, so no usable link waits in the outbox, and a
 * resent mail carries a fresh one. A contact whose link is still open (or who answered) is not
 * sent a second one: withdraw the first.
 */
export const sendQuestionnaire = async (
  ctx: Ctx,
  raw: TSendQuestionnaireRequest,
): Promise<TQuestionnaire> => {
  const input = ZSendQuestionnaireRequestSchema.parse(raw);
  const audit = await openAudit(ctx, input.auditId);
  const { companyId } = audit;
  const q = await requireQuestionnaire(companyId, audit.auditId);
  if (q.version !== input.version)
    throw new AppError(
      'CONFLICT',
      'This questionnaire was changed by someone else. Reload it and try again.',
    );
  const emails = input.contacts.map((c) => c.email);
  const twice = emails.find((e, i) => emails.indexOf(e) !== i);
  if (twice) throw new AppError('UNPROCESSABLE', `contacts: ${twice} is named twice`);
  const open = new Set(
    (await contactsOf(companyId, q.questionnaireId))
      .filter((c) => c.state !== 'Withdrawn')
      .map((c) => c.email),
  );
  const already = emails.find((e) => open.has(e));
  if (already)
    throw new AppError('UNPROCESSABLE', `contacts: ${already} has a link to this questionnaire already`);
  const now = ctx.now.toISOString();
  const contacts = input.contacts.map((c) => ({ ...c, contactId: newId(), mailId: newId() }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-questionnaire',
      entityId: q.questionnaireId,
      action: 'send',
      summary: `Audit questionnaire “${q.title}” sent to ${emails.join(', ')}`,
      after: { contacts: emails },
    },
    (tx) => [
      tx.auditQuestionnaire
        .check({ companyId, auditId: q.auditId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...contacts.flatMap((c) => [
        tx.auditQuestionnaireContact
          .create({
            companyId,
            questionnaireId: q.questionnaireId,
            contactId: c.contactId,
            auditId: q.auditId,
            name: c.name,
            email: c.email,
            state: 'Sent',
            mailId: c.mailId,
            invitedAt: now,
            invitedBy: ctx.userId,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        queueMail(tx, ctx, {
          companyId,
          kind: QUESTIONNAIRE_MAIL,
          to: c.email,
          subject: `Audit questionnaire: ${q.title}`,
          mailId: c.mailId,
          data: { questionnaireId: q.questionnaireId, contactId: c.contactId },
        }),
      ]),
    ],
  );
  return questionnaireView(q);
};
