import type en from '../en/employee-reports';
import type { Messages } from '../types';

/** Die Mitarbeitendenberichte und die Berichtsübersicht auf Deutsch. */
const employeeReports: Messages<typeof en> = {
  intro: {
    scorecards:
      'Alle aktiven Mitarbeitenden mit ihrer Jahres-Scorecard – KPAs, KPIs und ob die Gewichte 100 ergeben – und für ein Quartal ihre Quartals-Scorecard und Vereinbarung.',
    kpa: 'Die KPAs und KPIs jeder/jedes Mitarbeitenden für ein Quartal: Gewicht, Ziel, Ist, eigene Bewertung, die der Vorgesetzten und die Einstufung.',
    performance:
      'Die Endbewertung jeder/jedes Mitarbeitenden in jedem Quartal des Jahres, der Durchschnitt der bewerteten Quartale und der Trend.',
    committeeAgreements:
      'Die Vereinbarungen der Personen, die das Leistungskomitee prüft: die Unternehmensspitze und die Leitungen der Geschäftsbereiche.',
    committeeAssessments:
      'Die Beurteilungen der Personen, die das Leistungskomitee prüft: die Unternehmensspitze und die Leitungen der Geschäftsbereiche.',
  },
  select: {
    quarter: 'Quartal',
    annualOnly: 'Nur Jahr',
    employee: 'Mitarbeitende/r',
    allEmployees: 'Alle Mitarbeitenden',
  },
  empty: {
    employees: 'Keine aktiven Mitarbeitenden für diese Auswahl',
    records: 'Keine Quartals-Scorecards für diese Auswahl',
    recordsText: 'Mitarbeitende erscheinen, sobald ihre Quartals-Scorecards angelegt sind.',
    committee: 'Kein Leistungskomitee',
  },
  summary: {
    total: 'Mitarbeitende',
    withAnnual: 'Mit Jahres-Scorecard',
    withoutAnnual: 'Ohne Jahres-Scorecard',
    validWeights: 'Gewichte ergeben 100',
    periodicBuilt: 'Quartals-Scorecard angelegt',
  },
  table: {
    employees: 'Mitarbeitende',
    employee: 'Mitarbeitende/r',
    supervisor: 'Vorgesetzte/r',
    annualScorecard: 'Jahres-Scorecard',
    kpas: 'KPAs',
    kpis: 'KPIs',
    weightTotal: 'Gewichte gesamt',
    valid: 'Gültig',
    periodicScorecard: 'Quartals-Scorecard',
    agreement: 'Vereinbarung',
    kpa: 'KPA',
    kpi: 'KPI (Initiative)',
    weight: 'Gewicht',
    target: 'Ziel',
    actual: 'Ist',
    selfScore: 'Eigene Bewertung',
    supervisorScore: 'Bewertung Vorgesetzte/r',
    adjustedScore: 'Angepasst',
    score: 'Einstufung',
    competencyScore: 'Kompetenzbewertung ({{weight}} %)',
    average: 'Durchschnitt',
    trend: 'Trend',
    total: 'Gesamt',
    adjustedTotal: 'Angepasst gesamt',
    assessment: 'Beurteilung',
    none: 'Keine',
  },
  trend: { up: 'Steigend', down: 'Fallend', steady: 'Gleich' },
  blendNote:
    'Die Bewertung jedes Quartals ist seine Endbewertung: Scorecard-Bewertung × {{scorecard}} % + 360-Grad-Kompetenzbeurteilung × {{weight}} %, wie auf der Beurteilungsseite der Mitarbeitenden.',
  quarterAverage: 'Quartalsdurchschnitt',
  yes: 'Ja',
  no: 'Nein',
  main: {
    intro: 'Alle Berichte der Module Ihres Unternehmens, nach Bereich.',
    planning: 'Strategische Planung',
    monthly: 'Monatlicher Fortschritt',
    performance: 'Leistung',
    employees: 'Mitarbeitende',
    committee: 'Leistungskomitee',
    committeeOff: 'Ihr Unternehmen prüft Leistung nicht über ein Komitee.',
    open: 'Öffnen',
  },
};
export default employeeReports;
