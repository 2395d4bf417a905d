import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUrlParam } from '../lib/use-url-param';
import { todayLocal } from './form';
import './month-calendar.css';

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

/** The month in the URL (`?month=YYYY-MM`), this month when absent or malformed, and its setter. */
export const useUrlMonth = (): [string, (month: string) => void] => {
  const [param, setMonth] = useUrlParam('month');
  const month = param && MONTH.test(param) ? param : todayLocal().slice(0, 7);
  return [month, setMonth];
};

/** One entry on a day: a link to its screen, with a coloured edge. */
export interface MonthEntry {
  key: string;
  label: string;
  to: string;
  colour: string;
  /** the tooltip, when more than the label */
  title?: string;
}

export interface MonthCalendarLabels {
  previous: string;
  next: string;
  today: string;
  /** the table's name, given the month's name */
  table: (monthName: string) => string;
  /** a day's name for assistive technology, given how many entries it has */
  count: (count: number) => string;
}

/**
 * A month grid (Monday first) with previous / next / this month, the month in the URL, and each
 * day's entries as links (the compliance calendar and the calendar screen).
 */
export const MonthCalendar = ({
  month,
  onMonth,
  entriesOn,
  labels,
  after,
}: {
  month: string;
  onMonth: (month: string) => void;
  entriesOn: (day: string) => readonly MonthEntry[];
  labels: MonthCalendarLabels;
  /** shown under the grid (an empty month's note) */
  after?: ReactNode;
}) => {
  const { i18n } = useTranslation();
  const [y, m] = month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(y, m - 1, 1),
  );
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(new Date(2024, 0, 1 + i)),
  );
  const today = todayLocal();
  return (
    <>
      <div className="month-calendar-nav">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          aria-label={labels.previous}
          onClick={() => onMonth(addMonths(month, -1))}
        />
        <h2>{monthName}</h2>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          aria-label={labels.next}
          onClick={() => onMonth(addMonths(month, 1))}
        />
        <Button
          type="button"
          label={labels.today}
          outlined
          size="small"
          onClick={() => onMonth(today.slice(0, 7))}
        />
      </div>
      <div className="month-calendar-scroll" tabIndex={0} role="region" aria-label={labels.table(monthName)}>
        <table className="month-calendar" aria-label={labels.table(monthName)}>
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
                  const entries = entriesOn(day);
                  const outside = day.slice(0, 7) !== month;
                  return (
                    <td
                      key={day}
                      className={
                        [outside ? 'outside' : '', day === today ? 'today' : ''].join(' ').trim() || undefined
                      }
                      aria-label={entries.length ? `${day}: ${labels.count(entries.length)}` : day}
                    >
                      <span className="day-number">{Number(day.slice(8, 10))}</span>
                      {entries.length ? (
                        <ul>
                          {entries.map((e) => (
                            <li key={e.key}>
                              <Link to={e.to} style={{ borderColor: e.colour }} title={e.title ?? e.label}>
                                {e.label}
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
      </div>
      {after}
    </>
  );
};
