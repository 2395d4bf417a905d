import type { TCeoKpiRow, TCeoPerformanceReport, TCeoQuarter } from '@stratum/contracts';
import { formatNumber } from '../../../../lib/format';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useCallback, useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namedTable } from '../../../../components/table-name';
import { useUrlParam } from '../../../../lib/use-url-param';
import { EmployeePickerField } from '../../../organisation';
import { Panel, percentText, ScoreBadge } from '../../../scorecard';
import { useCeoPerformanceReport } from './api';
import { CompanyReportFrame, Score, useAnnualPlanId } from './parts';
import { ScrollTable } from '../../../../components/scroll-table';

const figure = (v: number | null) => (v === null ? '' : formatNumber(v));
const scoreOf = (value: number | null | undefined, colour: string | null | undefined) => (
  <Score cell={{ score: value ?? null, colorValue: colour ?? null }} />
);

/** The employee picker (`?employeeId=`; empty = the chief executive). */
const EmployeeChoice = ({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) => {
  const { t } = useTranslation('companyReports');
  const form = useForm<{ employeeId: string | null }>({ defaultValues: { employeeId: value } });
  const chosen = form.watch('employeeId');
  useEffect(() => {
    if ((chosen || null) !== value) onChange(chosen || null);
  }, [chosen, value, onChange]);
  return (
    <FormProvider {...form}>
      <div className="report-employee-choice">
        <EmployeePickerField
          name="employeeId"
          label={t('select.employee')}
          hint={t('select.employeeHint')}
          status={null}
        />
      </div>
    </FormProvider>
  );
};

const QuartersTable = ({ report: r }: { report: TCeoPerformanceReport }) => {
  const { t } = useTranslation('companyReports');
  return (
    <Panel title={t('ceo.quarters')}>
      <ScrollTable className="company-report-table" aria-label={t('ceo.quarters')}>
        <thead>
          <tr>
            <th scope="col">{t('table.quarter')}</th>
            <th scope="col">{t('ceo.agreement')}</th>
            <th scope="col">{t('ceo.assessment')}</th>
            <th scope="col">{t('ceo.qa')}</th>
            <th scope="col" className="report-num">
              {t('ceo.self')}
            </th>
            <th scope="col" className="report-num">
              {t('ceo.total')}
            </th>
            <th scope="col" className="report-num">
              {t('ceo.adjusted')}
            </th>
            <th scope="col" className="report-num">
              {t('ceo.final')}
            </th>
            <th scope="col" className="report-num">
              {t('ceo.company')}
            </th>
            <th scope="col" className="report-num">
              {t('ceo.companyAssessment')}
            </th>
          </tr>
        </thead>
        <tbody>
          {r.quarters.map((q: TCeoQuarter) => {
            const x = q.record;
            return (
              <tr key={q.quarter}>
                <th scope="row">{q.quarterLabel}</th>
                {x ? (
                  <>
                    <td>{x.agreementStatus}</td>
                    <td>{x.assessmentStatus}</td>
                    <td>{x.qaStatus}</td>
                    <td className="report-num">{scoreOf(x.selfScore, x.selfColorValue)}</td>
                    <td className="report-num">{scoreOf(x.totalScore, x.colorValue)}</td>
                    <td className="report-num">{scoreOf(x.adjustedTotal, x.adjustedColorValue)}</td>
                    <td className="report-num">{scoreOf(x.finalScore, x.finalColorValue)}</td>
                  </>
                ) : (
                  <td colSpan={7} className="muted">
                    {t('ceo.noRecord')}
                  </td>
                )}
                <td className="report-num">
                  <Score cell={q.company} />
                </td>
                <td className="report-num">
                  {q.companyAssessment
                    ? scoreOf(q.companyAssessment.finalScore, q.companyAssessment.colorValue)
                    : scoreOf(null, null)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </Panel>
  );
};

const KpiPanel = ({ quarter: q }: { quarter: TCeoQuarter }) => {
  const { t } = useTranslation('companyReports');
  const title = t('ceo.kpis', { quarter: q.quarterLabel, name: q.scorecardName ?? '' });
  return (
    <Panel title={title}>
      <DataTable value={q.kpis} dataKey="kpiId" size="small" stripedRows pt={namedTable(title)}>
        <Column field="name" header={t('table.kpi')} />
        <Column field="kpaName" header={t('table.kpa')} />
        <Column
          header={t('table.weight')}
          className="report-num"
          body={(k: TCeoKpiRow) => figure(k.weight)}
        />
        <Column
          header={t('table.target')}
          className="report-num"
          body={(k: TCeoKpiRow) => (k.target === null ? (k.manualTarget ?? '') : figure(k.target))}
        />
        <Column
          header={t('table.actual')}
          className="report-num"
          body={(k: TCeoKpiRow) => figure(k.actual)}
        />
        <Column
          header={t('table.percent')}
          className="report-num"
          body={(k: TCeoKpiRow) => percentText(k.percent)}
        />
        <Column
          header={t('table.score')}
          className="report-num"
          body={(k: TCeoKpiRow) => <ScoreBadge score={k.score} colour={k.colorValue} digits={0} />}
        />
      </DataTable>
    </Panel>
  );
};

/** spec §2 /app/reports/ceo-performance-reports: the chief executive's year, or another employee's. */
export const Component = () => {
  const { t } = useTranslation('companyReports');
  const { t: ts } = useTranslation();
  const annualPlanId = useAnnualPlanId();
  const [employeeId, setEmployeeId] = useUrlParam('employeeId', { replace: true });
  const chooseEmployee = useCallback((id: string | null) => setEmployeeId(id ?? undefined), [setEmployeeId]);
  const input = annualPlanId ? { annualPlanId, ...(employeeId ? { employeeId } : {}) } : null;
  const report = useCeoPerformanceReport(input);
  const r = report.data?.report;
  return (
    <CompanyReportFrame
      title={ts('nav.ceoPerformanceReport')}
      intro={t('intro.ceo')}
      exportInput={(id) => ({
        report: 'ceo-performance',
        annualPlanId: id,
        ...(employeeId ? { employeeId } : {}),
      })}
      query={report}
      selects={<EmployeeChoice value={employeeId ?? null} onChange={chooseEmployee} />}
    >
      {r ? (
        <div className="report-body">
          <h2 className="company-report-employee">
            {r.employee.name}
            {r.employee.jobTitle ? <span className="muted"> · {r.employee.jobTitle}</span> : null}
            {r.isDefault ? <span className="muted"> ({t('ceo.default')})</span> : null}
          </h2>
          <QuartersTable report={r} />
          {r.quarters
            .filter((q) => q.kpis.length > 0)
            .map((q) => (
              <KpiPanel key={q.quarter} quarter={q} />
            ))}
        </div>
      ) : null}
    </CompanyReportFrame>
  );
};
