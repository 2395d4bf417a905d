import type { TAuditSetting, TCustomerSurvey } from '@stratum/contracts';
import { post } from './api';
import { latestMailTo, sentMail, type StoredMail } from './mail';
import { unique, type Tenant } from './world';

const must = async <T>(what: string, r: Promise<{ status: number; body: { data: T; err_msg: string } }>) => {
  const reply = await r;
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${reply.body.err_msg}`);
  return reply.body.data;
};

/**
 * The engagement's final report made as the shortest road allows: an opinion written by the lead
 * (the administrator), sent, approved by the reviewer (the employee), and the report made — an
 * engagement with no findings may report none.
 */
export const makeFinalReport = async (t: Tenant, engagementId: string): Promise<void> => {
  const rating = await must<{ item: TAuditSetting }>(
    'add-opinion-rating',
    post(
      '/audit-management/add-opinion-rating',
      { name: unique('Satisfactory'), colour: 'green' },
      t.admin.token,
    ),
  );
  const opinion = await must<{ item: { version: number } }>(
    'save-opinion',
    post(
      '/audit-report/save-opinion',
      { engagementId, version: 0, ratingId: rating.item.id, reasoning: 'Controls work as designed.' },
      t.admin.token,
    ),
  );
  const sent = await must<{ item: { version: number } }>(
    'send opinion',
    post(
      '/audit-engagement/send',
      { engagementId, kind: 'opinion', id: engagementId, version: opinion.item.version },
      t.admin.token,
    ),
  );
  await must(
    'approve opinion',
    post(
      '/audit-engagement/approve',
      { engagementId, kind: 'opinion', id: engagementId, version: sent.item.version, note: '' },
      t.employee.token,
    ),
  );
  await must('make-final', post('/audit-report/make-final', { engagementId }, t.admin.token));
};

/** A survey template of three questions, in the company's audit settings. */
export const addSurveyTemplate = async (t: Tenant, name = 'Auditee satisfaction'): Promise<TAuditSetting> =>
  (
    await must<{ item: TAuditSetting }>(
      'add-survey-template',
      post(
        '/audit-management/add-customer-survey',
        {
          name,
          items: [
            'The audit’s purpose and scope were explained to us.',
            'The auditors understood our processes.',
            'The recommendations are practical.',
          ],
        },
        t.admin.token,
      ),
    )
  ).item;

/** Sends the engagement's survey (first send) to new outside contacts; returns it and their addresses. */
export const sendSurveyTo = async (
  t: Tenant,
  engagementId: string,
  templateId: string,
  names: string[],
): Promise<{ item: TCustomerSurvey; emails: string[] }> => {
  const contacts = names.map((name) => ({
    name,
    email: `${unique(name.toLowerCase().replace(/\W+/g, '-'))}@auditee.example.com`,
  }));
  const sent = await must<{ item: TCustomerSurvey }>(
    'customer-satisfaction-survey-send',
    post(
      '/audit-report/customer-satisfaction-survey-send',
      { engagementId, templateId, contacts },
      t.admin.token,
    ),
  );
  return { item: sent.item, emails: contacts.map((c) => c.email) };
};

/** The link token in a customer survey mail's link. */
export const surveyLinkIn = (mail: StoredMail): string => {
  const link = /https?:\/\/\S+customer-survey\/auth\?\S+/.exec(mail.body.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no customer survey link in mail “${mail.subject}”`);
  return token;
};

/** The latest survey link mailed to a contact (the outbox drained first). */
export const mailedSurveyLink = async (email: string): Promise<string> =>
  surveyLinkIn(await latestMailTo(email, /Customer satisfaction survey/));

/** How many survey mails an address was sent. */
export const surveyMailsTo = async (email: string): Promise<number> =>
  (await sentMail()).filter(
    (m) => m.destination.to.includes(email) && /Customer satisfaction survey/.test(m.subject),
  ).length;
