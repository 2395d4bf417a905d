import type { TCompanyAssessment } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { annualPlanOptions, bandsFromList, ScoreBadge, useBands, useChosenAnnualPlan } from '../../scorecard';
import { COMPANY_ASSESSMENT_PATHS, useAddCompanyAssessment, useCompanyAssessments } from './api';
import './company.css';

interface QuarterRow {
  quarter: number;
  label: string;
  scorecardCount: number;
  windowOpen: boolean;
  assessment: TCompanyAssessment | null;
}

export const StatusOf = ({ status }: { status: TCompanyAssessment['status'] }) => {
  const { t } = useTranslation('companyAssessment');
  return (
    <Tag
      value={status === 'Complete' ? t('statusComplete') : t('statusDraft')}
      severity={status === 'Complete' ? 'success' : 'secondary'}
    />
  );
};

/**
 * spec §2 /app/performance/company-assessments?annualPlanId=…: the quarters of an annual plan,
 * each with its company assessment (final score in its band's colour, status, contribution) or
 * the button that assesses it. Performance Management administrators (others are refused: 403).
 */
export const Component = () => {
  const { t } = useTranslation('companyAssessment');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const data = useCompanyAssessments(chosen?.id);
  const bands = bandsFromList(useBands('strategic', chosen?.strategicPlanId).data?.list);
  const add = useAddCompanyAssessment();

  const rows: QuarterRow[] = (data.data?.quarters ?? []).map((q) => ({
    ...q,
    assessment: data.data?.list.find((a) => a.quarter === q.quarter) ?? null,
  }));
  const score = (r: QuarterRow) =>
    r.assessment ? (
      <ScoreBadge
        score={r.assessment.finalScore}
        colour={r.assessment.finalColorValue}
        bands={bands}
        label={t('final')}
      />
    ) : (
      <span className="muted">{t('none')}</span>
    );
  const action = (r: QuarterRow) => {
    if (r.assessment)
      return (
        <Link
          className="p-button p-button-sm p-button-outlined"
          to={COMPANY_ASSESSMENT_PATHS.edit(r.assessment.id)}
          aria-label={t('openAria', { quarter: r.label })}
        >
          {t('open')}
        </Link>
      );
    if (r.scorecardCount === 0) return <span className="muted">{t('noScorecard')}</span>;
    return (
      <span className="company-assessment-actions">
        <Button
          type="button"
          size="small"
          label={t('add', { quarter: r.label })}
          aria-label={t('addAria', { quarter: r.label })}
          loading={add.isPending && add.variables?.input.quarter === r.quarter}
          disabled={add.isPending || !chosen}
          onClick={() =>
            chosen &&
            add.mutate(
              { input: { annualPlanId: chosen.id, quarter: r.quarter } },
              {
                onSuccess: ({ assessment }) => {
                  notify({ severity: 'success', summary: t('added', { quarter: r.label }) });
                  void navigate(COMPANY_ASSESSMENT_PATHS.edit(assessment.id));
                },
              },
            )
          }
        />
        {r.windowOpen ? null : <span className="muted">{t('windowShut')}</span>}
      </span>
    );
  };

  const body = annualPlans.isPending ? (
    <Loading />
  ) : !chosen ? (
    <div className="card">
      <EmptyState title={t('noPlans')} text={t('noPlansText')} />
    </div>
  ) : data.isPending ? (
    <Loading />
  ) : data.isError ? (
    <div className="card">
      <EmptyState
        icon="pi pi-exclamation-circle"
        title={t('loadFailed')}
        text={data.error.message}
        action={
          <Button
            type="button"
            icon="pi pi-refresh"
            label={ts('common.retry')}
            outlined
            onClick={() => void data.refetch()}
          />
        }
      />
    </div>
  ) : (
    <div className="card">
      <DataTable value={rows} dataKey="quarter" pt={namedTable(t('tableLabel'))}>
        <Column field="label" header={t('quarter')} />
        <Column field="scorecardCount" header={t('scorecards')} />
        <Column header={t('final')} body={score} />
        <Column
          header={t('computed')}
          body={(r: QuarterRow) => (r.assessment ? r.assessment.computedScore : '—')}
        />
        <Column header={t('adjusted')} body={(r: QuarterRow) => r.assessment?.adjustedScore ?? '—'} />
        <Column
          header={t('contribution')}
          body={(r: QuarterRow) => (r.assessment ? r.assessment.contribution : '—')}
        />
        <Column
          header={t('status')}
          body={(r: QuarterRow) => (r.assessment ? <StatusOf status={r.assessment.status} /> : null)}
        />
        <Column header={ts('table.actions')} body={action} />
      </DataTable>
    </div>
  );

  return (
    <section className="company-assessments">
      <PageHeader title={ts('nav.companyAssessments')}>
        <p className="muted">{t('intro', { weight: String(data.data?.contributionWeight ?? 0) })}</p>
      </PageHeader>
      <div className="card">
        <RecordSelect
          label={t('annualPlan')}
          value={chosen?.id}
          options={annualPlanOptions(annualPlans.data?.list)}
          onChange={choose}
        />
      </div>
      {body}
    </section>
  );
};
