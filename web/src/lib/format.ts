import {
  formatDate as formatDateIn,
  formatMoney as formatMoneyIn,
  formatNumber as formatNumberIn,
} from '@stratum/rules';
import { i18n } from './i18n';

/**
 * The display formats of spec §9 in the language the person chose (English keeps the spec's own
 * "Jan 5th 2024" and "1,234.50"; German writes "5. Jan. 2024" and "1.234,50"; Bengali its own).
 */
const LOCALES: Record<string, string> = { en: 'en', de: 'de-DE', bn: 'bn-BD' };

const locale = (): string => LOCALES[i18n.language] ?? 'en';

export const formatDate = (value: Parameters<typeof formatDateIn>[0], timeZone = 'UTC'): string =>
  formatDateIn(value, timeZone, locale());

export const formatNumber = (n: Parameters<typeof formatNumberIn>[0]): string => formatNumberIn(n, locale());

export const formatMoney = (n: Parameters<typeof formatMoneyIn>[0]): string => formatMoneyIn(n, locale());
