import type { TCalendarEvent, TEventModule } from '@stratum/contracts';
import { feedLanguageOf, feedTitle } from '@stratum/rules';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { DateText } from '../../components/date-text';
import { MonthCalendar, useUrlMonth, type MonthEntry } from '../../components/month-calendar';
import { PageHeader } from '../../components/page-header';
import { feedUrl, useCreateFeedLink, useEvents, useFeedLink, useRevokeFeedLink } from './calendar-api';
import './calendar.css';

/** Each module's colour in the month view (AA contrast on white for the text beside it is not needed: the edge only marks). */
export const MODULE_COLOURS: Record<TEventModule, string> = {
  planning: '#2563eb',
  performance: '#7c3aed',
  compliance: '#c2410c',
};

const MODULE_ORDER: TEventModule[] = ['planning', 'performance', 'compliance'];

/**
 * The days an event shows on in a month: a deadline on its day; a range on its first and last day,
 * and on the month's first day when it began before the month (so a month inside a quarter shows it).
 */
const daysOf = (e: TCalendarEvent, month: string): string[] => {
  if (!e.endDate || e.endDate === e.date) return [e.date];
  const first = `${month}-01`;
  return e.date < first && e.endDate > first ? [first, e.endDate] : [e.date, e.endDate];
};

const FeedLink = () => {
  const { t, i18n } = useTranslation('calendar');
  const link = useFeedLink();
  const create = useCreateFeedLink();
  const revoke = useRevokeFeedLink();
  const [confirm, dialog] = useConfirm();
  const current = link.data?.link ?? null;
  const url = current ? feedUrl(current.token) : '';
  const make = async () => {
    if (
      current &&
      !(await confirm({
        title: t('feed.renewTitle'),
        message: t('feed.renewMessage'),
        confirmLabel: t('feed.renew'),
      }))
    )
      return;
    // the mail program reads the feed with no browser to ask: its titles take today's language
    create.mutate({ input: { language: feedLanguageOf(i18n.language) } });
  };
  const withdraw = async () => {
    if (
      !(await confirm({
        title: t('feed.revokeTitle'),
        message: t('feed.revokeMessage'),
        confirmLabel: t('feed.revoke'),
      }))
    )
      return;
    revoke.mutate({ input: {} });
  };
  return (
    <section className="card calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('feed.title')}</h2>
      <p>{t('feed.intro')}</p>
      {current ? (
        <>
          <label htmlFor="calendar-feed-url">{t('feed.address')}</label>
          <div className="calendar-feed-row">
            <InputText
              id="calendar-feed-url"
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              type="button"
              icon="pi pi-copy"
              label={t('feed.copy')}
              outlined
              onClick={() => void navigator.clipboard?.writeText(url)}
            />
          </div>
          <p className="calendar-feed-meta">
            {t('feed.made')} <DateText value={current.createdAt} /> · {t('feed.expires')}{' '}
            <DateText value={current.expiresAt} />
          </p>
          <div className="calendar-feed-row">
            <Button
              type="button"
              label={t('feed.renew')}
              outlined
              loading={create.isPending}
              onClick={() => void make()}
            />
            <Button
              type="button"
              label={t('feed.revoke')}
              severity="danger"
              outlined
              loading={revoke.isPending}
              onClick={() => void withdraw()}
            />
          </div>
        </>
      ) : link.isSuccess ? (
        <Button
          type="button"
          icon="pi pi-link"
          label={t('feed.create')}
          loading={create.isPending}
          onClick={() => void make()}
        />
      ) : null}
      {dialog}
    </section>
  );
};

/** The calendar (`/app/calendar?month=YYYY-MM`): what is due across the person's modules, and their feed link. */
export const Component = () => {
  const { t, i18n } = useTranslation('calendar');
  const language = feedLanguageOf(i18n.language);
  const [month, setMonth] = useUrlMonth();
  const events = useEvents(month);
  const byDay = new Map<string, MonthEntry[]>();
  for (const e of events.data?.list ?? []) {
    const label = feedTitle(e, language);
    for (const day of daysOf(e, month)) {
      const entry: MonthEntry = {
        key: `${e.id}-${day}`,
        label:
          e.endDate && day === e.endDate && day !== e.date
            ? t('ends', { what: label })
            : day !== e.date
              ? t('continues', { what: label })
              : label,
        to: e.link,
        colour: MODULE_COLOURS[e.module],
        title: `${label} · ${t(`modules.${e.module}`)}`,
      };
      byDay.set(day, [...(byDay.get(day) ?? []), entry]);
    }
  }
  const present = MODULE_ORDER.filter((m) => events.data?.list.some((e) => e.module === m));
  return (
    <>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>
      <div className="card">
        <MonthCalendar
          month={month}
          onMonth={setMonth}
          entriesOn={(day) => byDay.get(day) ?? []}
          labels={{
            previous: t('previous'),
            next: t('next'),
            today: t('today'),
            table: (monthName) => t('label', { month: monthName }),
            count: (count) => t('count', { count }),
          }}
          after={
            <>
              {present.length ? (
                <ul className="calendar-legend" aria-label={t('legend')}>
                  {present.map((m) => (
                    <li key={m}>
                      <span
                        className="calendar-swatch"
                        style={{ background: MODULE_COLOURS[m] }}
                        aria-hidden="true"
                      />
                      {t(`modules.${m}`)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {events.data && events.data.list.length === 0 ? <p>{t('empty')}</p> : null}
            </>
          }
        />
      </div>
      <FeedLink />
    </>
  );
};
