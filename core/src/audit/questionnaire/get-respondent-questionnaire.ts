import type { TRespondentQuestionnaire } from '@stratum/contracts';
import { db } from '../../db';
import type { LinkCtx } from '../../kernel/ctx';
import { auditTitleOf } from '../outreach/audit-access';
import { openGrant } from './questionnaire-store';

/** The questionnaire as its contact answers it: no other contact, no team data. */
export const getRespondentQuestionnaire = async (
  ctx: LinkCtx,
  ref: { auditQuestionnaireId: string; userId: string },
): Promise<TRespondentQuestionnaire> => {
  const { contact, questionnaire: q } = await openGrant(ctx.link, ref);
  const [company, auditTitle] = await Promise.all([
    db()
      .entities.company.get({ companyId: q.companyId })
      .go({ attributes: ['companyName'] }),
    auditTitleOf(q.companyId, q.auditId),
  ]);
  return {
    auditQuestionnaireId: q.questionnaireId,
    userId: contact.contactId,
    title: q.title,
    intro: q.intro,
    auditTitle,
    companyName: company.data?.companyName ?? '',
    contactName: contact.name,
    areas: q.areas,
    files: (contact.files ?? []).map(({ key: _k, ...f }) => f),
  };
};
