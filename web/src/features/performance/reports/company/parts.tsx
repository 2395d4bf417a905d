import type { TEmployeePicture, TExportCompanyReportRequest, TScoreCell } from '@stratum/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { LoadFailed } from '../../../../components/load-failed';
import { Loading } from '../../../../components/loading';
import { PageHeader } from '../../../../components/page-header';
import { RecordSelect } from '../../../../components/record-select';
import {
  annualPlanOptions,
  ExportFileButtons,
  Panel,
  ScoreBadge,
  useChosenAnnualPlan,
} from '../../../scorecard';
import { useExportCompanyReport } from './api';
import './company-reports.css';
import { ScrollTable } from '../../../../components/scroll-table';

/** A score on its band's colour; a dash when there is none yet. */
export const Score = ({ cell }: { cell: TScoreCell }) =>
  cell.score === null ? (
    <span className="muted">–</span>
  ) : (
    <ScoreBadge score={cell.score} colour={cell.colorValue} />
  );

/** Excel and PDF buttons of a company report (`export-company`), and the link to the last file. */
export const CompanyExport = ({
  input,
  disabled,
}: {
  input: Omit<TExportCompanyReportRequest, 'format'> | null;
  disabled: boolean;
}) => <ExportFileButtons exporter={useExportCompanyReport()} input={input} disabled={disabled} />;

/** The employees' quarter(s): records, average final score, agreements agreed, assessments complete. */
export const EmployeesTable = ({
  labels,
  pictures,
}: {
  labels: readonly string[];
  pictures: readonly TEmployeePicture[];
}) => {
  const { t } = useTranslation('companyReports');
  return (
    <Panel title={t('employees.title')} text={t('employees.text')}>
      <ScrollTable className="company-report-table" aria-label={t('employees.title')}>
        <thead>
          <tr>
            <th scope="col">{t('table.quarter')}</th>
            <th scope="col">{t('employees.records')}</th>
            <th scope="col">{t('employees.average')}</th>
            <th scope="col">{t('employees.agreed')}</th>
            <th scope="col">{t('employees.complete')}</th>
          </tr>
        </thead>
        <tbody>
          {pictures.map((p, i) => (
            <tr key={labels[i]}>
              <th scope="row">{labels[i]}</th>
              <td className="report-num">{p.records}</td>
              <td className="report-num">
                <Score cell={{ score: p.averageScore, colorValue: p.averageColorValue }} />
              </td>
              <td className="report-num">{`${p.agreedPercent}%`}</td>
              <td className="report-num">{`${p.completePercent}%`}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Panel>
  );
};

/**
 * The frame of a company report: title, intro, export buttons, the annual plan choice
 * (`?annualPlanId=`) and the page's other selections; the body once a plan is chosen.
 */
export const CompanyReportFrame = ({
  title,
  intro,
  exportInput,
  query,
  selects,
  children,
}: {
  title: string;
  intro: string;
  exportInput: ((annualPlanId: string) => Omit<TExportCompanyReportRequest, 'format'>) | null;
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown; data: unknown };
  selects?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation('companyReports');
  const { annualPlans, chosen: annualPlan, choose } = useChosenAnnualPlan();
  const body = () => {
    if (annualPlans.isPending) return <Loading />;
    if (annualPlans.isError)
      return <LoadFailed text={annualPlans.error.message} onRetry={() => void annualPlans.refetch()} />;
    if (!annualPlan) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.annualPlans')} />;
    if (query.isPending) return <Loading />;
    if (query.isError && query.error)
      return <LoadFailed text={query.error.message} onRetry={() => void query.refetch()} />;
    return children;
  };
  return (
    <section>
      <PageHeader
        title={title}
        actions={
          <CompanyExport
            input={annualPlan && exportInput ? exportInput(annualPlan.id) : null}
            disabled={!query.data}
          />
        }
      >
        <p className="muted">{intro}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect
          label={t('select.annualPlan')}
          value={annualPlan?.id}
          options={annualPlanOptions(annualPlans.data?.list)}
          onChange={choose}
        />
        {selects}
      </div>
      {body()}
    </section>
  );
};

/** The chosen annual plan's id (the frame keeps it in the URL). */
export const useAnnualPlanId = (): string | undefined => useChosenAnnualPlan().chosen?.id;
