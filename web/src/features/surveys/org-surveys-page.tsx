import type { TOrgSurveyRow } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSurveyCompetencies, useSurveyScales } from './api';
import {
  useActiveUnits,
  useAddOrgSurvey,
  useDeleteOrgSurvey,
  useOrgSurveys,
  useResendOrgSurvey,
  useSendOrgSurvey,
} from './org-api';
import './surveys.css';

const today = () => new Date().toISOString().slice(0, 10);

/** The add form: title, period, dates, scale and competencies from the set-up, units (none: all). */
const AddOrgSurvey = () => {
  const { t } = useTranslation('surveys');
  const scales = useSurveyScales();
  const competencies = useSurveyCompetencies();
  const units = useActiveUnits();
  const add = useAddOrgSurvey();
  const [title, setTitle] = useState('');
  const [period, setPeriod] = useState(String(new Date().getFullYear()));
  const [scaleId, setScaleId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [unitIds, setUnitIds] = useState<string[]>([]);
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState('');
  const toggle = (set: typeof setChosen, id: string, on: boolean) =>
    set((was) => (on ? [...was, id] : was.filter((x) => x !== id)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { input: { title, period, scaleId, competencyIds: chosen, unitIds, startDate, endDate } },
      { onSuccess: () => setTitle('') },
    );
  };
  return (
    <form className="surveys-form" onSubmit={submit} aria-labelledby="org-add">
      <h2 id="org-add">{t('org.add')}</h2>
      <label htmlFor="org-title">{t('org.title')}</label>
      <InputText id="org-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor="org-period">{t('org.period')}</label>
      <InputText id="org-period" value={period} onChange={(e) => setPeriod(e.target.value)} />
      <label htmlFor="org-scale">{t('add.scale')}</label>
      <select id="org-scale" value={scaleId} onChange={(e) => setScaleId(e.target.value)}>
        <option value="">{t('add.choose')}</option>
        {(scales.data?.list ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <fieldset className="surveys-question">
        <legend>{t('add.competencies')}</legend>
        {(competencies.data?.list ?? []).map((c) => (
          <label key={c.id}>
            <input
              type="checkbox"
              checked={chosen.includes(c.id)}
              onChange={(e) => toggle(setChosen, c.id, e.target.checked)}
            />{' '}
            {c.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="surveys-question">
        <legend>{t('org.units')}</legend>
        <p>{t('org.unitsHint')}</p>
        {(units.data?.units ?? []).map((u) => (
          <label key={u.id}>
            <input
              type="checkbox"
              checked={unitIds.includes(u.id)}
              onChange={(e) => toggle(setUnitIds, u.id, e.target.checked)}
            />{' '}
            {u.name}
          </label>
        ))}
      </fieldset>
      <label htmlFor="org-start">{t('add.startDate')}</label>
      <input id="org-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
      <label htmlFor="org-end">{t('add.endDate')}</label>
      <input id="org-end" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
      <Button type="submit" label={t('org.save')} loading={add.isPending} />
    </form>
  );
};

const SendButton = ({ s }: { s: TOrgSurveyRow }) => {
  const { t } = useTranslation('surveys');
  const send = useSendOrgSurvey();
  return (
    <Button
      type="button"
      label={t('org.send', { title: s.title })}
      loading={send.isPending}
      onClick={() => send.mutate({ input: { id: s.id, version: s.version } })}
    />
  );
};

/** A survey not sent yet can be deleted (docs/surveys.md); its set-up is given back. */
const DeleteButton = ({ s }: { s: TOrgSurveyRow }) => {
  const { t } = useTranslation('surveys');
  const remove = useDeleteOrgSurvey();
  return (
    <Button
      type="button"
      outlined
      severity="danger"
      label={t('org.delete', { title: s.title })}
      loading={remove.isPending}
      onClick={() => remove.mutate({ input: { id: s.id, version: s.version } })}
    />
  );
};

/** Mails again, with a fresh link, only those who have not answered (docs/surveys.md). */
const ResendButton = ({ s }: { s: TOrgSurveyRow }) => {
  const { t } = useTranslation('surveys');
  const resend = useResendOrgSurvey();
  return (
    <>
      <Button
        type="button"
        label={t('org.resend', { title: s.title })}
        loading={resend.isPending}
        onClick={() => resend.mutate({ input: { id: s.id, version: s.version } })}
      />
      {resend.isSuccess ? (
        <span role="status">
          {t('org.resent', { count: resend.data.item.recipientCount - resend.data.item.answered })}
        </span>
      ) : null}
    </>
  );
};

/** spec §2 `/app/annual/organizational`: the company's organisational surveys, per period. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const surveys = useOrgSurveys();
  const list = surveys.data?.list ?? [];
  return (
    <div className="surveys-page">
      <h1>{t('org.heading')}</h1>
      <p>{t('org.intro')}</p>
      <section aria-labelledby="org-list">
        <h2 id="org-list">{t('org.heading')}</h2>
        {surveys.isSuccess && list.length === 0 ? <Message severity="info" text={t('org.empty')} /> : null}
        {list.length ? (
          <table className="surveys-table">
            <thead>
              <tr>
                <th scope="col">{t('org.title')}</th>
                <th scope="col">{t('org.period')}</th>
                <th scope="col">{t('org.dates')}</th>
                <th scope="col">{t('org.units')}</th>
                <th scope="col">{t('org.status')}</th>
                <th scope="col">{t('org.answered')}</th>
                <th scope="col">
                  <span className="sr-only">{t('org.heatMap', { title: '' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id}>
                  <td>{s.title}</td>
                  <td>{s.period}</td>
                  <td>
                    {s.startDate} – {s.endDate}
                  </td>
                  <td>{s.units.length ? s.units.map((u) => u.name).join(', ') : t('org.allEmployees')}</td>
                  <td>{t(`status.${s.status}`)}</td>
                  <td>
                    {s.sentAt
                      ? t('org.answeredOf', { answered: s.answered, total: s.recipientCount })
                      : t('org.notSent')}
                  </td>
                  <td>
                    {s.sentAt || s.status === 'Closed' ? (
                      <>
                        <Link to={`/app/annual/organizational/heat-map/${s.id}`}>
                          {t('org.heatMap', { title: s.title })}
                        </Link>
                        {s.sentAt && s.status === 'Open' && s.answered < s.recipientCount ? (
                          <ResendButton s={s} />
                        ) : null}
                      </>
                    ) : (
                      <>
                        <SendButton s={s} />
                        <DeleteButton s={s} />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <AddOrgSurvey />
    </div>
  );
};
