import type { TCustomerSurvey, TCustomerSurveyContact, TCustomerSurveyPage } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { ContactsEditor, emptyContact, filledContacts, type ContactRow } from '../engagement/contacts-editor';
import { MailState } from '../engagement/notification-letter-page';
import { auditPaths } from '../engagement/paths';
import { useCustomerSurvey, useResendCustomerSurvey, useSendCustomerSurvey } from './api';
import { surveyPaths } from './paths';

const score = (n: number | null) => (n === null ? '—' : n.toFixed(2));

/** The first send (a template and contacts) or, once sent, more contacts. */
const SendForm = ({ engagementId, page }: { engagementId: string; page: TCustomerSurveyPage }) => {
  const { t } = useTranslation('audit-survey');
  const id = useId();
  const send = useSendCustomerSurvey();
  const survey = page.item;
  const [templateId, setTemplateId] = useState<string | null>(page.templates[0]?.id ?? null);
  const [contacts, setContacts] = useState<ContactRow[]>([emptyContact()]);
  const named = new Set([
    ...contacts.map((c) => c.email.trim().toLowerCase()),
    ...(survey?.contacts.map((c) => c.email.toLowerCase()) ?? []),
  ]);
  const known = page.knownContacts.filter((c) => !named.has(c.email.toLowerCase()));
  if (!survey && page.templates.length === 0) return <Message severity="warn" text={t('send.noTemplates')} />;
  return (
    <section className="card audit-section" aria-label={survey ? t('send.more') : t('send.heading')}>
      <h2>{survey ? t('send.more') : t('send.heading')}</h2>
      {survey ? null : (
        <div className="field">
          <label htmlFor={`${id}-template`}>{t('send.template')}</label>
          <Dropdown
            inputId={`${id}-template`}
            value={templateId}
            options={page.templates.map((x) => ({
              value: x.id,
              label: t('send.templateQuestions', { name: x.name, count: x.questions }),
            }))}
            onChange={(e) => setTemplateId(e.value as string)}
          />
        </div>
      )}
      {known.length > 0 ? (
        <p>
          {t('send.known')}:{' '}
          {known.map((c) => (
            <Button
              key={c.email}
              type="button"
              text
              size="small"
              icon="pi pi-plus"
              label={t('send.add', { name: c.name })}
              onClick={() =>
                setContacts((rows) => [...rows.filter((r) => r.name.trim() || r.email.trim()), c])
              }
            />
          ))}
        </p>
      ) : null}
      <ContactsEditor rows={contacts} onChange={setContacts} />
      <Button
        label={t('send.submit')}
        icon="pi pi-send"
        loading={send.isPending}
        onClick={() =>
          void send
            .mutateAsync({
              input: survey
                ? { engagementId, version: survey.version, contacts: filledContacts(contacts) }
                : { engagementId, templateId: templateId ?? undefined, contacts: filledContacts(contacts) },
            })
            .then(() => {
              setContacts([emptyContact()]);
              notify({ severity: 'success', summary: t('send.sent') });
            })
        }
      />
    </section>
  );
};

const Contacts = ({ survey, canSend }: { survey: TCustomerSurvey; canSend: boolean }) => {
  const { t } = useTranslation('audit-survey');
  const resend = useResendCustomerSurvey();
  const waiting = survey.contacts.some((c) => c.state === 'Sent');
  return (
    <section className="card audit-section" aria-label={t('contacts.heading')}>
      <h2>{t('contacts.heading')}</h2>
      <DataTable value={survey.contacts} dataKey="id" size="small" pt={namedTable(t('contacts.heading'))}>
        <Column field="name" header={t('contacts.name')} />
        <Column field="email" header={t('contacts.email')} />
        <Column
          header={t('contacts.state')}
          body={(c: TCustomerSurveyContact) => (
            <>
              {t(`state.${c.state}`)}
              {c.submittedAt ? (
                <>
                  {' · '}
                  <DateText value={c.submittedAt} format="dateTime" />
                </>
              ) : null}
            </>
          )}
        />
        <Column
          header={t('contacts.mail')}
          body={(c: TCustomerSurveyContact) => <MailState mail={c.mail} />}
        />
        <Column field="mailings" header={t('contacts.mailings')} className="report-num" />
        <Column
          header={t('contacts.average')}
          className="report-num"
          body={(c: TCustomerSurveyContact) => score(c.average)}
        />
      </DataTable>
      {canSend && waiting ? (
        <Button
          text
          icon="pi pi-replay"
          label={t('resend.submit')}
          loading={resend.isPending}
          onClick={() =>
            void resend
              .mutateAsync({ input: { engagementId: survey.engagementId, version: survey.version } })
              .then((r) => notify({ severity: 'success', summary: t('resend.done', { count: r.resent }) }))
          }
        />
      ) : null}
    </section>
  );
};

