import type { TQuestionnaire } from '@stratum/contracts';
import {
  addAuditSetting,
  openEngagement,
  saveEntranceMeeting,
  sendNotificationLetter,
  uploadEntranceMeetingFile,
  sendQuestionnaire,
  saveQuestionnaire,
  uploadQuestionnaireAttachment,
} from '@stratum/core/audit';
import { checkLinkToken } from '@stratum/core/kernel/link-tokens';
import { mailedLink } from '../support/audit-outreach';
import { sentMail } from '../support/mail';
import type { OrgTenant } from '../support/org';
import { unique } from '../support/world';
import type { Fixture } from './fixtures';
import { PDF } from './http';
import { seededBy, tenantAdminCtx as adminCtx } from './seeded';

/** One tenant's outreach data the fixtures name: an audit, its questionnaire, a contact and their link. */
export interface OutreachSeed {
  auditId: string;
  questionnaire: TQuestionnaire;
  contactId: string;
  fileId: string;
  /** the contact's link, unspent: the fixtures' respondent */
  link: string;
  templateId: string;
  letterId: string;
  letterEmail: string;
  meetingVersion: number;
  meetingFileId: string;
}

const seeds = new Map<string, OutreachSeed>();

/**
 * Writes a tenant's outreach seed through core (tenant B has Audit Management off): an engagement
 * its administrator leads, a questionnaire sent to one contact (the link read from the mail), and
 * an attachment the contact added. buildWorld calls it.
 */
export const seedAuditOutreach = async (t: OrgTenant): Promise<void> => {
  const ctx = adminCtx(t);
  const audit = await openEngagement(ctx, {
    title: 'Security audit',
    auditArea: 'Procurement',
    leadId: t.admin.employeeId!,
    performerIds: [],
    reviewerIds: [t.employee.employeeId!],
    startDate: '2026-11-01',
    endDate: '2026-12-15',
  });
  const saved = await saveQuestionnaire(ctx, {
    auditId: audit.id,
    title: 'Security questionnaire',
    areas: [{ name: 'Purchasing', questions: [{ text: 'Who approves purchase orders?' }] }],
  });
  const email = `${unique('contact')}@auditee.example.com`;
  const sent = await sendQuestionnaire(ctx, {
    auditId: audit.id,
    version: saved.version,
    contacts: [{ name: 'Cora Contact', email }],
  });
  const contactId = sent.contacts[0]!.id;
  const link = await mailedLink(email);
  const grant = await checkLinkToken(link, 'audit-questionnaire', new Date());
  const file = await uploadQuestionnaireAttachment(
    { requestId: 'seed', now: new Date(), sourceIp: '127.0.0.1', link: grant },
    { auditQuestionnaireId: sent.id, userId: contactId, questionId: saved.areas[0]!.questions[0]!.id },
    { filename: 'evidence.pdf', contentType: 'application/pdf', content: PDF },
  );
  const template = await addAuditSetting(ctx, 'letter-template', {
    name: 'Outreach security notice',
    subject: 'Audit of {{auditTitle}}',
    body: 'Dear {{auditeeUnit}},\n\nThe audit starts on {{startDate}}.',
  });
  const letter = await sendNotificationLetter(ctx, {
    auditId: audit.id,
    templateId: template.id,
    contacts: [{ name: 'Cora Contact', email }],
  });
  // sent now, so no later drain by another suite moves the tenant's outbox while it is compared
  await sentMail();
  const meeting = await saveEntranceMeeting(ctx, {
    auditId: audit.id,
    date: '2026-11-02',
    attendees: [{ kind: 'auditee', name: 'Cora Contact', email }],
    minutes: 'Kick-off.',
  });
  const withFile = await uploadEntranceMeetingFile(
    ctx,
    { auditId: audit.id, version: meeting.version },
    { filename: 'agenda.pdf', contentType: 'application/pdf', content: PDF },
  );
  seeds.set(t.companyId, {
    auditId: audit.id,
    questionnaire: sent,
    contactId,
    fileId: file.id,
    link,
    templateId: template.id,
    letterId: letter.id,
    letterEmail: email,
    meetingVersion: withFile.version,
    meetingFileId: withFile.files[0]!.id,
  });
};

