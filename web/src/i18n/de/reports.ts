import type en from '../en/reports';
import type { Messages } from '../types';

/** Die Planungsberichte: strategische Scorecards, Jahrespläne und Unternehmens-Scorecards. */
const reports: Messages<typeof en> = {
  intro: {
    strategic:
      'Eine strategische Scorecard, für das Jahr oder ein Quartal bewertet: ihre KPIs, ihre Bewertung nach Perspektive und ihre Quartale.',
    annualPlans:
      'Jeder Jahresplan eines Strategieplans mit den Bewertungen seiner Unternehmens-Scorecards je Quartal.',
    corporate:
      'Die Unternehmens-Scorecards eines Jahresplans: die Jahres-Scorecard und ihre Quartals-Scorecards, Quartal für Quartal.',
  },
  select: {
    plan: 'Strategischer Plan',
    scorecard: 'Scorecard',
    annualPlan: 'Jahresplan',
    period: 'Zeitraum',
    kpi: 'KPI',
    allKpis: 'Alle quantitativen KPIs (Summen)',
  },
  period: { annual: 'Jahr', quarter: '{{label}}' },
  empty: {
    plans: 'Noch keine Strategiepläne',
    plansText: 'Berichte erscheinen, sobald ein Strategieplan Scorecards hat.',
    scorecards: 'Dieser Plan hat noch keine Scorecards',
    annualPlans: 'Noch keine Jahrespläne',
    corporate: 'In diesem Jahresplan gibt es noch keine Unternehmens-Scorecards',
    kpis: 'Diese Scorecard hat noch keine KPIs',
    periodic: 'Noch keine Quartals-Scorecard für {{label}}',
    periodicText: 'Die Werte der Jahres-Scorecard für das Quartal erscheinen im Quartalsdiagramm.',
  },
  export: {
    xlsx: 'Nach Excel exportieren',
    pdf: 'Als PDF exportieren',
    ready: '{{filename}} ist bereit',
    open: 'Falls sie sich nicht geöffnet hat, verwenden Sie diesen Link: {{filename}}',
  },
  table: {
    label: 'KPIs von {{name}}',
    kpi: 'KPI',
    perspective: 'Perspektive',
    kpa: 'KPA',
    target: 'Ziel',
    actual: 'Ist',
    percent: 'Prozent',
    score: 'Bewertung',
    weight: 'Gewichtung',
    weightedScore: 'Gewichtete Bewertung',
    total: 'Gesamt',
    adjustedTotal: 'Angepasst gesamt',
    weightsInvalid: 'Die Gewichtungen ergeben zusammen {{total}}, nicht 100.',
    noPerspective: 'Keine Perspektive',
  },
  summary: {
    total: 'Gesamtbewertung',
    kpis: 'KPIs',
    weights: 'Gewichtungen',
    bands: 'KPIs je Stufe',
    notRated: 'Nicht bewertet',
    above: 'Über der fünften Stufe',
  },
  charts: {
    byPerspective: 'Bewertung nach Perspektive',
    byPerspectiveText: 'Gewichtete Bewertung jeder Perspektive (ihr Anteil an der Gesamtbewertung).',
    byPerspectiveLabel: 'Balkendiagramm: gewichtete Bewertung nach Perspektive. {{values}}',
    weightedScore: 'Gewichtete Bewertung',
    share: 'Anteil {{share}} %',
    quarters: 'Ist gegenüber Ziel je Quartal',
    quartersLabel: 'Balkendiagramm: Ziel und Ist je Quartal, mit der Gesamtbewertung als Linie. {{values}}',
    target: 'Ziel',
    actual: 'Ist',
    totalScore: 'Gesamtbewertung',
    annualPlans: 'Bewertung je Quartal',
    annualPlansLabel:
      'Balkendiagramm: Bewertung jeder Unternehmens-Scorecard je Quartal und für das Jahr. {{values}}',
    corporate: 'Jahres- und Quartalsbewertungen je Quartal',
    corporateLabel:
      'Balkendiagramm: Bewertung der Jahres-Scorecard und der Quartals-Scorecards je Quartal. {{values}}',
    annualScore: 'Jahres-Scorecard',
    periodicScore: 'Quartals-Scorecard',
    year: 'Jahr',
  },
  annualPlans: {
    table: 'Bewertungen je Quartal',
    annualPlan: 'Jahresplan',
    scorecard: 'Scorecard',
    year: 'Jahr',
    fromPeriodic: 'aus der Quartals-Scorecard',
    none: 'Keine Unternehmens-Scorecards',
  },
  corporate: {
    quarters: 'Quartal für Quartal',
    quarter: 'Quartal',
    annualScore: 'Bewertung der Jahres-Scorecard',
    periodic: 'Quartals-Scorecard',
    periodicScore: 'Quartalsbewertung',
    notBuilt: 'Nicht angelegt',
  },
};
export default reports;
