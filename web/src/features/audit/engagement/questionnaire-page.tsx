import type { TQuestionnaire, TQuestionnaireContact } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { doesFieldwork } from './artefact-page';
import { ContactsEditor, emptyContact, filledContacts, type ContactRow } from './contacts-editor';
import { useManagedEngagement } from './manage-layout';
import { MailState } from './notification-letter-page';
import {
  useQuestionnaireFileLink,
  useSaveQuestionnaire,
  useSendQuestionnaire,
  useTeamQuestionnaire,
  useWithdrawLink,
} from './outreach-api';

/**
 * spec §2 questionnaire (areas, send, response): the team sets areas and questions, mails each
 * auditee contact their own link, follows each link and its mail, and reads the answers.
 */
export const Component = () => {
  const e = useManagedEngagement();
  const q = useTeamQuestionnaire(e.id);
  if (q.isPending) return <Loading />;
  if (q.isError) return null;
  const item = q.data.item;
  return (
    <div className="audit-outreach">
      {doesFieldwork(e) ? <AreasForm key={item?.version ?? 0} questionnaire={item} /> : null}
      {item ? (
        <>
          {!doesFieldwork(e) ? <AreasList questionnaire={item} /> : null}
          {doesFieldwork(e) ? <SendForm questionnaire={item} /> : null}
          <Responses questionnaire={item} />
        </>
      ) : !doesFieldwork(e) ? (
        <NoneYet />
      ) : null}
    </div>
  );
};

const NoneYet = () => {
  const { t } = useTranslation('auditOutreach');
  return (
    <section className="card audit-section">
      <p>{t('questionnaire.none')}</p>
    </section>
  );
};

interface AreaRow {
  id?: string;
  name: string;
  questions: { id?: string; text: string }[];
}

const AreasList = ({ questionnaire }: { questionnaire: TQuestionnaire }) => (
  <section className="card audit-section" aria-label={questionnaire.title}>
    <h2>{questionnaire.title}</h2>
    {questionnaire.intro ? <p>{questionnaire.intro}</p> : null}
    {questionnaire.areas.map((a) => (
      <div key={a.id}>
        <h3>{a.name}</h3>
        <ol>
          {a.questions.map((x) => (
            <li key={x.id}>{x.text}</li>
          ))}
        </ol>
      </div>
    ))}
  </section>
);

const AreasForm = ({ questionnaire }: { questionnaire: TQuestionnaire | null }) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const id = useId();
  const save = useSaveQuestionnaire();
  const [title, setTitle] = useState(questionnaire?.title ?? '');
  const [intro, setIntro] = useState(questionnaire?.intro ?? '');
  const [areas, setAreas] = useState<AreaRow[]>(
    questionnaire?.areas ?? [{ name: '', questions: [{ text: '' }] }],
  );
  const setArea = (i: number, patch: Partial<AreaRow>) =>
    setAreas(areas.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const setQuestion = (i: number, k: number, text: string) =>
    setArea(i, { questions: areas[i]!.questions.map((x, l) => (l === k ? { ...x, text } : x)) });
  return (
    <section className="card audit-section" aria-label={t('questionnaire.heading')}>
      <h2>{t('questionnaire.heading')}</h2>
      <div className="audit-form-row">
        <label htmlFor={`${id}-title`}>{t('questionnaire.title')}</label>
        <InputText id={`${id}-title`} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      </div>
      <div className="audit-form-row">
        <label htmlFor={`${id}-intro`}>{t('questionnaire.intro')}</label>
        <InputTextarea
          id={`${id}-intro`}
          rows={2}
          autoResize
          value={intro}
          onChange={(ev) => setIntro(ev.target.value)}
        />
      </div>
      {areas.map((area, i) => (
        <fieldset key={area.id ?? `new-${i}`} className="audit-area">
          <legend>{t('questionnaire.area', { n: i + 1 })}</legend>
          <div className="audit-form-row">
            <label htmlFor={`${id}-area-${i}`}>{t('questionnaire.areaName', { n: i + 1 })}</label>
            <InputText
              id={`${id}-area-${i}`}
              value={area.name}
              onChange={(ev) => setArea(i, { name: ev.target.value })}
            />
            {areas.length > 1 ? (
              <Button
                type="button"
                text
                icon="pi pi-trash"
                aria-label={t('questionnaire.removeArea', { n: i + 1 })}
                onClick={() => setAreas(areas.filter((_, j) => j !== i))}
              />
            ) : null}
          </div>
          {area.questions.map((x, k) => (
            <div className="audit-form-row" key={x.id ?? `new-${k}`}>
              <label htmlFor={`${id}-q-${i}-${k}`}>
                {t('questionnaire.question', { area: i + 1, n: k + 1 })}
              </label>
              <InputText
                id={`${id}-q-${i}-${k}`}
                value={x.text}
                onChange={(ev) => setQuestion(i, k, ev.target.value)}
              />
              {area.questions.length > 1 ? (
                <Button
                  type="button"
                  text
                  icon="pi pi-trash"
                  aria-label={t('questionnaire.removeQuestion', { area: i + 1, n: k + 1 })}
                  onClick={() => setArea(i, { questions: area.questions.filter((_, l) => l !== k) })}
                />
              ) : null}
            </div>
          ))}
          <Button
            type="button"
            text
            icon="pi pi-plus"
            label={t('questionnaire.addQuestion')}
            onClick={() => setArea(i, { questions: [...area.questions, { text: '' }] })}
          />
        </fieldset>
      ))}
      <Button
        type="button"
        text
        icon="pi pi-plus"
        label={t('questionnaire.addArea')}
        onClick={() => setAreas([...areas, { name: '', questions: [{ text: '' }] }])}
      />
      <div>
        <Button
          label={t('questionnaire.save')}
          icon="pi pi-check"
          loading={save.isPending}
          onClick={() =>
            void save
              .mutateAsync({
                input: {
                  auditId: e.id,
                  ...(questionnaire ? { version: questionnaire.version } : {}),
                  title,
                  intro,
                  areas,
                },
              })
              .then(() => notify({ severity: 'success', summary: t('questionnaire.saved') }))
          }
        />
      </div>
    </section>
  );
};

