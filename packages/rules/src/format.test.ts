import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateDMY,
  formatDateLong,
  formatFileSize,
  formatMoney,
  formatNumber,
  ordinal,
  parseDMY,
  progressColour,
} from './format';

describe('dates (spec §5, §9)', () => {
  it.each([
    ['2024-01-05T10:00:00Z', 'Jan 5th 2024'],
    ['2024-03-01', 'Mar 1st 2024'],
    ['2024-06-02', 'Jun 2nd 2024'],
    ['2024-07-03', 'Jul 3rd 2024'],
    ['2024-11-11', 'Nov 11th 2024'],
    ['2024-11-12', 'Nov 12th 2024'],
    ['2024-11-13', 'Nov 13th 2024'],
    ['2024-12-21', 'Dec 21st 2024'],
    ['2024-12-22', 'Dec 22nd 2024'],
    ['2024-12-23', 'Dec 23rd 2024'],
    ['2024-12-31', 'Dec 31st 2024'],
  ])('shows %s as %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it.each([null, undefined, '', 'not a date', '2024-13-45'])('shows %j as empty text', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateDMY(value)).toBe('');
    expect(formatDateLong(value)).toBe('');
  });

  it('shows the calendar day of the viewer’s time zone', () => {
    expect(formatDate('2024-01-05T23:30:00Z', 'Asia/Dhaka')).toBe('Jan 6th 2024');
  });

  it('pads day and month', () => {
    expect(formatDateDMY('2024-01-05')).toBe('05/01/2024');
  });

  it('has a long form', () => {
    expect(formatDateLong('2024-01-05')).toBe('Friday, 5 January 2024');
  });

  it.each([
    ['05/01/2024', '2024-01-05'],
    ['5/1/2024', '2024-01-05'],
    ['29/02/2024', '2024-02-29'],
  ])('parses %s', (text, iso) => {
    expect(parseDMY(text)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it.each(['31/02/2024', '2024-01-05', '', '1/13/2024', '00/01/2024'])('refuses %j', (text) => {
    expect(parseDMY(text)).toBeNull();
  });

  it('round-trips every day through formatDateDMY and parseDMY', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
          expect(parseDMY(formatDateDMY(day))?.getTime()).toBe(day.getTime());
        },
      ),
    );
  });

  it('writes the short date as the chosen language does; English keeps "Jan 5th 2026"', () => {
    expect(formatDate('2026-01-05', 'UTC', 'de-DE')).toBe('5. Jan. 2026');
    expect(formatDate('2026-01-05', 'UTC', 'bn-BD')).toBe('৫ জানু, ২০২৬');
    expect(formatDate('2026-01-05', 'UTC', 'en')).toBe('Jan 5th 2026');
    expect(formatDate(null, 'UTC', 'de-DE')).toBe('');
  });

  it('gives every ordinal a suffix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        expect(ordinal(n)).toMatch(/^\d+(st|nd|rd|th)$/);
      }),
    );
  });
});

describe('numbers (spec §9)', () => {
  it.each([
    [1234567, '1,234,567'],
    [1234.5, '1,234.5'],
    [0, '0'],
    [-1500, '-1,500'],
    [null, ''],
    [Number.NaN, ''],
  ])('groups %s as %j', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });

  it.each([
    [1234.5, '1,234.50'],
    [0.005, '0.01'],
    [12, '12.00'],
    ['99.999', '100.00'],
  ])('shows money %s as %s', (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });

  it('writes numbers and money as the chosen language does; English keeps the spec’s form', () => {
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatMoney(1234.5, 'de-DE')).toBe('1.234,50');
    expect(formatNumber(1234.5, 'bn-BD')).toBe('১,২৩৪.৫');
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
  });

  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [1536, '1.50 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [3 * 1024 ** 4, '3.00 TB'],
    [2 * 1024 ** 5, '2048.00 TB'],
  ])('shows %i bytes as %s', (n, text) => {
    expect(formatFileSize(n)).toBe(text);
  });
});

describe('progress colour (spec §5)', () => {
  it.each([
    [0, 'danger'],
    [59.99, 'danger'],
    [60, 'warning'],
    [89.99, 'warning'],
    [90, 'success'],
    [150, 'success'],
    [null, 'danger'],
  ] as const)('%s%% is %s', (p, colour) => {
    expect(progressColour(p)).toBe(colour);
  });
});
