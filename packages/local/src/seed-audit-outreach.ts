import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { config } from '@stratum/core/kernel/config';
import { checkLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import {
  addAuditSetting,
  allAuditSettings,
  saveEntranceMeeting,
  saveQuestionnaire,
  sendNotificationLetter,
  sendQuestionnaire,
  submitQuestionnaire,
  uploadQuestionnaireAttachment,
} from '@stratum/core/audit';
import { drainMail } from '@stratum/functions/mailer';

/** A one-page PDF an auditee attaches to an answer. */
const EVIDENCE = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The outreach of Acme's audit in fieldwork: a notification letter sent from a letter template
 * (the template added when the company has none), the entrance meeting recorded, and a
 * questionnaire sent to two of the auditee's people, one of whom answered with an attachment — so
 * the three pages have something to show. The mails go out through the outbox like any other.
 */
export const seedAuditOutreach = async (
  ctx: () => Ctx,
  audit: { id: string; reviewerId: string },
): Promise<void> => {
  const base = ctx();
  const companyId = base.companyId;
  if (!companyId) return;
  const templates = await allAuditSettings(base, 'letter-template');
  const template =
    templates[0] ??
    (await addAuditSetting(base, 'letter-template', {
      name: 'Engagement notification',
      subject: 'Notification of internal audit: {{auditTitle}}',
      body: [
        'Dear colleagues in {{auditeeUnit}},',
        'Internal audit will carry out the audit “{{auditTitle}}” from {{startDate}} to {{endDate}}, led by {{leadAuditor}}.',
        'We will contact you to arrange an entrance meeting, and send a short questionnaire beforehand. Please keep the documents on purchase approvals for the year at hand.',
        'Kind regards,\n{{companyName}} internal audit',
      ].join('\n\n'),
    }));
  const contacts = [
    { name: 'Priya Raman', email: 'priya.raman@procurement.acme.example' },
    { name: 'Tomás Ortega', email: 'tomas.ortega@procurement.acme.example' },
  ];
  await sendNotificationLetter(ctx(), { auditId: audit.id, templateId: template.id, contacts });
  const start = new Date(Date.now() - 12 * 24 * 3600_000).toISOString().slice(0, 10);
  await saveEntranceMeeting(ctx(), {
    auditId: audit.id,
    date: start,
    attendees: [
      { kind: 'team', employeeId: base.employeeId! },
      { kind: 'team', employeeId: audit.reviewerId },
      ...contacts.map((c) => ({ kind: 'auditee' as const, ...c })),
    ],
    minutes: [
      '<p><strong>Scope and timing</strong> agreed with the head of procurement.</p>',
      '<ul><li>Walkthroughs of purchase approval and supplier onboarding in the first week</li>',
      '<li>Sample testing in the second week</li></ul>',
      '<p><em>Actions:</em> Procurement to share the approval matrix and the supplier master change log.</p>',
    ].join(''),
  });
  const q = await saveQuestionnaire(ctx(), {
    auditId: audit.id,
    title: 'Procurement controls questionnaire',
    intro: 'Please answer for your own team. Attach documents where a question asks for them.',
    areas: [
      {
        name: 'Purchase approvals',
        questions: [
          { text: 'Who approves purchase orders above the tender threshold?' },
          { text: 'Attach the current approval matrix.' },
        ],
      },
      { name: 'Suppliers', questions: [{ text: 'How is a new supplier vetted before its first order?' }] },
    ],
  });
  const sent = await sendQuestionnaire(ctx(), { auditId: audit.id, version: q.version, contacts });
  // The links are issued as the outbox sends the mails; the first contact then answers with theirs.
  await drainMail({ companyId });
  const first = sent.contacts[0]!;
  const { data: contact } = await db()
    .entities.auditQuestionnaireContact.get({ companyId, questionnaireId: sent.id, contactId: first.id })
    .go();
  const secret = config().LINK_TOKEN_SECRET;
  if (!contact?.tokenId || !contact.linkExpiresAt || !secret) return;
  const token = signLinkToken(
    {
      companyId,
      tokenId: contact.tokenId,
      purpose: 'audit-questionnaire',
      target: `${sent.id}/${first.id}`,
      expiresAt: contact.linkExpiresAt,
    },
    secret,
  );
  const respondent = {
    requestId: 'seed',
    now: new Date(),
    sourceIp: '127.0.0.1',
    link: await checkLinkToken(token, 'audit-questionnaire', new Date()),
  };
  const ref = { auditQuestionnaireId: sent.id, userId: first.id };
  const [approvers, matrix, vetting] = q.areas.flatMap((a) => a.questions);
  await uploadQuestionnaireAttachment(
    respondent,
    { ...ref, questionId: matrix!.id },
    { filename: 'approval-matrix.pdf', contentType: 'application/pdf', content: EVIDENCE },
  );
  await submitQuestionnaire(respondent, {
    ...ref,
    answers: [
      { questionId: approvers!.id, answer: 'The head of procurement, and the CFO above 50,000.' },
      { questionId: matrix!.id, answer: 'Attached: the matrix approved in January.' },
      {
        questionId: vetting!.id,
        answer: 'A sanctions and bank-account check by finance, then approval by the category manager.',
      },
    ],
  });
};
