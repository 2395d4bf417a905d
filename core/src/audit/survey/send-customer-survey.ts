import {
  MAX_CUSTOMER_SURVEY_CONTACTS,
  ZSendCustomerSurveyRequestSchema,
  type TCustomerSurvey,
  type TSendCustomerSurveyRequest,
} from '@stratum/contracts';
import { surveySendProblem } from '@stratum/rules';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { FIELDWORKERS, openEngagementAs } from '../engagement/engagement-store';
import { finalVersions, inForce } from '../report/final-report-store';
import { CUSTOMER_SURVEY_MAIL } from './survey-mail';
import { findSurvey, surveyContactsOf, surveyView } from './survey-store';

const raced = () =>
  new AppError('CONFLICT', 'This survey was changed by someone else. Reload it and try again.');

/**
 * Sends the customer satisfaction survey (spec §4) to auditee contacts, after the final report:
 * the first send copies the chosen settings template's questions into the survey; a later one
 * (on the survey's version read) adds contacts. Each contact gets a mail queued in the same
 * transaction (ARCHITECTURE §11); the link it carries is issued when it is sent. An address is
 * sent the survey once: a reminder is a resend. The lead, performers and administrators send,
 * also once the engagement is closed.
 */
export const sendCustomerSurvey = async (
  ctx: Ctx,
  raw: TSendCustomerSurveyRequest,
): Promise<TCustomerSurvey> => {
  const input = ZSendCustomerSurveyRequestSchema.parse(raw);
  const { engagement } = await openEngagementAs(ctx, input.engagementId, FIELDWORKERS);
  const { companyId, engagementId } = engagement;
  const [before, versions] = await Promise.all([
    findSurvey(companyId, engagementId),
    finalVersions(companyId, engagementId),
  ]);
  if (before && input.version === undefined)
    throw new AppError('CONFLICT', 'This audit’s survey was sent already. Reload it and add contacts to it.');
  if (!before && input.version !== undefined)
    throw new AppError('NOT_FOUND', 'engagementId: this audit’s survey has not been sent yet');
  if (before && before.version !== input.version) throw raced();
  const problem = surveySendProblem({ finalReportInForce: inForce(versions) !== null });
  if (problem) throw new AppError('UNPROCESSABLE', problem);

  const emails = input.contacts.map((c) => c.email.toLowerCase());
  const twice = emails.find((e, i) => emails.indexOf(e) !== i);
  if (twice) throw new AppError('UNPROCESSABLE', `contacts: ${twice} is named twice`);
  const existing = before ? await surveyContactsOf(companyId, before.surveyId) : [];
  const had = new Set(existing.map((c) => c.email.toLowerCase()));
  const already = emails.find((e) => had.has(e));
  if (already)
    throw new AppError(
      'UNPROCESSABLE',
      `contacts: ${already} was sent this survey already (resend reminds those who have not answered)`,
    );
  if (existing.length + emails.length > MAX_CUSTOMER_SURVEY_CONTACTS)
    throw new AppError(
      'UNPROCESSABLE',
      `contacts: a survey goes to at most ${MAX_CUSTOMER_SURVEY_CONTACTS} contacts (${existing.length} have it)`,
    );

  let template: { settingId: string; name: string; items: string[] } | null = null;
  if (!before) {
    if (!input.templateId)
      throw new AppError('UNPROCESSABLE', 'templateId: choose the survey template to send');
    const { data } = await db()
      .entities.auditSetting.get({ companyId, kind: 'survey-template', settingId: input.templateId })
      .go();
    if (!data) throw new AppError('UNPROCESSABLE', 'templateId: no such survey template in your company');
    template = { settingId: data.settingId, name: data.name, items: data.items ?? [] };
    if (template.items.length === 0)
      throw new AppError('UNPROCESSABLE', 'templateId: this survey template has no questions');
  }

  const now = ctx.now.toISOString();
  const surveyId = before?.surveyId ?? newId();
  const contacts = input.contacts.map((c) => ({ ...c, contactId: newId(), mailId: newId() }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-customer-survey',
      entityId: surveyId,
      action: 'send',
      summary: `Customer satisfaction survey of “${engagement.title}” sent to ${emails.join(', ')}`,
      after: { contacts: emails, ...(template ? { template: template.name } : {}) },
    },
    (tx) => [
      before
        ? tx.auditCustomerSurvey
            .patch({ companyId, engagementId })
            .set({ updatedAt: now })
            .add({ version: 1, contactCount: contacts.length })
            .where((a, op) => op.eq(a.version, before.version))
            .commit()
        : tx.auditCustomerSurvey
            .create({
              companyId,
              engagementId,
              surveyId,
              engagementTitle: engagement.title,
              year: ctx.now.getUTCFullYear(),
              templateId: template!.settingId,
              templateName: template!.name,
              questions: template!.items.map((text) => ({ id: newId(), text })),
              sentAt: now,
              sentById: ctx.employeeId ?? '',
              sentByName: ctx.actorName,
              contactCount: contacts.length,
              answered: 0,
              scoreSum: 0,
              scoreCount: 0,
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
      ...contacts.flatMap((c) => [
        tx.auditCustomerSurveyContact
          .create({
            companyId,
            surveyId,
            contactId: c.contactId,
            engagementId,
            name: c.name,
            email: c.email,
            state: 'Sent',
            mailId: c.mailId,
            mailings: 1,
            invitedAt: now,
            invitedBy: ctx.userId,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        queueMail(tx, ctx, {
          companyId,
          kind: CUSTOMER_SURVEY_MAIL,
          to: c.email,
          subject: `Customer satisfaction survey: ${engagement.title}`,
          mailId: c.mailId,
          data: { surveyId, contactId: c.contactId },
        }),
      ]),
    ],
    raced(),
  );
  return surveyView((await findSurvey(companyId, engagementId))!);
};
