/**
 * Display formats of spec §5 and §9, shared by the API and the web app. Pure: no I/O, no clock.
 * Dates are shown in a named time zone (UTC unless the caller passes the viewer's).
 */

type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * Formatters by what they format. Making an Intl formatter costs far more than using one (a
 * 300-KPI scorecard spent most of its answer making them), so each is made once per process.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
};
const numberFormat = (options: Intl.NumberFormatOptions, locale = 'en-US'): Intl.NumberFormat => {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
};

/** English (the spec's own formats) or another language, which gets its own conventions. */
const isEnglish = (locale: string) => locale === '' || locale.toLowerCase().startsWith('en');

const partsOf = (d: Date, timeZone: string) => {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const numeric = dateFormat('en-US', { timeZone, month: 'numeric' }).format(d);
  return { year: get('year'), month: get('month'), day: Number(get('day')), monthNumber: Number(numeric) };
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … */
export const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * spec §3/§9: "Jan 5th 2024". A value that cannot be parsed, or none, gives empty text (spec §5).
 * In another language the same short date as that language writes it ("5. Jan. 2024" in German).
 */
export const formatDate = (value: DateInput, timeZone = 'UTC', locale = 'en'): string => {
  const d = toDate(value);
  if (!d) return '';
  if (!isEnglish(locale))
    return dateFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  const p = partsOf(d, timeZone);
  return `${p.month} ${ordinal(p.day)} ${p.year}`;
};

/** spec §9: day/month/year with zero padding, "05/01/2024". */
export const formatDateDMY = (value: DateInput, timeZone = 'UTC'): string => {
  const d = toDate(value);
  if (!d) return '';
  const p = partsOf(d, timeZone);
  return `${String(p.day).padStart(2, '0')}/${String(p.monthNumber).padStart(2, '0')}/${p.year}`;
};

/** spec §9 long form: "Friday, 5 January 2024" (in the given locale). */
export const formatDateLong = (value: DateInput, locale = 'en-GB', timeZone = 'UTC'): string => {
  const d = toDate(value);
  if (!d) return '';
  return dateFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
};

/** spec §5: a day/month/year string parses to a date (UTC midnight), else null. */
export const parseDMY = (text: string | null | undefined): Date | null => {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text ?? '');
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null;
};

const finite = (n: number | string | null | undefined): number | null => {
  if (n === null || n === undefined || n === '') return null;
  const v = typeof n === 'number' ? n : Number(n);
  return Number.isFinite(v) ? v : null;
};

/** spec §9: thousands comma-grouped, "1,234,567.5". Empty for no value. */
export const formatNumber = (n: number | string | null | undefined, locale = 'en-US'): string => {
  const v = finite(n);
  return v === null
    ? ''
    : numberFormat({ maximumFractionDigits: 2 }, isEnglish(locale) ? 'en-US' : locale).format(v);
};

/** spec §9: money with exactly 2 decimals in English locale, "1,234.50" (another language: its own, "1.234,50"). */
export const formatMoney = (n: number | string | null | undefined, locale = 'en-US'): string => {
  const v = finite(n);
  return v === null
    ? ''
    : numberFormat(
        { minimumFractionDigits: 2, maximumFractionDigits: 2 },
        isEnglish(locale) ? 'en-US' : locale,
      ).format(v);
};

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** spec §9: file sizes in B, KB, MB, GB, TB with 2 decimals (1024 steps). */
export const formatFileSize = (bytes: number | null | undefined): string => {
  const v = finite(bytes);
  if (v === null || v < 0) return '';
  let size = v;
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size.toFixed(2)} ${SIZE_UNITS[unit]}`;
};

export type ProgressColour = 'danger' | 'warning' | 'success';

/** spec §5: under 60 danger; 60 to under 90 warning; 90 and above success. No value counts as 0. */
export const progressColour = (percent: number | null | undefined): ProgressColour => {
  const v = finite(percent) ?? 0;
  if (v < 60) return 'danger';
  if (v < 90) return 'warning';
  return 'success';
};
