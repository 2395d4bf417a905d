import type { Band, RatingPeriod, RatingPoints } from '@stratum/rules';
import { SelectButton } from 'primereact/selectbutton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bandOfScore, PERIODS, textOn } from './kpi-rows';
import './scorecard.css';

const formatScore = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

/**
 * A score (0..6, or a total with decimals) on the colour of the band it names. With the plan's
 * `bands` it also names the band, for those who cannot tell colours apart (a score of 0 names
 * none); in a report's tables it is the figure alone, with `digits` decimals. No score, no badge.
 */
export const ScoreBadge = ({
  score,
  colour,
  bands,
  label,
  digits = 2,
}: {
  score: number | null;
  colour: string | null;
  bands?: readonly Band[];
  /** what the score is of, for assistive technology ("Total score") */
  label?: string;
  /** a report's figure: decimals shown */
  digits?: number;
}) => {
  const { t } = useTranslation('scorecards');
  if (score === null) return null;
  const style = colour ? { background: colour, color: textOn(colour) } : undefined;
  if (!bands)
    return (
      <span className="report-score" style={style}>
        {score.toFixed(digits)}
      </span>
    );
  const band = bandOfScore(score, bands);
  const name = band ? band.description : t('score.noBand');
  return (
    <span className={colour ? 'score-badge' : 'score-badge score-badge-none'} style={style} title={name}>
      {label ? <span className="sr-only">{label}: </span> : null}
      {formatScore(score)}
      <span className="sr-only"> ({name})</span>
    </span>
  );
};

/** Σ weights of a scorecard: red unless exactly 100 (spec §5 weights are percents of the whole). */
export const WeightTotal = ({ total, valid }: { total: number; valid: boolean }) => {
  const { t } = useTranslation('scorecards');
  return (
    <span className={valid ? 'weight-total weight-ok' : 'weight-total weight-bad'}>
      {valid ? (
        <i className="pi pi-check" aria-hidden="true" />
      ) : (
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      )}{' '}
      {t('weights.of', { total: formatScore(total) })}
      {valid ? null : <span className="weight-why"> — {t('weights.must')}</span>}
    </span>
  );
};

/** The period the scores are for: the year (target vs ytd) or a quarter (its periodic target vs its actual). */
export const PeriodSelect = ({
  value,
  onChange,
  only,
}: {
  value: RatingPeriod;
  onChange: (period: RatingPeriod) => void;
  /** the periods offered (all five by default) */
  only?: readonly RatingPeriod[];
}) => {
  const { t } = useTranslation('scorecards');
  const id = useId();
  const options = PERIODS.filter((p) => !only || only.includes(p.period)).map((p) => ({
    label: p.period === 'annual' ? t('period.annual') : p.param,
    value: p.param,
  }));
  return (
    <div className="period-select">
      <span id={id} className="period-select-label">
        {t('period.label')}
      </span>
      <SelectButton
        aria-labelledby={id}
        value={PERIODS.find((p) => p.period === value)?.param}
        options={options}
        allowEmpty={false}
        onChange={(e) => {
          const next = PERIODS.find((p) => p.param === e.value);
          if (next) onChange(next.period);
        }}
      />
    </div>
  );
};

/**
 * The plan's bands as a legend: rating, min–max percent, description, on the band's colour. Until
 * the plan has all its `points` bands (3 or 5, docs/planning.md "Three-point scales") it says how
 * many it has.
 */
export const BandLegend = ({ bands, points }: { bands: readonly Band[]; points: RatingPoints }) => {
  const { t } = useTranslation('scorecards');
  if (bands.length < points)
    return (
      <p className="band-legend-missing" role="note">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
        {t('bands.incomplete', { count: bands.length, points: String(points) })}
      </p>
    );
  return (
    <ol className="band-legend" aria-label={t('bands.label')}>
      {bands.map((b) => (
        <li key={b.rating} style={{ background: b.colorValue, color: textOn(b.colorValue) }}>
          <strong>{b.rating}</strong> {t('bands.range', { min: b.min, max: b.max })} · {b.description}
        </li>
      ))}
      <li className="band-legend-above">{t('bands.above', { max: bands[bands.length - 1]?.max ?? 0 })}</li>
    </ol>
  );
};
