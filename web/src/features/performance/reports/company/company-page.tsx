import type {
  TCompanyKpaRow,
  TCompanyKpiRow,
  TCompanyPerformanceReport,
  TCompanyScorecard,
} from '@stratum/contracts';
import { formatNumber } from '../../../../lib/format';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { RecordSelect } from '../../../../components/record-select';
import { namedTable } from '../../../../components/table-name';
import { Panel, percentText, ScoreBadge } from '../../../scorecard';
import { useQuarter, useUnitFilter } from '../report-page';
import { useCompanyPerformanceReport } from './api';
import { CompanyReportFrame, EmployeesTable, Score, useAnnualPlanId } from './parts';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const figure = (v: number | null) => (v === null ? '' : formatNumber(v));

const ScorecardPanel = ({ scorecard: s }: { scorecard: TCompanyScorecard }) => {
  const { t } = useTranslation('companyReports');
  return (
    <Panel title={s.name} text={t(`company.source.${s.source}`)}>
      <DataTable value={s.kpas} dataKey="name" size="small" pt={namedTable(`${s.name}: ${t('table.kpa')}`)}>
        <Column field="name" header={t('table.kpa')} />
        <Column field="weightTotal" header={t('table.weight')} className="report-num" />
        <Column
          header={t('table.score')}
          className="report-num"
          body={(k: TCompanyKpaRow) => <ScoreBadge score={k.total} colour={k.colorValue} />}
        />
      </DataTable>
      <DataTable
        value={s.kpis}
        dataKey="kpiId"
        size="small"
        stripedRows
        pt={namedTable(`${s.name}: ${t('table.kpi')}`)}
      >
        <Column field="name" header={t('table.kpi')} />
        <Column
          header={t('table.weight')}
          className="report-num"
          body={(k: TCompanyKpiRow) => figure(k.weight)}
        />
        <Column
          header={t('table.target')}
          className="report-num"
          body={(k: TCompanyKpiRow) => (k.target === null ? (k.manualTarget ?? '') : figure(k.target))}
        />
        <Column
          header={t('table.actual')}
          className="report-num"
          body={(k: TCompanyKpiRow) => figure(k.actual)}
        />
        <Column
          header={t('table.percent')}
          className="report-num"
          body={(k: TCompanyKpiRow) => percentText(k.percent)}
        />
        <Column
          header={t('table.score')}
          className="report-num"
          body={(k: TCompanyKpiRow) => <ScoreBadge score={k.score} colour={k.colorValue} digits={0} />}
        />
        <Column
          header={t('table.weightedScore')}
          className="report-num"
          body={(k: TCompanyKpiRow) => k.weightedScore.toFixed(2)}
        />
      </DataTable>
      <dl className="company-report-summary">
        <div>
          <dt>{t('table.total')}</dt>
          <dd data-testid="scorecard-total">
            <ScoreBadge score={s.total} colour={s.colorValue} />
          </dd>
        </div>
        {s.adjustedTotal !== null ? (
          <div>
            <dt>{t('table.adjustedTotal')}</dt>
            <dd>
              <ScoreBadge score={s.adjustedTotal} colour={s.finalColorValue} />
            </dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
};

const Body = ({ report: r }: { report: TCompanyPerformanceReport }) => {
  const { t } = useTranslation('companyReports');
  const a = r.companyAssessment;
  return (
    <div className="report-body">
      <dl className="company-report-summary card">
        <div>
          <dt>{t('company.score')}</dt>
          <dd data-testid="company-score">
            <Score cell={r.companyScore} />
          </dd>
        </div>
        <div>
          <dt>{t('company.assessment')}</dt>
          <dd>
            {a ? (
              <>
                {a.status} <ScoreBadge score={a.finalScore} colour={a.colorValue} />
              </>
            ) : (
              <span className="muted">{t('company.noAssessment')}</span>
            )}
          </dd>
        </div>
      </dl>
      {r.scorecards.length === 0 ? (
        <EmptyState
          card
          icon="pi pi-chart-bar"
          title={t('empty.scorecards')}
          text={t('empty.scorecardsText')}
        />
      ) : (
        r.scorecards.map((s) => <ScorecardPanel key={s.annualScorecardId} scorecard={s} />)
      )}
      <EmployeesTable labels={[r.quarterLabel]} pictures={[r.employees]} />
      {r.businessUnit ? <p className="muted">{t('company.unitsNote')}</p> : null}
    </div>
  );
};

/** spec §2 /app/reports/company-performance-reports: the company's quarter. */
export const Component = () => {
  const { t } = useTranslation('companyReports');
  const { t: ts } = useTranslation();
  const annualPlanId = useAnnualPlanId();
  const [quarter, setQuarter] = useQuarter();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const filters = {
    quarter,
    ...(businessUnitId ? { businessUnitId } : {}),
    ...(departmentId ? { departmentId } : {}),
  };
  const report = useCompanyPerformanceReport(annualPlanId ? { annualPlanId, ...filters } : null);
  return (
    <CompanyReportFrame
      title={ts('nav.companyPerformanceReport')}
      intro={t('intro.company')}
      exportInput={(id) => ({ report: 'company-performance', annualPlanId: id, ...filters })}
      query={report}
      selects={
        <>
          <RecordSelect
            label={t('table.quarter')}
            value={QUARTERS[quarter]}
            options={QUARTERS.map((q) => ({ value: q, label: q }))}
            onChange={(q) => setQuarter(QUARTERS.indexOf(q as (typeof QUARTERS)[number]))}
          />
          {selects}
        </>
      }
    >
      {report.data ? <Body report={report.data.report} /> : null}
    </CompanyReportFrame>
  );
};
