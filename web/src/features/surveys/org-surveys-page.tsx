import type { TOrgSurvey, TOrgSurveyRow } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSurveyCompetencies, useSurveyScales } from './api';
import {
  useActiveUnits,
  useAddOrgSurvey,
  useDeleteOrgSurvey,
  useOrgSurvey,
  useOrgSurveyJob,
  useOrgSurveys,
  useResendOrgSurvey,
  useSendOrgSurvey,
  useUpdateOrgSurvey,
} from './org-api';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The add form: title, period, dates, scale and competencies from the set-up, units (none: all).
 * Given a survey not sent yet, the same form edits it (docs/surveys.md): every field again.
 */
const OrgSurveyForm = ({ survey, onDone }: { survey?: TOrgSurvey; onDone: () => void }) => {
  const { t } = useTranslation('surveys');
  const scales = useSurveyScales();
  const competencies = useSurveyCompetencies();
  const units = useActiveUnits();
  const add = useAddOrgSurvey();
  const update = useUpdateOrgSurvey();
  const [title, setTitle] = useState(survey?.title ?? '');
  const [period, setPeriod] = useState(survey?.period ?? String(new Date().getFullYear()));
  const [scaleId, setScaleId] = useState(survey?.scaleId ?? '');
  const [chosen, setChosen] = useState<string[]>(survey?.items.map((i) => i.competencyId) ?? []);
  const [unitIds, setUnitIds] = useState<string[]>(survey?.units.map((u) => u.id) ?? []);
  const [startDate, setStartDate] = useState(survey?.startDate ?? today());
  const [endDate, setEndDate] = useState(survey?.endDate ?? '');
  const toggle = (set: typeof setChosen, id: string, on: boolean) =>
    set((was) => (on ? [...was, id] : was.filter((x) => x !== id)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = { title, period, scaleId, competencyIds: chosen, unitIds, startDate, endDate };
    if (survey)
      update.mutate({ input: { id: survey.id, version: survey.version, ...fields } }, { onSuccess: onDone });
    else add.mutate({ input: fields }, { onSuccess: () => setTitle('') });
  };
  const id = survey ? 'org-edit' : 'org-add';
  return (
    <form className="surveys-form" onSubmit={submit} aria-labelledby={id}>
      <h2 id={id}>{survey ? t('org.edit', { title: survey.title }) : t('org.add')}</h2>
      <label htmlFor={`${id}-title`}>{t('org.title')}</label>
      <InputText id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor={`${id}-period`}>{t('org.period')}</label>
      <InputText id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value)} />
      <label htmlFor={`${id}-scale`}>{t('add.scale')}</label>
      <select id={`${id}-scale`} value={scaleId} onChange={(e) => setScaleId(e.target.value)}>
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
      <label htmlFor={`${id}-start`}>{t('add.startDate')}</label>
      <input
        id={`${id}-start`}
        type="date"
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
      />
      <label htmlFor={`${id}-end`}>{t('add.endDate')}</label>
      <input id={`${id}-end`} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
      <Button
        type="submit"
        label={survey ? t('org.saveEdit') : t('org.save')}
        loading={add.isPending || update.isPending}
      />
      {survey ? <Button type="button" outlined label={t('org.cancelEdit')} onClick={onDone} /> : null}
    </form>
  );
};

/**
 * Where a send or resend job is (ARCHITECTURE §11): "Sending… 640 of 2,000" while it runs, then
 * how it ended. A job cut short is finished by the recovery step, and this keeps reading it.
 */