const Results = ({ survey }: { survey: TCustomerSurvey }) => {
  const { t } = useTranslation('audit-survey');
  const averageOf = new Map(survey.questionAverages.map((q) => [q.questionId, q.average]));
  const comments = survey.contacts.filter((c) => c.comment);
  return (
    <section className="card audit-section" aria-label={t('results.heading')}>
      <h2>{t('results.heading')}</h2>
      <DataTable value={survey.questions} dataKey="id" size="small" pt={namedTable(t('results.heading'))}>
        <Column field="text" header={t('results.question')} />
        <Column
          header={t('results.average')}
          className="report-num"
          body={(q: { id: string }) => score(averageOf.get(q.id) ?? null)}
        />
      </DataTable>
      <h3>{t('results.comments')}</h3>
      {comments.length === 0 ? (
        <p>{t('results.noComments')}</p>
      ) : (
        <ul>
          {comments.map((c) => (
            <li key={c.id}>
              {c.name}: {c.comment}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * spec §2 audit-report/customer-satisfaction-survey/{id} (the engagement's id): after the final
 * report, the lead or performers send the survey from a settings template to auditee contacts and
 * resend it to those who have not answered; the team reads each contact's state and scores, the
 * averages per question and the audit's average.
 */
export const Component = () => {
  const { t } = useTranslation('audit-survey');
  const { id = '' } = useParams();
  const page = useCustomerSurvey(id);
  if (page.isPending) return <Loading />;
  if (page.isError)
    return (
      <LoadFailed
        pageTitle={t('title')}
        title={t('notFound')}
        text={page.error.message}
        onRetry={() => void page.refetch()}
        backTo={auditPaths.audits()}
        backLabel={t('back')}
      />
    );
  const p = page.data;
  const s = p.item;
  return (
    <section>
      <PageHeader title={t('title')}>
        <p>
          <Link to={auditPaths.manage(id)}>{p.engagementTitle}</Link> ·{' '}
          <Link to={auditPaths.finalReports(id)}>{t('finalReport')}</Link> ·{' '}
          <Link to={surveyPaths.year(s?.year)}>{t('year.link')}</Link>
        </p>
      </PageHeader>
      {s ? (
        <section className="card audit-section" aria-label={t('summary.average')}>
          <p>
            {t('summary.template')}: {s.templateName} · {t('summary.sentBy', { name: s.sentBy })}{' '}
            <DateText value={s.sentAt} />
          </p>
          <p>{t('summary.answered', { answered: s.answered, contacts: s.contacts.length })}</p>
          <p>
            {t('summary.average')}:{' '}
            <strong className="audit-figure">
              {s.average === null ? t('summary.noAverage') : score(s.average)}
            </strong>
          </p>
        </section>
      ) : (
        <p>{t('none')}</p>
      )}
      {/* the one reason the rules give (surveySendProblem), in the person's language */}
      {p.canSend && p.blocker ? <Message severity="info" text={t('blockedNoFinalReport')} /> : null}
      {p.canSend && !p.blocker ? <SendForm key={s?.version ?? 0} engagementId={id} page={p} /> : null}
      {s ? (
        <>
          <Contacts survey={s} canSend={p.canSend} />
          <Results survey={s} />
        </>
      ) : null}
    </section>
  );
};
