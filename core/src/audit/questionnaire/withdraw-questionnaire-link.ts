import type { TQuestionnaire } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { revokeLinkToken } from '../../kernel/link-tokens';
import { openAudit } from '../outreach/audit-access';
import { findContact, questionnaireView, requireQuestionnaire } from './questionnaire-store';

/**
 * Withdraws a contact's link before they answer: the contact is marked withdrawn and the link's
 * record revoked in one transaction, so the link is refused from now on (and a mail still queued
 * for it is not sent). A contact who answered keeps their answers: 422.
 */
export const withdrawQuestionnaireLink = async (
  ctx: Ctx,
  input: { auditId: string; contactId: string },
): Promise<TQuestionnaire> => {
  const audit = await openAudit(ctx, input.auditId);
  const { companyId } = audit;
  const q = await requireQuestionnaire(companyId, audit.auditId);
  const contact = await findContact(companyId, q.questionnaireId, input.contactId);
  if (!contact) throw new AppError('NOT_FOUND', 'contactId: no such contact of this questionnaire');
  if (contact.state !== 'Sent')
    throw new AppError(
      'UNPROCESSABLE',
      `${contact.name}’s link is ${contact.state === 'Answered' ? 'spent: they answered' : 'withdrawn already'}.`,
    );
  const key = { companyId, questionnaireId: q.questionnaireId, contactId: contact.contactId };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-questionnaire',
      entityId: q.questionnaireId,
      action: 'withdraw-link',
      summary: `Audit questionnaire “${q.title}”: ${contact.email}’s link withdrawn`,
      before: { state: contact.state },
      after: { state: 'Withdrawn' },
    },
    (tx) => [
      tx.auditQuestionnaireContact
        .patch(key)
        .set({ state: 'Withdrawn', updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, contact.version))
        .commit(),
      contact.tokenId ? revokeLinkToken(tx, ctx, { companyId, tokenId: contact.tokenId }) : null,
    ],
  );
  return questionnaireView(q);
};
