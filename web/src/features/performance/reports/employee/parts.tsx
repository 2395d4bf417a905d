import type { TExportEmployeeReportRequest } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/PageHeader';
import { Loading } from '../../../../components/Loading';
import { Failed, Nothing } from '../../../planning/reports/report-parts';
import { annualPlanOptions, RecordSelect, useChosenAnnualPlan } from '../../../planning/shared';
import '../../../planning/reports/reports.css';
import { useExportEmployeeReport } from './api';

/** Excel and PDF buttons of an employee report (`export-employee`), and the link to the last file. */
export const EmployeeExport = ({ input }: { input: Omit<TExportEmployeeReportRequest, 'format'> | null }) => {
  const { t } = useTranslation('reports');
  const exporter = useExportEmployeeReport();
  const [last, setLast] = useState<{ url: string; filename: string } | null>(null);
  const run = async (format: 'xlsx' | 'pdf') => {
    if (!input) return;
    setLast(null);
    const file = await exporter.mutateAsync({ input: { ...input, format } });
    setLast({ url: file.url, filename: file.filename });
    if (format === 'xlsx') window.location.assign(file.url);
    else window.open(file.url, '_blank', 'noopener');
  };
  const busy = exporter.isPending ? exporter.variables?.input.format : undefined;
  return (
    <div className="report-export">
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file-pdf'}
          label={t(`export.${format}`)}
          outlined
          loading={busy === format}
          disabled={!input || exporter.isPending}
          onClick={() => void run(format).catch(() => undefined)}
        />
      ))}
      {last ? (
        <a className="report-export-link" href={last.url} target="_blank" rel="noopener noreferrer">
          {t('export.open', { filename: last.filename })}
        </a>
      ) : null}
    </div>
  );
};

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
      return <Failed error={annualPlans.error} onRetry={() => void annualPlans.refetch()} />;
    if (!annualPlan) return <Nothing title={t('empty.annualPlans')} />;
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
