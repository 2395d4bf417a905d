import type { ShellKey } from '../../../lib/navigation';

/**
 * My inbox's corporate scorecard screens (spec §2 /app/my-inbox annual-corporate-scorecards: list,
 * add, edit; periodic-corporate-scorecards: list, add-periodic, edit-periodic). A screen reads from
 * its URL which of the two it is.
 */
export type CorporateInboxType = 'annual' | 'periodic';

export interface CorporateInboxScreens {
  type: CorporateInboxType;
  list: string;
  add: string;
  edit: (id: string) => string;
  titles: { list: ShellKey; add: ShellKey; edit: ShellKey };
}

const ANNUAL_BASE = '/app/my-inbox/annual-corporate-scorecards';
const PERIODIC_BASE = '/app/my-inbox/periodic-corporate-scorecards';

export const CORPORATE_INBOX: Record<CorporateInboxType, CorporateInboxScreens> = {
  annual: {
    type: 'annual',
    list: `${ANNUAL_BASE}/list`,
    add: `${ANNUAL_BASE}/add`,
    edit: (id) => `${ANNUAL_BASE}/edit/${encodeURIComponent(id)}`,
    titles: {
      list: 'nav.inboxAnnualCorporate',
      add: 'nav.inboxAddAnnualCorporate',
      edit: 'nav.inboxEditAnnualCorporate',
    },
  },
  periodic: {
    type: 'periodic',
    list: `${PERIODIC_BASE}/list`,
    add: `${PERIODIC_BASE}/add-periodic`,
    edit: (id) => `${PERIODIC_BASE}/edit-periodic/${encodeURIComponent(id)}`,
    titles: {
      list: 'nav.inboxPeriodicCorporate',
      add: 'nav.inboxAddPeriodicCorporate',
      edit: 'nav.inboxEditPeriodicCorporate',
    },
  },
};

export const corporateInboxOf = (pathname: string): CorporateInboxScreens =>
  pathname.startsWith(PERIODIC_BASE) ? CORPORATE_INBOX.periodic : CORPORATE_INBOX.annual;

/** A path with the annual plan and, for add-periodic, the annual scorecard and quarter it starts from. */
export const withQuery = (
  path: string,
  query: Record<string, string | number | null | undefined>,
): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};
