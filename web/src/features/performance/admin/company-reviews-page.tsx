import type { TCompanyAssessment } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { annualPlanOptions, bandsFromList, ScoreBadge, useBands, useChosenAnnualPlan } from '../../scorecard';
import { COMPANY_ASSESSMENT_PATHS, useCompanyAssessments } from '../company/api';
import { usePerformanceAdmin } from '../scorecards/api';
import './admin.css';

interface Row {
  quarter: number;
  label: string;
  scorecardCount: number;
  assessment: TCompanyAssessment | null;
}

/**
 * spec §2 /app/performance/company-reviews: the company's reviews of itself — the company
 * assessment of each quarter of the chosen annual plan (Draft or Complete, computed, adjusted and
 * final score in band colours, contribution, who assessed and completed it), each opening its
 * assessment. Reads company-assessment `all` (Performance Management administrators).
 */
export const Component = () => {
  const { t } = useTranslation('performanceReports');
  const { t: ts } = useTranslation();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const { admin, known } = usePerformanceAdmin();
  const allowed = known && admin;
  const data = useCompanyAssessments(allowed ? chosen?.id : undefined);
  const bands = bandsFromList(useBands('strategic', chosen?.strategicPlanId).data?.list);
  const rows: Row[] = (data.data?.quarters ?? []).map((q) => ({
    quarter: q.quarter,
    label: q.label,
    scorecardCount: q.scorecardCount,
    assessment: data.data?.list.find((a) => a.quarter === q.quarter) ?? null,
  }));
  const score = (value: number | null | undefined, colour: string | null | undefined) =>
    value === null || value === undefined ? (
      '—'
    ) : (
      <ScoreBadge score={value} colour={colour ?? null} bands={bands} />
    );

  const body = () => {
    if (annualPlans.isPending || !known) return <Loading />;
    if (!admin) return <EmptyState card icon="pi pi-lock" title={t('admin.adminOnly')} />;
    if (!chosen) return <EmptyState card icon="pi pi-building" title={t('empty.annualPlans')} />;
    if (data.isPending) return <Loading />;
    if (data.isError) return <LoadFailed text={data.error.message} onRetry={() => void data.refetch()} />;
    const label = t('admin.companyTable', { plan: chosen.label });
    return (
      <div className="card">
        <DataTable value={rows} dataKey="quarter" size="small" stripedRows scrollable pt={namedTable(label)}>
          <Column field="label" header={t('select.quarter')} />
          <Column
            header={t('table.status')}
            body={(r: Row) =>
              r.assessment ? (
                <Tag
                  value={r.assessment.status === 'Complete' ? t('admin.complete') : t('admin.draft')}
                  severity={r.assessment.status === 'Complete' ? 'success' : 'secondary'}
                />
              ) : (
                <span className="muted">
                  {r.scorecardCount === 0 ? t('admin.noScorecard') : t('admin.notAssessed')}
                </span>
              )
            }
          />
          <Column
            header={t('admin.computedScore')}
            body={(r: Row) => score(r.assessment?.computedScore, r.assessment?.computedColorValue)}
          />
          <Column
            header={t('table.adjustedScore')}
            body={(r: Row) => score(r.assessment?.adjustedScore, null)}
          />
          <Column
            header={t('admin.finalScore')}
            body={(r: Row) => score(r.assessment?.finalScore, r.assessment?.finalColorValue)}
          />
          <Column
            header={t('admin.contribution')}
            body={(r: Row) =>
              r.assessment ? `${r.assessment.contribution} (${r.assessment.contributionWeight}%)` : '—'
            }
          />
          <Column
            header={t('admin.assessedBy')}
            body={(r: Row) =>
              r.assessment ? `${r.assessment.assessedByName}, ${formatDate(r.assessment.assessedAt)}` : '—'
            }
          />
          <Column
            header={t('admin.completedBy')}
            body={(r: Row) =>
              r.assessment?.completedAt
                ? `${r.assessment.completedByName ?? ''}, ${formatDate(r.assessment.completedAt)}`
                : '—'
            }
          />
          <Column
            header={ts('table.actions')}
            body={(r: Row) =>
              r.assessment ? (
                <Link
                  className="p-button p-button-sm p-button-outlined"
                  to={COMPANY_ASSESSMENT_PATHS.edit(r.assessment.id)}
                  aria-label={t('admin.openAssessment', { quarter: r.label })}
                >
                  {t('admin.open')}
                </Link>
              ) : (
                <Link className="p-button p-button-sm p-button-text" to={COMPANY_ASSESSMENT_PATHS.list}>
                  {ts('nav.companyAssessments')}
                </Link>
              )
            }
          />
        </DataTable>
      </div>
    );
  };

  return (
    <section>
      <PageHeader title={ts('nav.allCompanyReviews')}>
        <p className="muted">{t('admin.companyIntro')}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect
          label={t('select.annualPlan')}
          value={chosen?.id}
          options={annualPlanOptions(annualPlans.data?.list)}
          onChange={choose}
        />
      </div>
      {body()}
    </section>
  );
};
