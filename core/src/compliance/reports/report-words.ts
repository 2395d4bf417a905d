import type {
  TComplianceReportKind,
  TComplianceReportLanguage,
  TComplianceReportStep,
  TComplianceStatus,
} from '@stratum/contracts';

/**
 * The words of a compliance report's Excel and PDF files in the reader's language (the export's
 * `language`): the API answers codes and English headers, the screen names them from its own
 * translations (web/src/i18n/<lang>/compliance.ts, `reports.*`, `statuses`) and the files from
 * this table, kept in the same words.
 */
export type ReportColumnKey =
  | 'regulation'
  | 'category'
  | 'activities'
  | 'activity'
  | 'status'
  | 'complyingTeam'
  | 'complianceTeam'
  | 'universe'
  | 'dueDate'
  | 'daysLate'
  | 'at'
  | 'step'
  | 'by'
  | 'evidenceDate'
  | 'proposedNext'
  | 'reason'
  | 'source'
  | 'reference'
  | 'requirement'
  | 'owner'
  | 'applicability'
  | 'effectiveDate'
  | 'risks';

export interface ReportWords {
  titles: Record<TComplianceReportKind, string>;
  columns: Record<ReportColumnKey, string>;
  statuses: Record<TComplianceStatus, string>;
  steps: Record<TComplianceReportStep, string>;
  /** the groups of activities with no category or no universe */
  none: { category: string; universe: string };
  generated: string;
  period: string;
  rows: string;
  /** the chart's title: the status reports, the overdue list, the submissions */
  chart: { status: string; overdue: string; submissions: string };
  page: (page: number, pages: number) => string;
}

