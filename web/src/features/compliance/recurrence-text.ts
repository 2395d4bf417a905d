import type { TActivity } from '@stratum/contracts';
import type { TFunction } from 'i18next';
import { fromApi } from './recurrence-builder';

/** An activity's recurrence in words ("Quarterly", "Weekly ×2"), or its rule when not built here. */
export const recurrenceText = (
  t: TFunction<'compliance'>,
  a: Pick<TActivity, 'recurrence' | 'rule'>,
): string => {
  const b = fromApi(a.recurrence, a.rule);
  if (!b) return a.rule ?? t('recurrence.custom');
  const base = t(`recurrence.frequencies.${b.frequency}`);
  const every = b.interval > 1 ? ` ×${b.interval}` : '';
  const end = b.end === 'until' ? ` → ${b.until}` : b.end === 'count' ? ` (${b.count})` : '';
  return `${base}${every}${end}`;
};
