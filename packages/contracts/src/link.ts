/**
 * Link tokens (ARCHITECTURE §6): what a person without an account holds to open one thing — this
 * questionnaire for this contact, this survey for this reviewer. Each purpose says how long its
 * links live and whether answering spends them. A route that a link opens names its purpose
 * (`RouteDef.link`); the gate admits a valid, unspent, unrevoked token of that purpose only.
 */
export const LINK_PURPOSES = {
  /** an auditee contact answers an audit questionnaire once (spec §2 public questionnaire pages) */
  'audit-questionnaire': { singleUse: true, days: 30 },
  /** an auditee contact scores an audit's customer satisfaction survey once (spec §2 customer-satisfaction-survey) */
  'audit-customer-survey': { singleUse: true, days: 30 },
  /** a 360-degree survey's reviewer answers once, anonymously (spec §2 public survey-review pages) */
  'survey-review': { singleUse: true, days: 30 },
  /** an employee answers an organisational survey once, anonymously (spec §2 public organizational-survey-review) */
  'org-survey-review': { singleUse: true, days: 30 },
  /** a person's calendar feed, read by their mail program until they withdraw it (docs/calendar.md) */
  'calendar-feed': { singleUse: false, days: 730 },
  /** a company's figures shown on its intranet page, read until an administrator withdraws it (docs/dashboard.md) */
  embed: { singleUse: false, days: 365 },
} as const satisfies Record<string, { singleUse: boolean; days: number }>;

export type LinkPurpose = keyof typeof LINK_PURPOSES;

export const LINK_PURPOSE_KEYS = Object.keys(LINK_PURPOSES) as LinkPurpose[];

/**
 * The one refusal of a link that does not open this: forged, damaged, expired, spent, withdrawn,
 * of another purpose or for another target all read the same, so a holder learns nothing about
 * which (or whether the thing exists).
 */
export const LINK_REFUSED =
  'This link cannot be used: it may have expired, been used already or been withdrawn. Ask the person who sent it for a new link.';

/** The header a link token travels in (also accepted: `token`, `Authorization: Bearer`). */
export const LINK_TOKEN_HEADER = 'link-token';
