import type { TRiskCounts } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../components/chart';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { useCounts, useHeatMap, useRatingTypes, useTrend } from './api';
import { HeatMapGrid } from './heat-map';
import { levelName } from './level-tag';
import { TAB_PARAM, type RiskScreens } from './paths';

const SERIES = ['#6366F1', '#14B8A6', '#F97316', '#A855F7', '#EAB308', '#64748B', '#EC4899'];

/**
 * The heat map (inherent or residual, by a rating type's matrix) and the register's charts by
 * category and by level. The choices live in the URL; a cell opens the register at its level.
 */
export const HeatMapTab = ({ screens }: { screens: RiskScreens }) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const basis = query.get('basis') === 'inherent' ? 'inherent' : 'residual';
  const types = useRatingTypes();
  // The map counts the risks of one rating type, coloured by its matrix: the chosen, else the first.
  const typeId = query.get('ratingTypeId') ?? types.data?.list[0]?.id;
  const heatMap = useHeatMap(screens.register, typeId);
  const typeLabel = useId();
  const basisLabel = useId();
  const set = (name: string, value: string) =>
    setQuery(
      (q) => {
        q.set(name, value);
        return q;
      },
      { replace: true },
    );

  return (
    <>
      <div className="card">
        <div className="list-toolbar risk-heat-toolbar">
          <div className="list-filters">
            <div className="list-filter">
              <label htmlFor={typeLabel}>{t('heatMap.ratingType')}</label>
              <Dropdown
                inputId={typeLabel}
                value={typeId}
                options={(types.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
                optionLabel="label"
                optionValue="value"
                onChange={(e) => set('ratingTypeId', String(e.value))}
              />
            </div>
            <fieldset className="risk-basis">
              <legend>{t('heatMap.basis')}</legend>
              {(['inherent', 'residual'] as const).map((b) => (
                <label key={b}>
                  <input
                    type="radio"
                    name={`${basisLabel}-basis`}
                    value={b}
                    checked={basis === b}
                    onChange={() => set('basis', b)}
                  />{' '}
                  {t(`fields.${b}`)}
                </label>
              ))}
            </fieldset>
          </div>
          {heatMap.data ? (
            <p className="muted">{t('heatMap.total', { count: heatMap.data.heatMap.total })}</p>
          ) : null}
        </div>
        {heatMap.isLoading || types.isPending ? <Loading /> : null}
        {heatMap.isError ? (
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={ts('pages.error')}
            text={heatMap.error.message}
            action={
              <Button
                type="button"
                icon="pi pi-refresh"
                label={ts('common.retry')}
                outlined
                onClick={() => void heatMap.refetch()}
              />
            }
          />
        ) : null}
        {heatMap.data ? (
          <>
            <HeatMapGrid
              heatMap={heatMap.data.heatMap}
              basis={basis}
              onCell={(cell) =>
                setQuery(() => {
                  const next = new URLSearchParams();
                  next.set(TAB_PARAM, 'register');
                  next.set('basis', basis);
                  if (cell.level) next.set('level', cell.level);
                  return next;
                })
              }
            />
            <p className="muted">{t('heatMap.open')}</p>
          </>
        ) : null}
      </div>
      <CountCharts screens={screens} />
      <TrendChart screens={screens} />
    </>
  );
};

const summaryOf = (pairs: Array<[string, number]>) => pairs.map(([k, v]) => `${k}: ${v}`).join('; ');

/** Charts of the register's counts (chart.js, as the planning reports draw theirs). */
const CountCharts = ({ screens }: { screens: RiskScreens }) => {
  const { t } = useTranslation('risk');
  const counts = useCounts(screens.register);
  const data = counts.data?.counts;
  const charts = useMemo(
    () => (data ? chartData(data, t('fields.inherent'), t('fields.residual'), (l) => levelName(t, l)) : null),
    [data, t],
  );
  if (!data || !charts) return counts.isPending ? <Loading /> : null;
  return (
    <div className="risk-charts">
      <div className="card">
        <h2>{t('heatMap.byCategoryTitle')}</h2>
        {data.byCategory.length === 0 ? (
          <p className="muted">{t('heatMap.noCounts')}</p>
        ) : (
          <ReportChart
            label={t('heatMap.byCategory', {
              summary: summaryOf(data.byCategory.map((c) => [c.name, c.count])),
            })}
            data={charts.byCategory}
            height={260}
            options={{ ...COUNT_AXIS, plugins: { legend: { display: false } } }}
          />
        )}
      </div>
      <div className="card">
        <h2>{t('heatMap.byLevelTitle')}</h2>
        <ReportChart
          label={t('heatMap.byLevel', {
            summary: data.byLevel
              .map(
                (l) =>
                  `${levelName(t, l.level)}: ${t('fields.inherent')} ${l.inherent}, ${t('fields.residual')} ${l.residual}`,
              )
              .join('; '),
          })}
          data={charts.byLevel}
          options={COUNT_AXIS}
          height={260}
        />
      </div>
    </div>
  );
};

/** Counts of risks: whole numbers from zero. */
const COUNT_AXIS = { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } };

const chartData = (
  counts: TRiskCounts,
  inherent: string,
  residual: string,
  levelText: (level: string) => string,
) => ({
  byCategory: {
    labels: counts.byCategory.map((c) => c.name),
    datasets: [
      {
        label: '',
        data: counts.byCategory.map((c) => c.count),
        backgroundColor: counts.byCategory.map((_, i) => SERIES[i % SERIES.length]!),
      },
    ],
  },
  byLevel: {
    labels: counts.byLevel.map((l) => levelText(l.level)),
    datasets: [
      {
        label: inherent,
        data: counts.byLevel.map((l) => l.inherent),
        backgroundColor: counts.byLevel.map((l) => `${l.colour}99`),
      },
      {
        label: residual,
        data: counts.byLevel.map((l) => l.residual),
        backgroundColor: counts.byLevel.map((l) => l.colour),
      },
    ],
  },
});

/** The register month by month: identified and closed in the month, open at its end. */
const TrendChart = ({ screens }: { screens: RiskScreens }) => {
  const { t } = useTranslation('risk');
  const trend = useTrend(screens.register);
  const list = trend.data?.list;
  const data = useMemo(
    () =>
      list
        ? {
            labels: list.map((p) => p.month),
            datasets: [
              {
                label: t('heatMap.identified'),
                data: list.map((p) => p.identified),
                backgroundColor: SERIES[0]!,
              },
              { label: t('heatMap.closed'), data: list.map((p) => p.closed), backgroundColor: SERIES[1]! },
              { label: t('heatMap.openAtEnd'), data: list.map((p) => p.open), backgroundColor: SERIES[4]! },
            ],
          }
        : null,
    [list, t],
  );
  if (!list || !data) return null;
  return (
    <div className="card risk-trend">
      <h2>{t('heatMap.trendTitle')}</h2>
      <ReportChart
        label={t('heatMap.trend', {
          summary: list
            .map((p) => `${p.month}: ${p.identified} identified, ${p.closed} closed, ${p.open} open`)
            .join('; '),
        })}
        data={data}
        options={COUNT_AXIS}
        height={260}
      />
    </div>
  );
};
