import type en from '../en/company-reports';
import type { Messages } from '../types';

/** Die Unternehmensberichte auf Deutsch. */
const companyReports: Messages<typeof en> = {
  intro: {
    company:
      'Das Quartal des Unternehmens: seine Unternehmens-Scorecards bewertet, seine Unternehmensbeurteilung und daneben das Quartal der Mitarbeitenden.',
    progressive:
      'Das Jahr bisher: jeder Unternehmens-KPI, jeder Leistungsbereich und das Unternehmen, Quartal für Quartal und kumuliert.',
    ceo: 'Das Jahr der Geschäftsführung, Quartal für Quartal, mit dem Quartal des Unternehmens daneben.',
  },
  select: {
    annualPlan: 'Jahresplan',
    employee: 'Mitarbeitende:r',
    employeeHint: 'Leer lassen für die Geschäftsführung (aktiv, ohne Vorgesetzte:n).',
  },
  empty: {
    annualPlans: 'Noch keine Jahrespläne',
    scorecards: 'Keine Unternehmens-Scorecard für diesen Jahresplan',
    scorecardsText: 'Legen Sie die jährliche Unternehmens-Scorecard unter Strategieplanung an.',
  },
  table: {
    quarter: 'Quartal',
    kpa: 'Leistungsbereich',
    kpi: 'KPI',
    weight: 'Gewichtung',
    target: 'Ziel',
    actual: 'Ist',
    percent: 'Prozent',
    score: 'Bewertung',
    weightedScore: 'Gewichtete Bewertung',
    total: 'Gesamt',
    adjustedTotal: 'Angepasst gesamt',
    toDate: '{{quarter}} kumuliert',
  },
  company: {
    score: 'Unternehmensbewertung',
    assessment: 'Unternehmensbeurteilung',
    noAssessment: 'Für dieses Quartal noch keine Unternehmensbeurteilung',
    assessmentStatus: '{{status}}: {{score}}',
    source: {
      periodic: 'Die Quartals-Scorecard',
      annual: 'Die Jahres-Scorecard, für das Quartal bewertet (keine Quartals-Scorecard angelegt)',
    },
    unitsNote:
      'Unternehmens-KPIs gehören zu keiner Einheit: Geschäftsbereich und Abteilung grenzen nur die Mitarbeitenden ein.',
  },
  employees: {
    title: 'Mitarbeitende',
    text: 'Die Leistungsdatensätze der gewählten Einheiten.',
    records: 'Datensätze',
    average: 'Durchschnittliche Endbewertung',
    agreed: 'Vereinbarungen vereinbart',
    complete: 'Beurteilungen abgeschlossen',
  },
  progressive: {
    chart: 'Das Jahr bisher',
    chartLabel:
      'Unternehmensbewertung je Quartal und kumuliert sowie der Durchschnitt der Mitarbeitenden: {{values}}',
    company: 'Unternehmensbewertung',
    companyToDate: 'Unternehmensbewertung kumuliert',
    employees: 'Durchschnitt der Mitarbeitenden',
    kpis: 'KPIs',
    kpas: 'Leistungsbereiche',
  },
  ceo: {
    employee: 'Mitarbeitende:r',
    default: 'die Geschäftsführung',
    quarters: 'Quartale',
    agreement: 'Vereinbarung',
    assessment: 'Beurteilung',
    qa: 'QS',
    self: 'Selbstbewertung',
    total: 'Gesamtbewertung',
    adjusted: 'Angepasste Bewertung',
    final: 'Endbewertung',
    company: 'Unternehmensbewertung',
    companyAssessment: 'Unternehmensbeurteilung',
    noRecord: 'Keine Scorecard in diesem Quartal',
    kpis: '{{quarter}}: {{name}}',
  },
};
export default companyReports;
