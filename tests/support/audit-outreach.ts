import type { TQuestionnaire } from '@stratum/contracts';
import { post } from './api';
import { latestMailTo, type StoredMail } from './mail';
import { unique, type Tenant } from './world';

/** A questionnaire of two areas and three questions, set on an audit by its lead (the administrator). */
export const setQuestionnaire = async (t: Tenant, auditId: string): Promise<TQuestionnaire> => {
  const r = await post<{ item: TQuestionnaire }>(
    '/audit-outreach/save-questionnaire',
    {
      auditId,
      title: 'Procurement controls questionnaire',
      intro: 'Please answer for your own unit.',
      areas: [
        {
          name: 'Purchasing',
          questions: [{ text: 'Who approves purchase orders?' }, { text: 'Is there a tender threshold?' }],
        },
        { name: 'Suppliers', questions: [{ text: 'How are new suppliers vetted?' }] },
      ],
    },
    t.admin.token,
  );
  if (r.status !== 200) throw new Error(`save-questionnaire: ${r.status} ${r.body.err_msg}`);
  return r.body.data.item;
};

/** Sends the questionnaire to new outside contacts; returns it and their addresses. */
export const sendQuestionnaireTo = async (
  t: Tenant,
  q: TQuestionnaire,
  names: string[],
): Promise<{ item: TQuestionnaire; emails: string[] }> => {
  const contacts = names.map((name) => ({
    name,
    email: `${unique(name.toLowerCase().replace(/\W+/g, '-'))}@auditee.example.com`,
  }));
  const r = await post<{ item: TQuestionnaire }>(
    '/audit-outreach/send-questionnaire',
    { auditId: q.auditId, version: q.version, contacts },
    t.admin.token,
  );
  if (r.status !== 200) throw new Error(`send-questionnaire: ${r.status} ${r.body.err_msg}`);
  return { item: r.body.data.item, emails: contacts.map((c) => c.email) };
};

/** The link token in a questionnaire mail's link. */
export const linkTokenIn = (mail: StoredMail): string => {
  const link = /https?:\/\/\S+questionnaire\/auth\?\S+/.exec(mail.body.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no questionnaire link in mail “${mail.subject}”`);
  return token;
};

/** The link mailed to a contact (the outbox drained first). */
export const mailedLink = async (email: string): Promise<string> =>
  linkTokenIn(await latestMailTo(email, /Audit questionnaire/));
