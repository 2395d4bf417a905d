/**
 * The calendar's events (docs/calendar.md): what each module's dates become, and which
 * of them fall in a range of days. Pure: the use case reads the dates and passes them here.
 */

export interface DayEvent {
  id: string;
  kind:
    'quarter' | 'assessment-deadline' | 'agreement-deadline' | 'pm-assessment-deadline' | 'compliance-due';
  module: 'planning' | 'performance' | 'compliance';
  date: string;
  endDate?: string;
  subject: string;
  title: string;
  link: string;
}

export interface QuarterDates {
  annualPlanId: string;
  /** the annual plan's name */
  planName: string;
  /** 0..3 */
  quarter: number;
  startDate: string;
  endDate: string;
  assessmentEndDate?: string | undefined;
  pmAgreementEndDate?: string | undefined;
  pmAssessmentEndDate?: string | undefined;
}

/** Does [date, endDate] (one day when no end) meet [from, to]? All YYYY-MM-DD, ends included. */
export const meets = (e: { date: string; endDate?: string | undefined }, from: string, to: string): boolean =>
  e.date <= to && (e.endDate ?? e.date) >= from;

/**
 * A quarter's events: the quarter itself (a range, Strategic Planning), its assessment window's
 * last day (Strategic Planning) and, when Performance Management is on, the last days of its
 * performance agreement and assessment windows. A window left closed gives no event.
 */
export const quarterEvents = (q: QuarterDates, performance: boolean): DayEvent[] => {
  const subject = `${q.planName} Q${q.quarter + 1}`;
  const id = `quarter-${q.annualPlanId}-${q.quarter}`;
  const events: DayEvent[] = [
    {
      id,
      kind: 'quarter',
      module: 'planning',
      date: q.startDate,
      endDate: q.endDate,
      subject,
      title: subject,
      link: '/app/annual/manage-quarters',
    },
  ];
  if (q.assessmentEndDate)
    events.push({
      id: `${id}-assessment`,
      kind: 'assessment-deadline',
      module: 'planning',
      date: q.assessmentEndDate,
      subject,
      title: `${subject}: assessments due`,
      link: '/app/annual/manage-quarters',
    });
  if (performance && q.pmAgreementEndDate)
    events.push({
      id: `${id}-agreement`,
      kind: 'agreement-deadline',
      module: 'performance',
      date: q.pmAgreementEndDate,
      subject,
      title: `${subject}: performance agreements due`,
      link: '/app/my-inbox',
    });
  if (performance && q.pmAssessmentEndDate)
    events.push({
      id: `${id}-pm-assessment`,
      kind: 'pm-assessment-deadline',
      module: 'performance',
      date: q.pmAssessmentEndDate,
      subject,
      title: `${subject}: performance assessments due`,
      link: '/app/my-inbox',
    });
  return events;
};

export interface DueActivity {
  activityId: string;
  name: string;
  nextComplianceDate: string;
  complyingTeamId: string;
  complianceTeamId: string;
}

/**
 * A compliance activity's next compliance date, for a person who may see it: a compliance
 * administrator sees every activity, anyone else those of the teams they are in.
 */
export const complianceEvent = (
  a: DueActivity,
  viewer: { admin: boolean; teamIds: ReadonlySet<string> },
): DayEvent | null =>
  viewer.admin || viewer.teamIds.has(a.complyingTeamId) || viewer.teamIds.has(a.complianceTeamId)
    ? {
        id: `compliance-${a.activityId}-${a.nextComplianceDate}`,
        kind: 'compliance-due',
        module: 'compliance',
        date: a.nextComplianceDate,
        subject: a.name,
        title: `Compliance due: ${a.name}`,
        link: `/app/compliance-management/activity/${encodeURIComponent(a.activityId)}`,
      }
    : null;

/** The languages a feed may be written in: the app's own. */
export const FEED_LANGUAGES = ['en', 'de', 'bn'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];

/**
 * An event's title in a mail program's calendar, in the language the person chose when they made
 * their feed link: the feed is read with no browser and no session, so it cannot ask. The screen
 * shows the same wording from its own translations (web i18n `calendar.kinds`).
 */
const FEED_TITLES: Record<FeedLanguage, Record<DayEvent['kind'], string>> = {
  en: {
    quarter: '{{subject}}',
    'assessment-deadline': '{{subject}}: assessments due',
    'agreement-deadline': '{{subject}}: performance agreements due',
    'pm-assessment-deadline': '{{subject}}: performance assessments due',
    'compliance-due': 'Compliance due: {{subject}}',
  },
  de: {
    quarter: '{{subject}}',
    'assessment-deadline': '{{subject}}: Bewertungen fällig',
    'agreement-deadline': '{{subject}}: Leistungsvereinbarungen fällig',
    'pm-assessment-deadline': '{{subject}}: Leistungsbewertungen fällig',
    'compliance-due': 'Compliance fällig: {{subject}}',
  },
  bn: {
    quarter: '{{subject}}',
    'assessment-deadline': '{{subject}}: মূল্যায়নের শেষ তারিখ',
    'agreement-deadline': '{{subject}}: কর্মদক্ষতা চুক্তির শেষ তারিখ',
    'pm-assessment-deadline': '{{subject}}: কর্মদক্ষতা মূল্যায়নের শেষ তারিখ',
    'compliance-due': 'কমপ্লায়েন্স বাকি: {{subject}}',
  },
};

/** A browser's language ("de-DE", "bn") as one of the feed's, English when it is none of them. */
export const feedLanguageOf = (language: string | undefined): FeedLanguage => {
  const base = (language ?? '').slice(0, 2).toLowerCase();
  return (FEED_LANGUAGES as readonly string[]).includes(base) ? (base as FeedLanguage) : 'en';
};

export const feedTitle = (e: Pick<DayEvent, 'kind' | 'subject'>, language: FeedLanguage = 'en'): string =>
  (FEED_TITLES[language] ?? FEED_TITLES.en)[e.kind].replace('{{subject}}', () => e.subject);

/** The events meeting [from, to], by date then title. */
export const eventsIn = (events: readonly DayEvent[], from: string, to: string): DayEvent[] =>
  events
    .filter((e) => meets(e, from, to))
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));

/** The first and last day of a month, YYYY-MM. */
export const monthRange = (month: string): { from: string; to: string } => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
};

/** The feed's days: `back` months before today's month to the end of `ahead` months after it. */
export const feedRange = (today: string, back = 3, ahead = 12): { from: string; to: string } => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(y, m + ahead, 0)).toISOString().slice(0, 10);
  return { from, to };
};
