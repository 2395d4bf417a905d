import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import {
  Panel,
  PerspectiveChart,
  QuarterChart,
  ReportKpiTable,
  ReportPeriodSelect,
  ScoreSummary,
  useChosenParam,
  usePeriod,
} from '../../scorecard';
import { useChosenPlan, usePlanOptions } from '../shared';
import { useStrategicScorecardReport, useStrategicScorecards } from './api';
import { ExportButtons } from './export-buttons';

/**
 * spec §2 /app/reports/strategic-scorecards: a strategic scorecard scored for the year or a
 * quarter — its KPIs in their band colours, the score by perspective, actual against target per
 * quarter — with Excel and PDF exports. The plan, the scorecard and the period are in the URL
 * (`?planId=…&scorecardId=…&period=annual|Q1…Q4`).
 */
export const Component = () => {
  const { t } = useTranslation('reports');
  const { t: ts } = useTranslation();
  const { plans, chosen: plan, choose: choosePlan } = useChosenPlan('strategic');
  const planOptions = usePlanOptions(plans.data?.list);
  const scorecards = useStrategicScorecards(plan?.id);
  const { chosen: scorecard, choose: chooseScorecard } = useChosenParam(scorecards.data?.list, 'scorecardId');
  const [period, setPeriod] = usePeriod();
  const report = useStrategicScorecardReport(scorecard?.id, period);
  const title = ts('nav.reportStrategicScorecards');

  const body = () => {
    if (plans.isPending) return <Loading />;
    if (plans.isError) return <LoadFailed text={plans.error.message} onRetry={() => void plans.refetch()} />;
    if (!plan)
      return <EmptyState card icon="pi pi-chart-bar" title={t('empty.plans')} text={t('empty.plansText')} />;
    if (scorecards.isPending) return <Loading />;
    if (scorecards.isError)
      return <LoadFailed text={scorecards.error.message} onRetry={() => void scorecards.refetch()} />;
    if (!scorecard) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.scorecards')} />;
    if (report.isPending) return <Loading />;
    if (report.isError)
      return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
    const s = report.data.report.scorecard;
    return (
      <div className="report-body" aria-busy={report.isPlaceholderData}>
        <Panel title={`${s.name} · ${s.periodLabel === 'Annual' ? t('period.annual') : s.periodLabel}`}>
          <ScoreSummary scorecard={s} />
          <ReportKpiTable scorecard={s} />
        </Panel>
        <div className="report-charts">
          <PerspectiveChart scorecard={s} />
          <QuarterChart scorecard={s} />
        </div>
      </div>
    );
  };

  return (
    <section>
      <PageHeader
        title={title}
        actions={
          <ExportButtons
            input={scorecard ? { report: 'strategic-scorecard', scorecardId: scorecard.id, period } : null}
            disabled={!report.data}
          />
        }
      >
        <p className="muted">{t('intro.strategic')}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect label={t('select.plan')} value={plan?.id} options={planOptions} onChange={choosePlan} />
        <RecordSelect
          label={t('select.scorecard')}
          value={scorecard?.id}
          options={(scorecards.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={chooseScorecard}
        />
        <ReportPeriodSelect value={period} onChange={setPeriod} />
      </div>
      {body()}
    </section>
  );
};
