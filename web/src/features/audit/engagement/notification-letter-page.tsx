import type { TNotificationLetter } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { doesFieldwork } from './artefact-page';
import { ContactsEditor, emptyContact, filledContacts, type ContactRow } from './contacts-editor';
import { useManagedEngagement } from './manage-layout';
import {
  useLetterFileLink,
  useLetterPreview,
  useNotificationLetters,
  useResendLetterMail,
  useSendLetter,
} from './outreach-api';
import { ScrollTable } from '../../../components/scroll-table';

/**
 * spec §2 notification-letter: a letter template filled in for this audit, previewed, then sent
 * as a PDF to the auditee's contacts; the letters sent, with each mail's state and the PDF.
 */
export const Component = () => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const letters = useNotificationLetters(e.id);
  if (letters.isPending) return <Loading />;
  if (letters.isError) return null;
  const { items, templates } = letters.data;
  return (
    <div className="audit-outreach">
      {doesFieldwork(e) ? <LetterForm templates={templates} /> : null}
      <section className="card audit-section" aria-label={t('letter.sent')}>
        <h2>{t('letter.sent')}</h2>
        {items.length === 0 ? <p>{t('letter.noneSent')}</p> : null}
        {items.map((l) => (
          <SentLetter key={l.id} letter={l} />
        ))}
      </section>
    </div>
  );
};

const LetterForm = ({ templates }: { templates: { id: string; name: string }[] }) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const id = useId();
  const [templateId, setTemplateId] = useState<string | null>(templates[0]?.id ?? null);
  const [contacts, setContacts] = useState<ContactRow[]>([emptyContact()]);
  const preview = useLetterPreview(e.id, templateId);
  const send = useSendLetter();
  if (templates.length === 0)
    return (
      <section className="card audit-section">
        <h2>{t('letter.heading')}</h2>
        <p>{t('letter.noTemplates')}</p>
      </section>
    );
  return (
    <section className="card audit-section" aria-label={t('letter.heading')}>
      <h2>{t('letter.heading')}</h2>
      <div className="audit-form-row">
        <label htmlFor={`${id}-template`}>{t('letter.template')}</label>
        <Dropdown
          inputId={`${id}-template`}
          value={templateId}
          options={templates.map((x) => ({ label: x.name, value: x.id }))}
          onChange={(ev) => setTemplateId(ev.value as string)}
        />
      </div>
      {preview.data ? (
        <article className="audit-letter-preview" aria-label={t('letter.preview')}>
          <h3>{preview.data.item.subject}</h3>
          {preview.data.item.body.split(/\n\s*\n/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </article>
      ) : preview.isPending && templateId ? (
        <Loading />
      ) : null}
      <ContactsEditor rows={contacts} onChange={setContacts} />
      <Button
        label={t('letter.send')}
        icon="pi pi-send"
        disabled={!templateId}
        loading={send.isPending}
        onClick={() =>
          templateId &&
          void send
            .mutateAsync({ input: { auditId: e.id, templateId, contacts: filledContacts(contacts) } })
            .then(() => {
              setContacts([emptyContact()]);
              notify({ severity: 'success', summary: t('letter.queued') });
            })
        }
      />
    </section>
  );
};

export const MailState = ({ mail }: { mail: { state: string; sentAt: string | null } | null }) => {
  const { t } = useTranslation('auditOutreach');
  if (!mail) return <span>—</span>;
  return (
    <span className={`audit-mail-state audit-mail-${mail.state}`}>
      {t(`mail.${mail.state}`, { defaultValue: mail.state })}
      {mail.sentAt ? (
        <>
          {' '}
          <DateText value={mail.sentAt} format="dateTime" />
        </>
      ) : null}
    </span>
  );
};

const SentLetter = ({ letter }: { letter: TNotificationLetter }) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const link = useLetterFileLink();
  const resend = useResendLetterMail();
  const canResend = doesFieldwork(e);
  return (
    <article className="audit-sent-letter">
      <h3>{letter.subject}</h3>
      <p>
        {t('letter.sentBy', { name: letter.sentBy.name, template: letter.templateName })}{' '}
        <DateText value={letter.sentAt} format="dateTime" />
      </p>
      <Button
        link
        icon="pi pi-file-pdf"
        label={t('letter.download', { name: letter.fileName })}
        onClick={() =>
          void link
            .mutateAsync({ input: { auditId: e.id, letterId: letter.id } })
            .then(({ url }) => window.open(url, '_blank', 'noopener'))
        }
      />
      <ScrollTable className="audit-table" aria-label={t('letter.recipients')}>
        <thead>
          <tr>
            <th>{t('team.name')}</th>
            <th>{t('team.email')}</th>
            <th>{t('team.mail')}</th>
          </tr>
        </thead>
        <tbody>
          {letter.recipients.map((r) => (
            <tr key={r.email}>
              <td>{r.name}</td>
              <td>{r.email}</td>
              <td>
                <MailState mail={r.mail} />
                {canResend && r.mail?.state === 'failed' ? (
                  <Button
                    link
                    icon="pi pi-replay"
                    label={t('letter.resend')}
                    aria-label={t('letter.resendTo', { email: r.email })}
                    loading={resend.isPending && resend.variables?.input.email === r.email}
                    onClick={() =>
                      void resend
                        .mutateAsync({ input: { auditId: e.id, letterId: letter.id, email: r.email } })
                        .then(() =>
                          notify({ severity: 'success', summary: t('letter.resent', { email: r.email }) }),
                        )
                    }
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </article>
  );
};
