import type en from '../en/scorecards';
import type { PartialMessages } from '../types';

/** The scorecard screens: the frequent words in German; the rest falls back to English. */
const scorecards: PartialMessages<typeof en> = {
  backToList: 'Zurück zu den Scorecards',
  fields: {
    name: 'Name',
    kpas: 'Leistungsbereiche',
    kpis: 'KPIs',
    visible: 'Sichtbar',
    total: 'Gesamtpunktzahl',
    weights: 'Gewichtungen',
  },
  period: { label: 'Punkte für', annual: 'Jahr' },
  weights: { of: '{{total}} von 100', must: 'die Gewichtungen müssen zusammen 100 ergeben' },
  summary: { total: 'Gesamtpunktzahl', weights: 'Gewichtungen' },
  kpis: {
    add: 'KPI hinzufügen',
    fields: {
      name: 'KPI',
      perspectiveId: 'Perspektive',
      kpiType: 'Art',
      baseline: 'Ausgangswert',
      target: 'Ziel',
      targetDate: 'Zieldatum',
      weight: 'Gewichtung %',
      score: 'Punkte',
    },
  },
  comments: { open: 'Kommentare', add: 'Kommentar hinzufügen' },
  corporate: { annual: 'Jährlich', periodic: 'Quartal ({{quarter}})' },
};

export default scorecards;
