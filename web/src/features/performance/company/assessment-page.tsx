import { ApiError, type TCompanyAssessment, type TScorecardDetail } from '@stratum/contracts';
import { formatDate, formatNumber } from '../../../lib/format';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { ConflictNotice } from '../../../components/conflict-notice';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { namedTable } from '../../../components/table-name';
import { isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { bandsFromList, ScoreBadge, useBands } from '../../scorecard';
import { CorporateAgreementPanel } from './agreement-status';
import {
  COMPANY_ASSESSMENT_PATHS,
  useCompanyAssessment,
  useDeleteCompanyAssessment,
  useUpdateCompanyAssessment,
} from './api';
import { StatusOf } from './assessments-page';
import './company.css';

type Kpi = TScorecardDetail['kpiList'][number];

/** The quarter's scorecard, scored now, read-only: each KPI's target, actual, percent, score and weight. */
const ScoredScorecard = ({ scorecard, quarter }: { scorecard: TScorecardDetail; quarter: number }) => {
  const { t } = useTranslation('companyAssessment');
  const bands = bandsFromList(useBands('strategic', scorecard.planId).data?.list);
  const n = (quarter + 1) as 1 | 2 | 3 | 4;
  const fig = (v: number | null) => (v === null ? '—' : formatNumber(v));
  return (
    <div className="card">
      <h3>
        {scorecard.name}{' '}
        <ScoreBadge
          score={scorecard.total}
          colour={scorecard.colorValue}
          bands={bands}
          label={t('scorecardTotal', { name: scorecard.name })}
        />
      </h3>
      <CorporateAgreementPanel scorecardId={scorecard.id} />
      <DataTable
        value={scorecard.kpiList}
        dataKey="id"
        pt={namedTable(t('kpiTableLabel', { name: scorecard.name }))}
      >
        <Column field="name" header={t('kpi')} />
        <Column header={t('weight')} body={(k: Kpi) => fig(k.weight)} />
        <Column header={t('target')} body={(k: Kpi) => fig(k[`periodicTarget${n}`] ?? k.target)} />
        <Column header={t('actual')} body={(k: Kpi) => fig(k[`actual${n}`])} />
        <Column
          header={t('percent')}
          body={(k: Kpi) => (k.percent === null ? '—' : `${formatNumber(k.percent)}%`)}
        />
        <Column
          header={t('score')}
          body={(k: Kpi) => <ScoreBadge score={k.score} colour={k.colorValue} bands={bands} />}
        />
        <Column header={t('weighted')} body={(k: Kpi) => formatNumber(k.weightedScore)} />
      </DataTable>
    </div>
  );
};

/** The adjusted score as typed: '' is none (null), else a number 0..6 with at most two decimals. */
const adjustedOf = (text: string): { ok: true; value: number | null } | { ok: false } => {
  const v = text.trim();
  if (v === '') return { ok: true, value: null };
  const n = Number(v.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0 || n > 6 || Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
    return { ok: false };
  return { ok: true, value: n };
};

const Editor = ({
  assessment,
  windowOpen,
  onReload,
}: {
  assessment: TCompanyAssessment;
  windowOpen: boolean;
  onReload: () => void;
}) => {
  const { t } = useTranslation('companyAssessment');
  const id = useId();
  const navigate = useNavigate();
  const [adjusted, setAdjusted] = useState(
    assessment.adjustedScore === null ? '' : String(assessment.adjustedScore),
  );
  const [comments, setComments] = useState(assessment.comments);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const update = useUpdateCompanyAssessment();
  const remove = useDeleteCompanyAssessment();
  const [confirm, confirmDialog] = useConfirm();
  const complete = assessment.status === 'Complete';

  const failed = (e: unknown) => {
    if (isStaleVersion(e) && !(e instanceof ApiError && e.message === 'Period is closed')) setStale(true);
    else setProblem(e instanceof ApiError ? e.message : String(e));
  };
  const save = (status?: 'Draft' | 'Complete') => {
    setProblem(null);
    const input: Parameters<typeof update.mutate>[0]['input'] = {
      id: assessment.id,
      version: assessment.version,
    };
    if (!complete) {
      const a = adjustedOf(adjusted);
      if (!a.ok) {
        setProblem(`${t('adjusted')}: ${t('adjustedHelp')}`);
        return;
      }
      input.adjustedScore = a.value;
      input.comments = comments;
    }
    if (status) input.status = status;
    update.mutate(
      { input },
      {
        onSuccess: () =>
          notify({
            severity: 'success',
            summary: status === 'Complete' ? t('completed') : status === 'Draft' ? t('reopened') : t('saved'),
          }),
        onError: failed,
      },
    );
  };
  const del = async () => {
    if (!(await confirm({ message: t('deleteConfirm', { quarter: assessment.quarterLabel }) }))) return;
    remove.mutate(
      { input: { id: assessment.id, version: assessment.version } },
      {
        onSuccess: () => {
          notify({ severity: 'success', summary: t('deleted') });
          void navigate(`${COMPANY_ASSESSMENT_PATHS.list}?annualPlanId=${assessment.annualPlanId}`);
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="card">
      {confirmDialog}
      {stale ? <ConflictNotice text={t('stale')} onReload={async () => onReload()} /> : null}
      {windowOpen ? null : <p className="muted">{t('windowClosedNote')}</p>}
      {complete ? (
        <>
          <p>{t('frozen')}</p>
          {assessment.comments ? (
            <div
              className="company-assessment-comments"
              // sanitised by the server (sanitize-html, as employee-review notes)
              dangerouslySetInnerHTML={{ __html: assessment.comments }}
            />
          ) : null}
        </>
      ) : (
        <form
          className="company-assessment-form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-adjusted`}>{t('adjusted')}</label>
            <InputText
              id={`${id}-adjusted`}
              name="adjustedScore"
              inputMode="decimal"
              value={adjusted}
              aria-describedby={`${id}-adjusted-help`}
              onChange={(e) => setAdjusted(e.target.value)}
            />
            <small id={`${id}-adjusted-help`} className="muted">
              {t('adjustedHelp')}
            </small>
          </div>
          <RichTextEditor
            label={t('comments')}
            help={t('commentsHelp')}
            value={comments}
            onChange={setComments}
          />
          <div className="company-assessment-actions">
            <Button
              type="submit"
              label={t('save')}
              loading={update.isPending && !update.variables?.input.status}
            />
          </div>
        </form>
      )}
      {problem ? (
        <p className="p-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="company-assessment-actions">
        {complete ? (
          <Button
            type="button"
            label={t('reopen')}
            outlined
            onClick={() => save('Draft')}
            loading={update.isPending}
          />
        ) : (
          <>
            <Button
              type="button"
              label={t('complete')}
              severity="success"
              onClick={() => save('Complete')}
              loading={update.isPending && update.variables?.input.status === 'Complete'}
            />
            <Button
              type="button"
              label={t('delete')}
              severity="danger"
              outlined
              onClick={() => void del()}
              loading={remove.isPending}
            />
          </>
        )}
      </div>
    </div>
  );
};

/**
 * spec §2 /app/performance/company-assessments/edit/:id: one quarter's company assessment — its
 * computed, adjusted and final scores in the band colours, the contribution, the quarter's
 * scorecard scored now (read-only, with its corporate agreement status), the adjusted score and
 * comments of a Draft, complete / reopen, delete.
 */
export const Component = () => {
  const { t } = useTranslation('companyAssessment');
  const { t: ts } = useTranslation();
  const { id = '' } = useParams();
  const data = useCompanyAssessment(id);
  const first = data.data?.scorecards[0];
  const bands = bandsFromList(useBands('strategic', first?.planId).data?.list);
  const back = (
    <Link
      className="p-button p-button-text"
      to={`${COMPANY_ASSESSMENT_PATHS.list}${data.data ? `?annualPlanId=${data.data.assessment.annualPlanId}` : ''}`}
    >
      <i className="pi pi-arrow-left" aria-hidden="true" /> {t('back')}
    </Link>
  );
  if (data.isPending) return <Loading />;
  if (data.isError)
    return (
      <section className="company-assessment">
        <PageHeader title={ts('nav.companyAssessments')} />
        <div className="card">
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={t('notFound')}
            text={data.error.message}
            action={back}
          />
        </div>
      </section>
    );
  const { assessment: a, scorecards, currentScore, windowOpen } = data.data;
  const changed = a.status === 'Draft' && currentScore !== null && currentScore !== a.computedScore;
  return (
    <section className="company-assessment">
      <PageHeader title={t('title', { quarter: a.quarterLabel })} actions={back} />
      <div className="card">
        <dl className="score-facts" aria-live="polite">
          <div>
            <dt>{t('computed')}</dt>
            <dd>
              <ScoreBadge score={a.computedScore} colour={a.computedColorValue} bands={bands} />
            </dd>
          </div>
          <div>
            <dt>{t('adjusted')}</dt>
            <dd>{a.adjustedScore === null ? '—' : formatNumber(a.adjustedScore)}</dd>
          </div>
          <div>
            <dt>{t('final')}</dt>
            <dd>
              <ScoreBadge score={a.finalScore} colour={a.finalColorValue} bands={bands} />
            </dd>
          </div>
          <div>
            <dt>{t('contribution')}</dt>
            <dd>
              {t('contributionOf', {
                score: formatNumber(a.finalScore),
                weight: formatNumber(a.contributionWeight),
                value: formatNumber(a.contribution),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>
              <StatusOf status={a.status} />
            </dd>
          </div>
          <div>
            <dt>{a.completedAt ? t('completedBy') : t('assessedBy')}</dt>
            <dd>
              {a.completedAt
                ? `${a.completedByName ?? ''}, ${formatDate(a.completedAt)}`
                : `${a.assessedByName}, ${formatDate(a.assessedAt)}`}
            </dd>
          </div>
        </dl>
        {changed ? (
          <p className="muted">
            {t('rescoreNote', { current: formatNumber(currentScore), saved: formatNumber(a.computedScore) })}
          </p>
        ) : null}
      </div>
      <Editor key={a.version} assessment={a} windowOpen={windowOpen} onReload={() => void data.refetch()} />
      <h2>{t('scoredKpis')}</h2>
      {scorecards.map((s) => (
        <ScoredScorecard key={s.id} scorecard={s} quarter={a.quarter} />
      ))}
    </section>
  );
};
