import { formatDateDMY, formatDateLong } from '@stratum/rules';
import { formatDate } from '../lib/format';
import { useTranslation } from 'react-i18next';

export interface DateTextProps {
  value: string | number | Date | null | undefined;
  /**
   * spec §9: short "Jan 5th 2024" (default), dmy "05/01/2024", long "Friday, 5 January 2024";
   * dateTime "Jan 5th 2024, 14:05" in the person's own time zone (when something happened)
   */
  format?: 'short' | 'dmy' | 'long' | 'dateTime';
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const time = (value: string | number | Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(value));

/** A date as the spec displays it, in a <time> element; empty when there is none (spec §5). */
export const DateText = ({ value, format = 'short' }: DateTextProps) => {
  const { i18n } = useTranslation();
  const text =
    format === 'dmy'
      ? formatDateDMY(value)
      : format === 'long'
        ? formatDateLong(value, i18n.language)
        : format === 'dateTime'
          ? formatDate(value, localZone())
          : formatDate(value);
  if (!text || value === null || value === undefined) return null;
  const iso = new Date(value).toISOString();
  return <time dateTime={iso}>{format === 'dateTime' ? `${text}, ${time(value, localZone())}` : text}</time>;
};