export const REPORT_WORDS: Record<TComplianceReportLanguage, ReportWords> = {
  en: {
    titles: {
      status: 'Compliance status by regulation',
      'status-by-team': 'Compliance status by complying team',
      'status-by-category': 'Compliance status by category',
      'status-by-unit': 'Compliance status by business unit (universe)',
      overdue: 'Overdue and declined activities',
      submissions: 'Submissions and reviews',
      register: 'Obligations register',
    },
    columns: {
      regulation: 'Regulation',
      category: 'Category',
      activities: 'Activities',
      activity: 'Activity',
      status: 'Status',
      complyingTeam: 'Complying team',
      complianceTeam: 'Compliance team',
      universe: 'Business unit (universe)',
      dueDate: 'Due date',
      daysLate: 'Days late',
      at: 'Date',
      step: 'Step',
      by: 'By',
      evidenceDate: 'Evidence effective date',
      proposedNext: 'Proposed next date',
      reason: 'Reason',
      source: 'Source',
      reference: 'Reference',
      requirement: 'Requirement',
      owner: 'Owner',
      applicability: 'Applicability',
      effectiveDate: 'Effective date',
      risks: 'Linked risks',
    },
    statuses: {
      Upcoming: 'Upcoming',
      Due: 'Due',
      Overdue: 'Overdue',
      Submitted: 'Submitted',
      Compliant: 'Compliant',
      Declined: 'Declined',
    },
    steps: {
      submitted: 'Submitted',
      accepted: 'Processed',
      declined: 'Declined',
      'admin-accepted': 'Processed (by an administrator)',
    },
    none: { category: 'No category', universe: 'No universe' },
    generated: 'Generated',
    period: 'Period',
    rows: 'Rows',
    chart: {
      status: 'Activities by status',
      overdue: 'Overdue and declined activities per regulation',
      submissions: 'Steps per regulation',
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    titles: {
      status: 'Compliance-Status nach Vorschrift',
      'status-by-team': 'Compliance-Status nach umsetzendem Team',
      'status-by-category': 'Compliance-Status nach Kategorie',
      'status-by-unit': 'Compliance-Status nach Geschäftsbereich (Bereich)',
      overdue: 'Überfällige und abgelehnte Aktivitäten',
      submissions: 'Einreichungen und Prüfungen',
      register: 'Verpflichtungsregister',
    },
    columns: {
      regulation: 'Vorschrift',
      category: 'Kategorie',
      activities: 'Aktivitäten',
      activity: 'Aktivität',
      status: 'Status',
      complyingTeam: 'Umsetzendes Team',
      complianceTeam: 'Compliance-Team',
      universe: 'Geschäftsbereich (Bereich)',
      dueDate: 'Fällig am',
      daysLate: 'Tage überfällig',
      at: 'Datum',
      step: 'Schritt',
      by: 'Von',
      evidenceDate: 'Gültigkeitsdatum des Nachweises',
      proposedNext: 'Vorgeschlagenes nächstes Datum',
      reason: 'Grund',
      source: 'Quelle',
      reference: 'Fundstelle',
      requirement: 'Anforderung',
      owner: 'Verantwortlich',
      applicability: 'Anwendbarkeit',
      effectiveDate: 'Gültig ab',
      risks: 'Verknüpfte Risiken',
    },
    statuses: {
      Upcoming: 'Anstehend',
      Due: 'Fällig',
      Overdue: 'Überfällig',
      Submitted: 'Eingereicht',
      Compliant: 'Konform',
      Declined: 'Abgelehnt',
    },
    steps: {
      submitted: 'Eingereicht',
      accepted: 'Bestätigt',
      declined: 'Abgelehnt',
      'admin-accepted': 'Bestätigt (durch einen Administrator)',
    },
    none: { category: 'Keine Kategorie', universe: 'Kein Bereich' },
    generated: 'Erstellt',
    period: 'Zeitraum',
    rows: 'Zeilen',
    chart: {
      status: 'Aktivitäten nach Status',
      overdue: 'Überfällige und abgelehnte Aktivitäten je Vorschrift',
      submissions: 'Schritte je Vorschrift',
    },
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  bn: {
    titles: {
      status: 'বিধি অনুযায়ী কমপ্লায়েন্সের অবস্থা',
      'status-by-team': 'পালনকারী দল অনুযায়ী কমপ্লায়েন্সের অবস্থা',
      'status-by-category': 'বিভাগ অনুযায়ী কমপ্লায়েন্সের অবস্থা',
      'status-by-unit': 'ব্যবসায়িক ইউনিট (ইউনিভার্স) অনুযায়ী কমপ্লায়েন্সের অবস্থা',
      overdue: 'মেয়াদোত্তীর্ণ ও প্রত্যাখ্যাত কার্যক্রম',
      submissions: 'জমা ও পর্যালোচনা',
      register: 'বাধ্যবাধকতার নিবন্ধন',
    },
    columns: {
      regulation: 'বিধি',
      category: 'বিভাগ',
      activities: 'কার্যক্রম',
      activity: 'কার্যক্রম',
      status: 'অবস্থা',
      complyingTeam: 'পালনকারী দল',
      complianceTeam: 'কমপ্লায়েন্স দল',
      universe: 'ব্যবসায়িক ইউনিট (ইউনিভার্স)',
      dueDate: 'নির্ধারিত তারিখ',
      daysLate: 'বিলম্বের দিন',
      at: 'তারিখ',
      step: 'ধাপ',
      by: 'যিনি',
      evidenceDate: 'প্রমাণের কার্যকর তারিখ',
      proposedNext: 'প্রস্তাবিত পরবর্তী তারিখ',
      reason: 'কারণ',
      source: 'উৎস',
      reference: 'সূত্র',
      requirement: 'প্রয়োজনীয়তা',
      owner: 'দায়িত্বপ্রাপ্ত',
      applicability: 'প্রযোজ্যতা',
      effectiveDate: 'কার্যকর তারিখ',
      risks: 'সংযুক্ত ঝুঁকি',
    },
    statuses: {
      Upcoming: 'আসন্ন',
      Due: 'প্রাপ্য',
      Overdue: 'মেয়াদোত্তীর্ণ',
      Submitted: 'দাখিলকৃত',
      Compliant: 'অনুবর্তী',
      Declined: 'প্রত্যাখ্যাত',
    },
    steps: {
      submitted: 'দাখিলকৃত',
      accepted: 'গৃহীত',
      declined: 'প্রত্যাখ্যাত',
      'admin-accepted': 'গৃহীত (প্রশাসক কর্তৃক)',
    },
    none: { category: 'কোনো বিভাগ নেই', universe: 'কোনো ইউনিভার্স নেই' },
    generated: 'তৈরির সময়',
    period: 'সময়কাল',
    rows: 'সারি',
    chart: {
      status: 'অবস্থা অনুযায়ী কার্যক্রম',
      overdue: 'বিধি অনুযায়ী মেয়াদোত্তীর্ণ ও প্রত্যাখ্যাত কার্যক্রম',
      submissions: 'বিধি অনুযায়ী ধাপ',
    },
    page: (page, pages) => `পৃষ্ঠা ${page} / ${pages}`,
  },
};
