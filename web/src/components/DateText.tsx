import { formatDate, formatDateDMY, formatDateLong } from '@stratum/rules';
import { useTranslation } from 'react-i18next';

export interface DateTextProps {
  value: string | number | Date | null | undefined;
  /** spec §9: short "Jan 5th 2024" (default), dmy "05/01/2024", long "Friday, 5 January 2024" */
  format?: 'short' | 'dmy' | 'long';
}

/** A date as the spec displays it, in a <time> element; empty when there is none (spec §5). */
export const DateText = ({ value, format = 'short' }: DateTextProps) => {
  const { i18n } = useTranslation();
  const text =
    format === 'dmy'
      ? formatDateDMY(value)
      : format === 'long'
        ? formatDateLong(value, i18n.language)
        : formatDate(value);
  if (!text) return null;
  const iso = new Date(value as string | number | Date).toISOString();
  return <time dateTime={iso}>{text}</time>;
};