const SendForm = ({ questionnaire }: { questionnaire: TQuestionnaire }) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const send = useSendQuestionnaire();
  const [contacts, setContacts] = useState<ContactRow[]>([emptyContact()]);
  return (
    <section className="card audit-section" aria-label={t('questionnaire.sendHeading')}>
      <h2>{t('questionnaire.sendHeading')}</h2>
      <ContactsEditor rows={contacts} onChange={setContacts} />
      <Button
        label={t('questionnaire.send')}
        icon="pi pi-send"
        loading={send.isPending}
        onClick={() =>
          void send
            .mutateAsync({
              input: { auditId: e.id, version: questionnaire.version, contacts: filledContacts(contacts) },
            })
            .then(() => {
              setContacts([emptyContact()]);
              notify({ severity: 'success', summary: t('questionnaire.sent') });
            })
        }
      />
    </section>
  );
};

const Responses = ({ questionnaire }: { questionnaire: TQuestionnaire }) => {
  const { t } = useTranslation('auditOutreach');
  return (
    <section className="card audit-section" aria-label={t('questionnaire.responses')}>
      <h2>{t('questionnaire.responses')}</h2>
      {questionnaire.contacts.length === 0 ? <p>{t('questionnaire.noContacts')}</p> : null}
      {questionnaire.contacts.map((c) => (
        <ContactResponse key={c.id} questionnaire={questionnaire} contact={c} />
      ))}
    </section>
  );
};

const ContactResponse = ({
  questionnaire,
  contact: c,
}: {
  questionnaire: TQuestionnaire;
  contact: TQuestionnaireContact;
}) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const withdraw = useWithdrawLink();
  const link = useQuestionnaireFileLink();
  const answerOf = new Map(c.answers.map((a) => [a.questionId, a.answer]));
  return (
    <article className="audit-contact" aria-label={c.name}>
      <h3>
        {c.name} &lt;{c.email}&gt; · {t(`state.${c.state}`)}
      </h3>
      <p>
        {t('team.mail')}: <MailState mail={c.mail} />
        {c.linkExpiresAt && c.state === 'Sent' ? (
          <>
            {' · '}
            {t('questionnaire.expires')} <DateText value={c.linkExpiresAt} format="dateTime" />
          </>
        ) : null}
        {c.submittedAt ? (
          <>
            {' · '}
            {t('questionnaire.answeredAt')} <DateText value={c.submittedAt} format="dateTime" />
          </>
        ) : null}
      </p>
      {c.state === 'Sent' && doesFieldwork(e) ? (
        <Button
          text
          severity="danger"
          icon="pi pi-ban"
          label={t('questionnaire.withdraw')}
          loading={withdraw.isPending}
          onClick={() =>
            void withdraw
              .mutateAsync({ input: { auditId: e.id, contactId: c.id } })
              .then(() =>
                notify({ severity: 'success', summary: t('questionnaire.withdrawn', { name: c.name }) }),
              )
          }
        />
      ) : null}
      {c.state === 'Answered'
        ? questionnaire.areas.map((a) => (
            <div key={a.id}>
              <h4>{a.name}</h4>
              <dl className="audit-answers">
                {a.questions.map((x) => (
                  <div key={x.id}>
                    <dt>{x.text}</dt>
                    <dd>{answerOf.get(x.id) ?? '—'}</dd>
                    {c.files
                      .filter((f) => f.questionId === x.id)
                      .map((f) => (
                        <dd key={f.id}>
                          <Button
                            link
                            icon="pi pi-paperclip"
                            label={f.name}
                            onClick={() =>
                              void link
                                .mutateAsync({ input: { auditId: e.id, contactId: c.id, fileId: f.id } })
                                .then(({ url }) => window.open(url, '_blank', 'noopener'))
                            }
                          />
                        </dd>
                      ))}
                  </div>
                ))}
              </dl>
            </div>
          ))
        : null}
    </article>
  );
};
