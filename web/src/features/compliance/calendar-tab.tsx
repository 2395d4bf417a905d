import type { TActivity } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todayLocal } from '../../components/form';
import { useUrlParam } from '../../lib/use-url-param';
import { useCalendar } from './api';
import { compliancePaths } from './paths';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` moved by `n` months. */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** The weeks (Monday first) of a month's grid: each day YYYY-MM-DD, with the days around it. */
export const monthGrid = (month: string): string[][] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const start = new Date(first);
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7));
  const weeks: string[][] = [];
  const day = new Date(start);
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (day.toISOString().slice(0, 7) === month);
  return weeks;
};

/** A month of due activities (the month in the URL, `?month=YYYY-MM`), each on its due date. */
export const CalendarTab = () => {
  const { t, i18n } = useTranslation('compliance');
  const [param, setMonth] = useUrlParam('month');
  const thisMonth = todayLocal().slice(0, 7);
  const month = param && MONTH.test(param) ? param : thisMonth;
  const calendar = useCalendar(month);
  const byDay = new Map<string, TActivity[]>();
  for (const a of calendar.data?.list ?? []) {
    const day = a.nextComplianceDate ?? '';
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  const [y, m] = month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(y, m - 1, 1),
  );
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(new Date(2024, 0, 1 + i)),
  );
  const today = todayLocal();
  return (
    <div className="card">
      <div className="compliance-calendar-nav">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          aria-label={t('calendar.previous')}
          onClick={() => setMonth(addMonths(month, -1))}
        />
        <h2>{monthName}</h2>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          aria-label={t('calendar.next')}
          onClick={() => setMonth(addMonths(month, 1))}
        />
        <Button
          type="button"
          label={t('calendar.today')}
          outlined
          size="small"
          onClick={() => setMonth(thisMonth)}
        />
      </div>
      <table className="compliance-calendar" aria-label={t('calendar.label', { month: monthName })}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const due = byDay.get(day) ?? [];
                const outside = day.slice(0, 7) !== month;
                return (
                  <td
                    key={day}
                    className={
                      [outside ? 'outside' : '', day === today ? 'today' : ''].join(' ').trim() || undefined
                    }
                    aria-label={due.length ? `${day}: ${t('calendar.more', { count: due.length })}` : day}
                  >
                    <span className="day-number">{Number(day.slice(8, 10))}</span>
                    {due.length ? (
                      <ul>
                        {due.map((a) => (
                          <li key={a.id}>
                            <Link
                              to={compliancePaths.activity(a.id)}
                              style={{ borderColor: a.colour }}
                              title={a.name}
                            >
                              {a.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar.data && calendar.data.list.length === 0 ? <p>{t('calendar.empty')}</p> : null}
    </div>
  );
};
