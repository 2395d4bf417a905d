import type en from '../en/monthly';
import type { Messages } from '../types';

/** Monatlicher Fortschritt auf Deutsch. */
const monthly: Messages<typeof en> = {
  intro: {
    employee:
      'Halten Sie jeden Monat fest, wie weit Ihre KPIs gekommen sind; der Balken zeigt den Anteil am Zielwert des KPI (rot unter 60 %, gelb unter 90 %, grün ab 90 %).',
    company:
      'Die KPIs der Unternehmens-Scorecard Monat für Monat. Administratoren für Leistung und strategische Planung erfassen sie.',
    organisation:
      'Der durchschnittliche Fortschritt des Monats: aller Mitarbeitenden, der Unternehmens-Scorecard sowie nach Geschäftsbereich und Abteilung.',
    periods:
      'Jeder Monat des Jahresplans nimmt Meldungen vom ersten Tag bis {{days}} Tage nach seinem letzten Tag an; künftige Monate sind geschlossen.',
  },
  filter: {
    strategicPlan: 'Strategieplan',
    allStrategicPlans: 'Alle Strategiepläne',
    annualPlan: 'Jahresplan',
    month: 'Monat',
    closedMonth: '{{label}} (geschlossen)',
    type: 'Art',
    types: { mine: 'Meine', subordinates: 'Meine Mitarbeitenden' },
  },
  period: {
    open: 'Offen für Meldungen bis {{day}}',
    closed: 'Für Meldungen geschlossen',
  },
  sheet: {
    average_one: 'Durchschnitt aus {{count}} Meldung',
    average_other: 'Durchschnitt aus {{count}} Meldungen',
    averageLabel: 'Durchschnittlicher Fortschritt von {{label}}',
    tableLabel: 'KPIs von {{name}}',
    kpi: 'KPI',
    target: 'Ziel',
    lowerBetter: 'niedriger ist besser',
    progress: 'Fortschritt',
    update: 'Wert dieses Monats',
    none: 'Nichts erfasst',
    recorded: '{{value}} erfasst von {{name}}',
    notMeasurable: 'Kein numerisches Ziel',
    valueOf: 'Wert für {{name}}',
    commentOf: 'Kommentar zu {{name}}',
    comment: 'Kommentar',
    save: 'Speichern',
    saveOf: 'Wert für {{name}} speichern',
    valueRequired: 'Geben Sie einen Wert von 0 oder mehr ein.',
    noKpis: 'Diese Scorecard hat noch keine KPIs.',
    noEmployeeScorecard: 'Keine Jahres-Scorecard für diesen Jahresplan',
    noEmployeeScorecardText:
      'Monatliche Meldungen werden zu den KPIs einer jährlichen Mitarbeiter-Scorecard erfasst.',
    noCompanyScorecard: 'Keine jährliche Unternehmens-Scorecard für diesen Jahresplan',
    noCompanyScorecardText:
      'Der Fortschritt des Unternehmens wird zu den KPIs der jährlichen Unternehmens-Scorecard erfasst.',
  },
  subordinates: {
    tableLabel: 'Fortschritt meiner Mitarbeitenden',
    employee: 'Mitarbeiter/in',
    updates: 'Meldungen',
    average: 'Durchschnittlicher Fortschritt',
    open: 'Details',
    view: 'Ansehen',
    viewOf: 'Monat von {{name}} ansehen',
    back: 'Alle meine Mitarbeitenden',
    none: 'Keine/r Ihrer Mitarbeitenden hat in diesem Monat Fortschritt erfasst',
    noneText: 'Ihre Meldungen erscheinen hier, sobald sie sie erfassen.',
  },
  organisation: {
    employees: 'Alle Mitarbeitenden',
    company: 'Unternehmens-Scorecard',
    count_one: '{{count}} Meldung',
    count_other: '{{count}} Meldungen',
    businessUnits: 'Nach Geschäftsbereich',
    departments: 'Nach Abteilung',
    unit: 'Einheit',
    updates: 'Meldungen',
    average: 'Durchschnittlicher Fortschritt',
    noUnits: 'Noch keine Einheiten.',
  },
  periods: {
    tableLabel: 'Monate des Jahresplans',
    month: 'Monat',
    days: 'Tage',
    closesOn: 'Nimmt Meldungen an bis',
    status: 'Status',
    isOpen: 'Offen',
    isClosed: 'Geschlossen',
    grace: 'Tage, die ein Monat nach seinem Ende offen bleibt',
    saveGrace: 'Speichern',
  },
  empty: {
    annualPlans: 'Noch keine Jahrespläne',
    annualPlansText: 'Der monatliche Fortschritt folgt den Monaten eines Jahresplans.',
    failed: 'Das konnte nicht geladen werden',
    retry: 'Erneut versuchen',
  },
};

export default monthly;
