import { RATER_GROUPS } from '@stratum/rules';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';
import {
  useActiveEmployees,
  useAddReviewers,
  useDeleteSurvey,
  useRemoveReviewer,
  useShareSurvey,
  useSurvey,
  useSurveyShareJob,
} from './api';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

type Group = (typeof RATER_GROUPS)[number];

/**
 * Where a share or resend job is (ARCHITECTURE §11, docs/surveys.md): "Sharing… 640 of 2,000"
 * while it runs, then how it ended. A job cut short is finished by the recovery step, and this
 * keeps reading it.
 */
const ShareProgress = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation('surveys');
  const job = useSurveyShareJob(jobId).data?.job;
  if (!job) return null;
  const n = (x: number) => x.toLocaleString(i18n.language);
  if (job.state === 'committed')
    return (
      <Message
        severity="success"
        text={t(job.kind === 'resend' ? 'detail.resentTo' : 'detail.sharedTo', { count: job.total })}
      />
    );
  if (job.state === 'undone')
    return <Message severity="error" text={t('detail.shareUndone', { reason: job.reason ?? '' })} />;
  return (
    <div className="surveys-progress">
      <span role="status">
        {t(job.kind === 'resend' ? 'detail.resending' : 'detail.sharing', {
          done: n(job.done),
          total: n(job.total),
        })}
      </span>
      <ProgressBar value={job.percent} aria-label={t('detail.shareProgress')} />
    </div>
  );
};

/**
 * spec §2 `/app/degree-360/update-survey/{id}` and `share-survey`: the survey's reviewers by
 * relationship, who has answered (never what), the Share and Resend buttons, and Delete while
 * nobody has answered (after that the feedback is kept and the survey is ended by its date).
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const survey = useSurvey(id);
  const employees = useActiveEmployees();
  const addReviewers = useAddReviewers();
  const remove = useRemoveReviewer();
  const share = useShareSurvey();
  const del = useDeleteSurvey();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const [relationship, setRelationship] = useState<Group>('peer');
  const [employeeId, setEmployeeId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [followed, setFollowed] = useState<string | null>(null);
  const s = survey.data?.item;
  if (!s) return null;
  // the share this screen asked for, or one running that a reload finds on the survey
  const jobId = followed ?? s.sharing?.id ?? null;
  const shareAs = (resend: boolean) =>
    share.mutate(
      { input: { id: s.id, version: s.version, ...(resend ? { resend } : {}) } },
      { onSuccess: (r) => setFollowed(r.job.id) },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reviewer =
      relationship === 'self'
        ? { relationship }
        : relationship === 'outside'
          ? { relationship, name, email }
          : { relationship, employeeId };
    addReviewers.mutate(
      { input: { id: s.id, version: s.version, reviewers: [reviewer] } },
      { onSuccess: () => (setEmployeeId(''), setName(''), setEmail('')) },
    );
  };

  const deleteSurvey = async () => {
    if (!(await confirm({ message: t('detail.deleteConfirm', { title: s.title }) }))) return;
    del.mutate(
      { input: { id: s.id, version: s.version } },
      { onSuccess: () => void navigate('/app/degree-360/surveys') },
    );
  };

  return (
    <div className="surveys-page">
      {confirmDialog}
      <h1>{s.title}</h1>
      <p>
        {s.subjectName} · {s.startDate} – {s.endDate} · {t(`status.${s.status}`)}
      </p>
      <Link to={`/app/degree-360/report/${s.id}`}>{t('detail.report')}</Link>
      <section aria-labelledby="survey-reviewers">
        <h2 id="survey-reviewers">{t('detail.reviewers')}</h2>
        <p>{t('detail.completion')}</p>
        {s.reviewers.length === 0 ? (
          <p>{t('detail.noReviewers')}</p>
        ) : (
          <ScrollTable className="surveys-table" aria-label={t('detail.reviewers')}>
            <thead>
              <tr>
                <th>{t('detail.relationship')}</th>
                <th>{t('detail.name')}</th>
                <th>{t('detail.email')}</th>
                <th>{t('detail.state')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {s.reviewers.map((r) => (
                <tr key={r.id}>
                  <td>{t(`groups.${r.relationship}`)}</td>
                  <td>{r.name}</td>
                  <td>{r.email}</td>
                  <td>{t(`detail.states.${r.state}`)}</td>
                  <td>
                    {r.state !== 'Answered' ? (
                      <Button
                        type="button"
                        text
                        icon="pi pi-times"
                        aria-label={t('detail.remove', { name: r.name })}
                        onClick={() =>
                          remove.mutate({ input: { id: s.id, version: s.version, reviewerId: r.id } })
                        }
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <div className="surveys-actions">
          <Button
            type="button"
            label={t('detail.share')}
            icon="pi pi-send"
            loading={share.isPending}
            disabled={!!s.sharing}
            onClick={() => shareAs(false)}
          />{' '}
          <Button
            type="button"
            outlined
            label={t('detail.resend')}
            disabled={!!s.sharing}
            onClick={() => shareAs(true)}
          />{' '}
          {s.answered === 0 ? (
            <Button
              type="button"
              outlined
              severity="danger"
              icon="pi pi-trash"
              label={t('detail.delete')}
              loading={del.isPending}
              onClick={() => void deleteSurvey()}
            />
          ) : null}
        </div>
        {s.answered > 0 ? <p>{t('detail.keptAnswered')}</p> : null}
        {jobId ? <ShareProgress key={jobId} jobId={jobId} /> : null}
        <form className="surveys-form" onSubmit={submit}>
          <label htmlFor="reviewer-relationship">{t('detail.relationship')}</label>
          <select
            id="reviewer-relationship"
            value={relationship}
            onChange={(e) => setRelationship(e.target.value as Group)}
          >
            {RATER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`groups.${g}`)}
              </option>
            ))}
          </select>
          {relationship === 'outside' ? (
            <>
              <label htmlFor="reviewer-name">{t('detail.name')}</label>
              <InputText id="reviewer-name" value={name} onChange={(e) => setName(e.target.value)} />
              <label htmlFor="reviewer-email">{t('detail.email')}</label>
              <InputText
                id="reviewer-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </>
          ) : relationship !== 'self' ? (
            <>
              <label htmlFor="reviewer-employee">{t('detail.employee')}</label>
              <select
                id="reviewer-employee"
                value={employeeId}
                onChange={(e) => setEmployeeId(e.target.value)}
              >
                <option value="">{t('add.choose')}</option>
                {(employees.data?.list ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.fullName}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <Button type="submit" label={t('detail.addReviewer')} loading={addReviewers.isPending} />
        </form>
      </section>
    </div>
  );
};