/**
 * The tenant's seed. A tenant made by a suite itself has none: its calls naming ids are answered
 * before anything is written (suspended: 403), so any well-formed id of its own stands in.
 */
export const outreachSeedOf = (t: OrgTenant): OutreachSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  const questionnaire = {
    id,
    auditId: id,
    title: 'None',
    intro: '',
    areas: [{ id, name: 'None', questions: [{ id, text: 'None' }] }],
    contacts: [],
    version: 1,
    updatedAt: new Date(0).toISOString(),
  };
  return {
    auditId: id,
    questionnaire,
    contactId: id,
    fileId: id,
    link: 'none',
    templateId: id,
    letterId: id,
    letterEmail: 'none@example.com',
    meetingVersion: 1,
    meetingFileId: id,
  };
};

const seeded = seededBy(outreachSeedOf);

/** A respondent's reference: only ever the tenant's own (a link route takes no other tenant's ids). */
const respondentRef = (s: OutreachSeed) => ({
  auditQuestionnaireId: s.questionnaire.id,
  userId: s.contactId,
});
const own = (input: (s: OutreachSeed) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(outreachSeedOf(w.a)),
});

export const AUDIT_OUTREACH_FIXTURES: Record<string, Fixture> = {
  'audit-outreach.questionnaire': seeded((s) => ({ auditId: s.auditId })),
  'audit-outreach.save-questionnaire': seeded((s) => ({
    auditId: s.auditId,
    version: s.questionnaire.version,
    title: 'Intruder’s questionnaire',
    areas: [{ name: 'Anything', questions: [{ text: 'Anything?' }] }],
  })),
  'audit-outreach.send-questionnaire': seeded((s) => ({
    auditId: s.auditId,
    version: s.questionnaire.version,
    contacts: [{ name: 'Ivy Truder', email: 'ivy.truder@example.com' }],
  })),
  'audit-outreach.withdraw-questionnaire-link': seeded((s) => ({
    auditId: s.auditId,
    contactId: s.contactId,
  })),
  'audit-outreach.questionnaire-file-link': seeded((s) => ({
    auditId: s.auditId,
    contactId: s.contactId,
    fileId: s.fileId,
  })),
  'audit-outreach.notification-letters': seeded((s) => ({ auditId: s.auditId })),
  'audit-outreach.preview-notification-letter': seeded((s) => ({
    auditId: s.auditId,
    templateId: s.templateId,
  })),
  'audit-outreach.send-notification-letter': seeded((s) => ({
    auditId: s.auditId,
    templateId: s.templateId,
    contacts: [{ name: 'Ivy Truder', email: 'ivy.truder@example.com' }],
  })),
  'audit-outreach.notification-letter-file': seeded((s) => ({ auditId: s.auditId, letterId: s.letterId })),
  'audit-outreach.resend-notification-letter-mail': seeded((s) => ({
    auditId: s.auditId,
    letterId: s.letterId,
    email: s.letterEmail,
  })),
  'audit-outreach.entrance-meeting': seeded((s) => ({ auditId: s.auditId })),
  'audit-outreach.save-entrance-meeting': seeded((s) => ({
    auditId: s.auditId,
    version: s.meetingVersion,
    date: '2026-11-05',
    attendees: [{ kind: 'auditee', name: 'Ivy Truder' }],
    minutes: 'Intruder’s minutes',
  })),
  'audit-outreach.upload-entrance-meeting-file': seeded((s) => ({
    auditId: s.auditId,
    version: s.meetingVersion,
  })),
  'audit-outreach.entrance-meeting-file': seeded((s) => ({ auditId: s.auditId, fileId: s.meetingFileId })),
  'audit-outreach.remove-entrance-meeting-file': seeded((s) => ({
    auditId: s.auditId,
    fileId: s.meetingFileId,
    version: s.meetingVersion,
  })),
  'audit-questionnaire.open': own(() => ({})),
  'audit-questionnaire.get': own(respondentRef),
  'audit-questionnaire.upload-attachment': own((s) => ({
    ...respondentRef(s),
    questionId: s.questionnaire.areas[0]!.questions[0]!.id,
  })),
  'audit-questionnaire.submit': own((s) => ({
    ...respondentRef(s),
    answers: [{ questionId: s.questionnaire.areas[0]!.questions[0]!.id, answer: 'Intruder’s answer' }],
  })),
};
