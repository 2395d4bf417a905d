import type { TActivity } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { MonthCalendar, useUrlMonth } from '../../components/month-calendar';
import { useCalendar } from './api';
import { compliancePaths } from './paths';

/** A month of due activities (the month in the URL, `?month=YYYY-MM`), each on its due date. */
export const CalendarTab = () => {
  const { t } = useTranslation('compliance');
  const [month, setMonth] = useUrlMonth();
  const calendar = useCalendar(month);
  const byDay = new Map<string, TActivity[]>();
  for (const a of calendar.data?.list ?? []) {
    const day = a.nextComplianceDate ?? '';
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  return (
    <div className="card">
      <MonthCalendar
        month={month}
        onMonth={setMonth}
        entriesOn={(day) =>
          (byDay.get(day) ?? []).map((a) => ({
            key: a.id,
            label: a.name,
            to: compliancePaths.activity(a.id),
            colour: a.colour,
          }))
        }
        labels={{
          previous: t('calendar.previous'),
          next: t('calendar.next'),
          today: t('calendar.today'),
          table: (monthName) => t('calendar.label', { month: monthName }),
          count: (count) => t('calendar.more', { count }),
        }}
        after={calendar.data && calendar.data.list.length === 0 ? <p>{t('calendar.empty')}</p> : null}
      />
    </div>
  );
};
