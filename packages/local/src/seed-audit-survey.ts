import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { config } from '@stratum/core/kernel/config';
import { checkLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import {
  allAuditSettings,
  getCustomerSurvey,
  listEngagements,
  sendCustomerSurvey,
  submitCustomerSurvey,
} from '@stratum/core/audit';
import { drainMail } from '@stratum/functions/mailer';

const TITLE = 'Travel expenses audit 2026';

/**
 * The customer satisfaction survey of Acme's finished audit (seed-audit-report.ts, its final
 * report made): sent from the "Auditee satisfaction" template to two people of finance, one of
 * whom answered from their mailed link — so the survey's page, the year's view and the dashboard's
 * average have something to show. Left alone when the survey exists.
 */
export const seedAuditSurvey = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const companyId = base.companyId;
  if (!companyId) return;
  const closed = await listEngagements(ctx(), { status: 'Closed', limit: 50 });
  const audit = closed.list.find((e) => e.title === TITLE);
  if (!audit) return;
  const page = await getCustomerSurvey(ctx(), { engagementId: audit.id });
  if (page.item || page.blocker) return;
  const template = (await allAuditSettings(ctx(), 'survey-template'))[0];
  if (!template) return;
  const survey = await sendCustomerSurvey(ctx(), {
    engagementId: audit.id,
    templateId: template.id,
    contacts: [
      { name: 'Farah Haque', email: 'farah.haque@acme-finance.example.com' },
      { name: 'Jonas Weber', email: 'jonas.weber@acme-finance.example.com' },
    ],
  });
  // The links are issued as the outbox sends the mails; the first contact then answers with theirs.
  await drainMail({ companyId });
  const first = survey.contacts[0]!;
  const { data: contact } = await db()
    .entities.auditCustomerSurveyContact.get({ companyId, surveyId: survey.id, contactId: first.id })
    .go();
  const secret = config().LINK_TOKEN_SECRET;
  if (!contact?.tokenId || !contact.linkExpiresAt || !secret) return;
  const token = signLinkToken(
    {
      companyId,
      tokenId: contact.tokenId,
      purpose: 'audit-customer-survey',
      target: `${survey.id}/${first.id}`,
      expiresAt: contact.linkExpiresAt,
    },
    secret,
  );
  const respondent = {
    requestId: 'seed',
    now: new Date(),
    sourceIp: '127.0.0.1',
    link: await checkLinkToken(token, 'audit-customer-survey', new Date()),
  };
  const scores = [4, 5, 3];
  await submitCustomerSurvey(respondent, {
    surveyId: survey.id,
    contactId: first.id,
    answers: survey.questions.map((q, i) => ({ questionId: q.id, score: scores[i % scores.length]! })),
    comment: 'The team explained each finding before the report; the fieldwork weeks were busy for us.',
  });
};