const SendProgress = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation('surveys');
  const job = useOrgSurveyJob(jobId).data?.job;
  if (!job) return null;
  const n = (x: number) => x.toLocaleString(i18n.language);
  if (job.state === 'committed')
    return (
      <span role="status">
        {job.kind === 'resend'
          ? t('org.resent', { count: job.total })
          : t('org.sentTo', { count: job.total })}
      </span>
    );
  if (job.state === 'undone')
    return <Message severity="error" text={t('org.sendUndone', { reason: job.reason ?? '' })} />;
  return (
    <div className="surveys-progress">
      <span role="status">
        {t(job.kind === 'resend' ? 'org.resending' : 'org.sending', {
          done: n(job.done),
          total: n(job.total),
        })}
      </span>
      <ProgressBar value={job.percent} aria-label={t('org.progress')} />
    </div>
  );
};

type Follow = (surveyId: string, jobId: string) => void;

const SendButton = ({ s, follow }: { s: TOrgSurveyRow; follow: Follow }) => {
  const { t } = useTranslation('surveys');
  const send = useSendOrgSurvey();
  return (
    <Button
      type="button"
      label={t('org.send', { title: s.title })}
      loading={send.isPending}
      onClick={() =>
        send.mutate({ input: { id: s.id, version: s.version } }, { onSuccess: (r) => follow(s.id, r.job.id) })
      }
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
const ResendButton = ({ s, follow }: { s: TOrgSurveyRow; follow: Follow }) => {
  const { t } = useTranslation('surveys');
  const resend = useResendOrgSurvey();
  return (
    <Button
      type="button"
      label={t('org.resend', { title: s.title })}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(
          { input: { id: s.id, version: s.version } },
          { onSuccess: (r) => follow(s.id, r.job.id) },
        )
      }
    />
  );
};

/** spec §2 `/app/annual/organizational`: the company's organisational surveys, per period. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const surveys = useOrgSurveys();
  const list = surveys.data?.list ?? [];
  // the jobs started here, by survey; a send under way when the page opened is on its row
  const [followed, setFollowed] = useState<Record<string, string>>({});
  const follow: Follow = (surveyId, jobId) => setFollowed((was) => ({ ...was, [surveyId]: jobId }));
  // a send found running keeps its row's outcome shown once it has finished
  useEffect(() => {
    const running = list.filter((s) => s.sending && followed[s.id] !== s.sending.id);
    if (running.length)
      setFollowed((was) => ({ ...was, ...Object.fromEntries(running.map((s) => [s.id, s.sending!.id])) }));
  }, [list, followed]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = useOrgSurvey(editingId);
  return (
    <div className="surveys-page">
      <h1>{t('org.heading')}</h1>
      <p>{t('org.intro')}</p>
      <section aria-labelledby="org-list">
        <h2 id="org-list">{t('org.heading')}</h2>
        {surveys.isSuccess && list.length === 0 ? <Message severity="info" text={t('org.empty')} /> : null}
        {list.length ? (
          <ScrollTable className="surveys-table" aria-label={t('org.heading')}>
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
              {list.map((s) => {
                const jobId = s.sending?.id ?? followed[s.id];
                return (
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
                      {s.sending ? null : s.sentAt || s.status === 'Closed' ? (
                        <>
                          <Link to={`/app/annual/organizational/heat-map/${s.id}`}>
                            {t('org.heatMap', { title: s.title })}
                          </Link>
                          {s.sentAt && s.status === 'Open' && s.answered < s.recipientCount ? (
                            <ResendButton s={s} follow={follow} />
                          ) : null}
                        </>
                      ) : (
                        <>
                          <SendButton s={s} follow={follow} />
                          <Button
                            type="button"
                            outlined
                            label={t('org.edit', { title: s.title })}
                            onClick={() => setEditingId(s.id)}
                          />
                          <DeleteButton s={s} />
                        </>
                      )}
                      {jobId ? <SendProgress key={jobId} jobId={jobId} /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        ) : null}
      </section>
      {editingId && editing.data ? (
        <OrgSurveyForm
          key={`${editing.data.item.id}-${editing.data.item.version}`}
          survey={editing.data.item}
          onDone={() => setEditingId(null)}
        />
      ) : (
        <OrgSurveyForm key="new" onDone={() => undefined} />
      )}
    </div>
  );
};
