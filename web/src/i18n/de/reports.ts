import type en from '../en/reports';
import type { PartialMessages } from '../types';

/** Die Planungsberichte: die häufigsten Wörter auf Deutsch; der Rest fällt auf Englisch zurück. */
const reports: PartialMessages<typeof en> = {
  select: {
    plan: 'Strategischer Plan',
    scorecard: 'Scorecard',
    annualPlan: 'Jahresplan',
    period: 'Zeitraum',
  },
  period: { annual: 'Jahr' },
  export: { xlsx: 'Nach Excel exportieren', pdf: 'Als PDF exportieren' },
  table: {
    perspective: 'Perspektive',
    target: 'Ziel',
    actual: 'Ist',
    percent: 'Prozent',
    score: 'Bewertung',
    weight: 'Gewichtung',
    weightedScore: 'Gewichtete Bewertung',
    total: 'Gesamt',
  },
  charts: { byPerspective: 'Bewertung nach Perspektive', target: 'Ziel', actual: 'Ist' },
};
export default reports;
