import type { TReviewCycle } from '@stratum/contracts';
import { progressColour } from '@stratum/rules';
import { formatDate } from '../../../lib/format';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { annualPlanOptions, useChosenAnnualPlan } from '../../scorecard';
import { useReviewCycles } from './api';
import { usePerformanceAdmin } from '../scorecards/api';
import './admin.css';

const windowText = (start: string | null, end: string | null) =>
  start && end ? `${formatDate(start)} – ${formatDate(end)}` : '—';

const PHASE_SEVERITY = { Upcoming: 'info', Running: 'success', Ended: 'secondary' } as const;

/** Done of total as a bar in the spec's progress colours (§5), with the figures written out. */
const Done = ({
  done,
  total,
  percent,
  label,
}: {
  done: number;
  total: number;
  percent: number;
  label: string;
}) => (
  <div className="cycle-progress">
    <span>{`${done} / ${total} (${percent}%)`}</span>
    <ProgressBar
      value={percent}
      showValue={false}
      className={`progress-${progressColour(percent)}`}
      aria-label={label}
    />
  </div>
);

/**
 * spec §2 /app/performance/review-cycles (§1 "performance review cycles"): the chosen annual plan's
 * quarters with their dates and review windows, each with its phase and how far its agreements and
 * assessments have got. Performance Management administrators (others: 403, said in place).
 */
export const Component = () => {
  const { t } = useTranslation('performanceReports');
  const { t: ts } = useTranslation();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const { admin, known } = usePerformanceAdmin();
  const allowed = known && admin;
  const cycles = useReviewCycles(allowed ? chosen?.id : undefined);
  const body = () => {
    if (annualPlans.isPending || !known) return <Loading />;
    if (!admin) return <EmptyState card icon="pi pi-lock" title={t('admin.adminOnly')} />;
    if (!chosen) return <EmptyState card icon="pi pi-calendar" title={t('empty.annualPlans')} />;
    if (cycles.isPending) return <Loading />;
    if (cycles.isError)
      return <LoadFailed text={cycles.error.message} onRetry={() => void cycles.refetch()} />;
    const label = t('admin.cyclesTable', { plan: cycles.data.annualPlan.label });
    return (
      <div className="card">
        <DataTable value={cycles.data.list} dataKey="quarter" size="small" stripedRows pt={namedTable(label)}>
          <Column field="label" header={t('select.quarter')} />
          <Column header={t('admin.dates')} body={(c: TReviewCycle) => `${c.d_startDate} – ${c.d_endDate}`} />
          <Column
            header={t('admin.phase')}
            body={(c: TReviewCycle) => (
              <Tag value={t(`admin.phases.${c.phase}`)} severity={PHASE_SEVERITY[c.phase]} />
            )}
          />
          <Column
            header={t('admin.agreementWindow')}
            body={(c: TReviewCycle) => (
              <>
                {windowText(c.pmAgreementStartDate, c.pmAgreementEndDate)}{' '}
                {c.open.pmAgreement ? <Tag value={t('admin.windowOpen')} severity="success" /> : null}
              </>
            )}
          />
          <Column
            header={t('admin.assessmentWindow')}
            body={(c: TReviewCycle) => (
              <>
                {windowText(c.pmAssessmentStartDate, c.pmAssessmentEndDate)}{' '}
                {c.open.pmAssessment ? <Tag value={t('admin.windowOpen')} severity="success" /> : null}
              </>
            )}
          />
          <Column
            header={t('admin.agreed')}
            body={(c: TReviewCycle) => (
              <Done
                done={c.agreed}
                total={c.total}
                percent={c.agreedPercent}
                label={t('admin.agreedOf', { quarter: c.label, done: c.agreed, total: c.total })}
              />
            )}
          />
          <Column
            header={t('admin.assessed')}
            body={(c: TReviewCycle) => (
              <Done
                done={c.assessed}
                total={c.total}
                percent={c.assessedPercent}
                label={t('admin.assessedOf', { quarter: c.label, done: c.assessed, total: c.total })}
              />
            )}
          />
          <Column field="reviewComplete" header={t('table.reviewComplete')} className="report-num" />
        </DataTable>
      </div>
    );
  };
  return (
    <section>
      <PageHeader title={ts('nav.reviewCycles')}>
        <p className="muted">{t('admin.cyclesIntro')}</p>
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
