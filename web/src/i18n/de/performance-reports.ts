import type en from '../en/performance-reports';
import type { Messages } from '../types';

/** Die Leistungsberichte auf Deutsch. */
const performanceReports: Messages<typeof en> = {
  intro: {
    agreements:
      'Die Leistungsvereinbarungen eines Quartals, nach Status gezählt, mit denen jeder/jedes Mitarbeitenden.',
    assessments:
      'Die Beurteilungen eines Quartals, nach Beurteilungs- und QS-Status gezählt, mit denen jeder/jedes Mitarbeitenden.',
    scores:
      'Gesamt- und angepasste Bewertung jeder/jedes Mitarbeitenden für ein Quartal, in den Farben der Bewertungsskala des Plans.',
    curve: 'Wie sich die Einstufungen eines Quartals über die Bewertungen 0 bis 6 verteilen.',
  },
  select: {
    annualPlan: 'Jahresplan',
    quarter: 'Quartal',
    businessUnit: 'Geschäftsbereich',
    department: 'Abteilung',
    all: 'Alle',
  },
  empty: {
    annualPlans: 'Noch keine Jahrespläne',
    records: 'Keine Leistungsdatensätze für diese Auswahl',
    recordsText: 'Datensätze erscheinen, sobald Mitarbeitende ihre Quartals-Scorecards anlegen.',
  },
  counts: {
    agreement: 'Nach Vereinbarungsstatus',
    assessment: 'Nach Beurteilungsstatus',
    qa: 'Nach QS-Status',
  },
  curve: {
    title: 'Leistungskurve',
    count: 'Mitarbeitende',
    label: 'Mitarbeitende je Bewertung: {{values}}',
  },
  table: {
    employees: 'Mitarbeitende',
    employee: 'Mitarbeiter/in',
    supervisor: 'Vorgesetzte/r',
    status: 'Status',
    count: 'Anzahl',
    percent: 'Prozent',
    score: 'Bewertung',
    band: 'Stufe',
    agreementType: 'Art der Vereinbarung',
    agreementStatus: 'Status der Vereinbarung',
    assessmentStatus: 'Status der Beurteilung',
    reviewComplete: 'Überprüfung abgeschlossen',
    qaStatus: 'QS-Status',
    totalScore: 'Gesamtbewertung',
    adjustedScore: 'Angepasste Bewertung',
    competencyScore: 'Kompetenzbewertung ({{weight}} %)',
    finalScore: 'Endbewertung',
  },
  total_one: '{{count}} Mitarbeiter/in insgesamt',
  total_other: '{{count}} Mitarbeitende insgesamt',
  blendNote:
    'Endbewertung = Scorecard-Bewertung × {{scorecard}} % + 360-Grad-Kompetenzbeurteilung × {{weight}} %, wie auf der Beurteilungsseite jedes Mitarbeitenden.',
  average: 'Durchschnittliche Bewertung',
  yes: 'Ja',
  no: 'Nein',
};
export default performanceReports;
