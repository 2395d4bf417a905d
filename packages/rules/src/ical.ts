/**
 * iCalendar text (RFC 5545) for a person's calendar feed: all-day events only, as every event of
 * the calendar is a day or a range of days. Pure: the caller passes the stamp time.
 */

export interface IcalEvent {
  /** unique and stable for the same event across reads (mail programs update by it) */
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD, the last day included; absent for one day */
  endDate?: string | undefined;
  summary: string;
  url?: string | undefined;
  description?: string | undefined;
}

export interface IcalCalendar {
  /** PRODID: who made it */
  prodId: string;
  /** X-WR-CALNAME: the name a mail program shows */
  name: string;
  /** DTSTAMP of every event */
  stamp: Date;
  events: readonly IcalEvent[];
}

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, and newlines as `\n`. */
export const icalText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line at 75 octets (§3.1): each further part starts with a space on a new line
 * (CRLF). Counts UTF-8 octets and never splits a character.
 */
const utf8 = new TextEncoder();

export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    // the first line holds 75 octets; each continuation 74 after its leading space
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** YYYY-MM-DD as a DATE value, YYYYMMDD. */
const dateValue = (day: string): string => day.replace(/-/g, '');

/** The day after a YYYY-MM-DD (DTEND of an all-day event is exclusive). */
export const dayAfter = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** A UTC DATE-TIME value, YYYYMMDDTHHMMSSZ. */
const stampValue = (at: Date): string => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** URI values are not TEXT: no escaping, but no line breaks either. */
const uriValue = (value: string): string => value.replace(/[\r\n]/g, '');

/** The whole calendar: CRLF line ends, every line folded, ending with CRLF. */
export const icalCalendar = (cal: IcalCalendar): string => {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icalText(cal.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(cal.name)}`,
  ];
  const stamp = stampValue(cal.stamp);
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icalText(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(e.date)}`,
      `DTEND;VALUE=DATE:${dateValue(dayAfter(e.endDate ?? e.date))}`,
      `SUMMARY:${icalText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${icalText(e.description)}`);
    if (e.url) lines.push(`URL:${uriValue(e.url)}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};

/**
 * Reads iCalendar text back into its events' properties (unfolded, values unescaped): for tests
 * and for checking a feed, not a general parser.
 */
export const parseIcal = (text: string): Array<Record<string, string>> => {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([\\;,])/g, '$1');
    }
  }
  return events;
};
