import type { TExportEmployeeReportRequest } from '@stratum/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { LoadFailed } from '../../../../components/load-failed';
import { Loading } from '../../../../components/loading';
import { PageHeader } from '../../../../components/page-header';
import { RecordSelect } from '../../../../components/record-select';
import { annualPlanOptions, ExportFileButtons, useChosenAnnualPlan } from '../../../scorecard';
import { useExportEmployeeReport } from './api';

/** Excel and PDF buttons of an employee report (`export-employee`), and the link to the last file. */
export const EmployeeExport = ({ input }: { input: Omit<TExportEmployeeReportRequest, 'format'> | null }) => (
  <ExportFileButtons exporter={useExportEmployeeReport()} input={input} />
);

/**
 * The frame of an employee report: title, intro, export buttons, the annual plan choice
 * (`?annualPlanId=`) and the page's other selections; the body once a plan is chosen.
 */
export const EmployeeReportFrame = ({
  title,
  intro,
  exportInput,
  selects,
  children,
}: {
  title: string;
  intro: string;
  exportInput: (annualPlanId: string) => Omit<TExportEmployeeReportRequest, 'format'>;
  selects: ReactNode;
  children: (annualPlanId: string) => ReactNode;
}) => {
  const { t } = useTranslation('performanceReports');
  const { annualPlans, chosen: annualPlan, choose } = useChosenAnnualPlan();
  const body = () => {
    if (annualPlans.isPending) return <Loading />;
    if (annualPlans.isError)
      return <LoadFailed text={annualPlans.error.message} onRetry={() => void annualPlans.refetch()} />;
    if (!annualPlan) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.annualPlans')} />;
    return children(annualPlan.id);
  };
  return (
    <section>
      <PageHeader
        title={title}
        actions={<EmployeeExport input={annualPlan ? exportInput(annualPlan.id) : null} />}
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
