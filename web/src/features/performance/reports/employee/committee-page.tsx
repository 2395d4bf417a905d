import { NO_COMMITTEE_MESSAGE } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { LoadFailed } from '../../../../components/load-failed';
import { Loading } from '../../../../components/loading';
import { PageHeader } from '../../../../components/page-header';
import { useMyCompany } from '../../../../lib/my-company';
import { RecordSelect } from '../../../../components/record-select';
import { CountTable, RowsTable, useQuarter, useUnitFilter } from '../report-page';
import { defined, useCommitteeReport } from './api';
import { EmployeeReportFrame } from './parts';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

const Body = ({
  kind,
  input,
}: {
  kind: 'agreements' | 'assessments';
  input: NonNullable<Parameters<typeof useCommitteeReport>[1]>;
}) => {
  const { t } = useTranslation('performanceReports');
  const { t: te } = useTranslation('employeeReports');
  const report = useCommitteeReport(kind, input);
  if (report.isPending) return <Loading />;
  if (report.isError) {
    return report.error.message === NO_COMMITTEE_MESSAGE ? (
      <EmptyState card icon="pi pi-chart-bar" title={te('empty.committee')} text={te('main.committeeOff')} />
    ) : (
      <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />
    );
  }
  const r = report.data.report;
  if (r.total === 0)
    return (
      <EmptyState card icon="pi pi-chart-bar" title={t('empty.records')} text={t('empty.recordsText')} />
    );
  return (
    <div className="report-body" aria-busy={report.isPlaceholderData}>
      {kind === 'agreements' ? (
        <CountTable title={t('counts.agreement')} counts={r.byStatus} total={r.total} />
      ) : (
        <div className="report-charts">
          <CountTable title={t('counts.assessment')} counts={r.byStatus} total={r.total} />
          <CountTable title={t('counts.qa')} counts={r.byQaStatus} total={r.total} />
        </div>
      )}
      <RowsTable report={r} />
    </div>
  );
};

/**
 * The committee's performance agreement or assessment report (spec §2 "for the committee"): the
 * quarter reports' figures and parts, over the people the performance committee reviews.
 */
export const CommitteeReportPage = ({ kind }: { kind: 'agreements' | 'assessments' }) => {
  const { t } = useTranslation('employeeReports');
  const { t: ts } = useTranslation();
  const [quarter, setQuarter] = useQuarter();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const filters = defined({ businessUnitId, departmentId });
  const company = useMyCompany();
  const title = ts(kind === 'agreements' ? 'nav.committeeAgreementReport' : 'nav.committeeAssessmentReport');
  if (company.isPending) return <Loading />;
  // Without a committee there is nothing to ask the server for, and nothing to export: the page
  // says so instead of making a call it knows will be refused.
  if (company.data?.company.performanceCommitteeFunction !== 'Yes') {
    return (
      <section>
        <PageHeader title={title} />
        <EmptyState card icon="pi pi-chart-bar" title={t('empty.committee')} text={t('main.committeeOff')} />
      </section>
    );
  }
  return (
    <EmployeeReportFrame
      title={title}
      intro={t(kind === 'agreements' ? 'intro.committeeAgreements' : 'intro.committeeAssessments')}
      exportInput={(annualPlanId) => ({
        report: kind === 'agreements' ? 'committee-agreements' : 'committee-assessments',
        annualPlanId,
        quarter,
        ...filters,
      })}
      selects={
        <>
          <RecordSelect
            label={t('select.quarter')}
            value={QUARTERS[quarter]}
            options={QUARTERS.map((q) => ({ value: q, label: q }))}
            onChange={(q) => setQuarter(QUARTERS.indexOf(q as (typeof QUARTERS)[number]))}
          />
          {selects}
        </>
      }
    >
      {(annualPlanId) => <Body kind={kind} input={{ annualPlanId, quarter, ...filters }} />}
    </EmployeeReportFrame>
  );
};
