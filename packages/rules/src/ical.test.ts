import { describe, expect, it } from 'vitest';
import { dayAfter, foldLine, icalCalendar, icalText, parseIcal } from './ical';

const utf8 = (s: string) => new TextEncoder().encode(s).length;

describe('icalText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(icalText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });
  it('folds longer lines at 75 octets, continuations starting with a space', () => {
    const folded = foldLine('y'.repeat(200));
    const parts = folded.split('\r\n');
    expect(parts.map(utf8)).toEqual([75, 75, 52]);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('y'.repeat(200));
  });
  it('counts octets, never splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'ক'.repeat(40)}`);
    for (const part of folded.split('\r\n')) expect(utf8(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ক'.repeat(40)}`);
  });
});

describe('icalCalendar', () => {
  const text = icalCalendar({
    prodId: '-//Stratum//Calendar//EN',
    name: 'Ada, Acme',
    stamp: new Date('2026-11-28T16:05:09.123Z'),
    events: [
      {
        uid: 'quarter-1@stratum',
        date: '2026-01-01',
        endDate: '2026-03-31',
        summary: 'FY2026 Q1; plans, "main"',
        url: 'https://app.example.com/app/annual/manage-quarters',
      },
      { uid: 'due-2@stratum', date: '2026-12-31', summary: `Line one\nline two ${'z'.repeat(90)}` },
    ],
  });
  it('is CRLF lines, ending in CRLF, no line over 75 octets, no bare LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(utf8(line)).toBeLessThanOrEqual(75);
  });
  it('wraps VEVENTs in a VCALENDAR with the required properties', () => {
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Ada\\, Acme');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTAMP:20261128T160509Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260101');
    // DTEND is the day after the last day
    expect(lines).toContain('DTEND;VALUE=DATE:20260401');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
  it('reads back: unfolded and unescaped', () => {
    const events = parseIcal(text);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      UID: 'quarter-1@stratum',
      SUMMARY: 'FY2026 Q1; plans, "main"',
      DTSTART: '20260101',
      URL: 'https://app.example.com/app/annual/manage-quarters',
    });
    expect(events[1]!.SUMMARY).toBe(`Line one\nline two ${'z'.repeat(90)}`);
  });
});

describe('dayAfter', () => {
  it('crosses months and leap days', () => {
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
