import {
  QUARTER_WINDOWS,
  WINDOW_FIELDS,
  type QuarterWindow,
  type TAnnualPlan,
  type TQuarter,
} from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConflictNotice } from '../../../components/conflict-notice';
import { EmptyState } from '../../../components/empty-state';
import { Form, useZodForm } from '../../../components/form';
import { DateField, todayLocal } from '../../../components/form/date-field';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { notify } from '../../../lib/notify';
import { isStale } from '../../../lib/write-failure';
import { annualPlanOptions, useChosenAnnualPlan } from '../../scorecard';
import { usePlanningAdmin } from '../shared/access';
import { annualScreensOf, type AnnualScreens } from '../shared/paths';
import { quartersQueryOptions, useQuarters, useSetDefaultTargetDate, useUpdateQuarter } from './api';
import { ReadOnlyNote } from './plan-tabs';
import {
  defaultDateSchema,
  defaultDateValues,
  quarterFormSchema,
  quarterValues,
  windowOpen,
  type DefaultDateValues,
  type QuarterValues,
} from './quarter-form';
import './plans.css';

/**
 * spec §2 /app/annual/manage-quarters?annualPlanId=… (and /app/performance/manage-quarters): the
 * four quarters of the chosen annual plan, their dates and windows, each window open or closed
 * today, and each quarter's default target date. One quarter is edited at a time, in its place.
 */
export const Component = () => {
  const screens = annualScreensOf(useLocation().pathname);
  return <ManageQuarters key={screens.base} screens={screens} />;
};

const ManageQuarters = ({ screens }: { screens: AnnualScreens }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const admin = usePlanningAdmin();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const options = annualPlanOptions(annualPlans.data?.list);

  const body =
    annualPlans.isPending || (chosen === undefined && !annualPlans.isError) ? (
      <Loading />
    ) : annualPlans.isError ? (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={t('annual.failed')}
          text={annualPlans.error.message}
          action={
            <Button
              type="button"
              icon="pi pi-refresh"
              label={ts('common.retry')}
              outlined
              onClick={() => void annualPlans.refetch()}
            />
          }
        />
      </div>
    ) : chosen ? (
      <Quarters key={chosen.id} annual={chosen} admin={admin} />
    ) : (
      <div className="card">
        <EmptyState
          title={t('quarters.noAnnual')}
          text={t('quarters.noAnnualText')}
          {...(admin
            ? {
                action: (
                  <Link className="p-button" to={screens.add}>
                    {t('quarters.addAnnual')}
                  </Link>
                ),
              }
            : {})}
        />
      </div>
    );

  return (
    <section className="planning-page">
      <PageHeader title={ts('nav.manageQuarters')}>
        <p className="page-subtitle">{t('quarters.intro')}</p>
      </PageHeader>
      {admin ? null : <ReadOnlyNote />}
      {options.length > 0 ? (
        <div className="planning-toolbar">
          <RecordSelect
            label={t('select.annualPlan')}
            value={chosen?.id}
            options={options}
            onChange={choose}
          />
        </div>
      ) : null}
      {body}
    </section>
  );
};

const Quarters = ({ annual, admin }: { annual: TAnnualPlan; admin: boolean }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const quarters = useQuarters(annual.id);
  const [editing, setEditing] = useState<number | null>(null);
  if (quarters.isPending) return <Loading />;
  if (quarters.isError)
    return (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={ts('pages.error')}
          text={quarters.error.message}
          action={
            <Button
              type="button"
              icon="pi pi-refresh"
              label={ts('common.retry')}
              outlined
              onClick={() => void quarters.refetch()}
            />
          }
        />
      </div>
    );
  return (
    <ol className="quarter-grid" aria-label={t('quarters.listLabel', { plan: annual.label })}>
      {quarters.data.list.map((q) => (
        <li key={q.quarter} className="card quarter-card" aria-labelledby={`quarter-${q.quarter}-title`}>
          {editing === q.quarter ? (
            <QuarterEditor quarter={q} onClose={() => setEditing(null)} />
          ) : (
            <QuarterSummary quarter={q} {...(admin ? { onEdit: () => setEditing(q.quarter) } : {})} />
          )}
        </li>
      ))}
    </ol>
  );
};

/** Open (green) or Closed (grey), today. */
const WindowTag = ({ open }: { open: boolean }) => {
  const { t } = useTranslation('planning');
  return (
    <Tag
      className="status-tag"
      value={open ? t('quarters.open') : t('quarters.closed')}
      severity={open ? 'success' : 'secondary'}
    />
  );
};

const dayText = (day: string | null, none: string) => (day ? formatDate(day) : none);

const QuarterTitle = ({ quarter: q }: { quarter: TQuarter }) => (
  <h2 id={`quarter-${q.quarter}-title`} className="quarter-title">
    {q.label}
    <small>
      {q.d_startDate} – {q.d_endDate}
    </small>
  </h2>
);

const QuarterSummary = ({ quarter: q, onEdit }: { quarter: TQuarter; onEdit?: () => void }) => {
  const { t } = useTranslation('planning');
  const notSet = t('quarters.notSet');
  return (
    <>
      <QuarterTitle quarter={q} />
      <dl className="quarter-windows">
        {QUARTER_WINDOWS.map((w) => {
          const [start, end] = WINDOW_FIELDS[w];
          return (
            <div key={w} className="quarter-window">
              <dt>{t(`quarters.windows.${w}`)}</dt>
              <dd>
                <span>
                  {q[start] || q[end] ? `${dayText(q[start], notSet)} – ${dayText(q[end], notSet)}` : notSet}
                </span>
                <WindowTag open={q.open[w]} />
              </dd>
            </div>
          );
        })}
        <div className="quarter-window">
          <dt>{t('quarters.defaultTargetDate')}</dt>
          <dd>{q.d_defaultTargetDate || notSet}</dd>
        </div>
      </dl>
      {onEdit ? (
        <Button
          type="button"
          icon="pi pi-pencil"
          label={t('quarters.edit', { quarter: q.label })}
          outlined
          onClick={onEdit}
        />
      ) : null}
    </>
  );
};

const QuarterEditor = ({ quarter, onClose }: { quarter: TQuarter; onClose: () => void }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateQuarter();
  const setDefault = useSetDefaultTargetDate();
  // What the server said last about this quarter: the windows' open state while unchanged.
  const [saved, setSaved] = useState(quarter);
  const form = useZodForm(
    quarterFormSchema as unknown as z.ZodType<z.output<typeof quarterFormSchema>, QuarterValues>,
    quarterValues(quarter),
  );
  const dateForm = useZodForm(
    defaultDateSchema as unknown as z.ZodType<z.output<typeof defaultDateSchema>, DefaultDateValues>,
    defaultDateValues(quarter),
  );
  const draft = form.watch();
  const today = todayLocal();
  const stale = isStale(update.error) || isStale(setDefault.error);

  /** Both forms send the quarter's one version: after either saves, the other sends the new one. */
  const took = (item: TQuarter) => {
    setSaved(item);
    form.setValue('version', item.version);
    dateForm.setValue('version', item.version);
  };

  const loadLatest = async () => {
    const options = quartersQueryOptions(quarter.annualPlanId);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    const latest = (await queryClient.fetchQuery({ ...options, staleTime: 0 })).list.find(
      (q) => q.quarter === quarter.quarter,
    );
    update.reset();
    setDefault.reset();
    if (!latest) return onClose();
    setSaved(latest);
    form.reset(quarterValues(latest));
    dateForm.reset(defaultDateValues(latest));
    notify({ severity: 'info', summary: ts('conflict.reloaded') });
  };

  return (
    <>
      <QuarterTitle quarter={saved} />
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <Form
        form={form}
        label={t('quarters.windowsForm', { quarter: quarter.label })}
        submitLabel={t('quarters.update')}
        pending={update.isPending}
        error={isStale(update.error) ? null : update.error}
        onSubmit={async (input) => {
          const { item } = await update.mutateAsync({ input });
          took(item);
          form.reset(quarterValues(item));
          notify({ severity: 'success', summary: t('quarters.saved', { quarter: item.label }) });
        }}
      >
        <fieldset className="quarter-fieldset">
          <legend>{t('quarters.dates')}</legend>
          <div className="planning-date-pair">
            <DateField name="startDate" label={t('quarters.startDate')} />
            <DateField name="endDate" label={t('quarters.endDate')} />
          </div>
        </fieldset>
        {QUARTER_WINDOWS.map((w) => (
          <WindowFields key={w} window={w} open={windowOpen(saved, draft, w, today)} />
        ))}
      </Form>
      <Form
        form={dateForm}
        label={t('quarters.defaultForm', { quarter: quarter.label })}
        submitLabel={t('quarters.setDefault')}
        pending={setDefault.isPending}
        error={isStale(setDefault.error) ? null : setDefault.error}
        secondary={<Button type="button" label={t('quarters.cancel')} text onClick={onClose} />}
        onSubmit={async (input) => {
          const { item } = await setDefault.mutateAsync({ input });
          took(item);
          dateForm.reset(defaultDateValues(item));
          notify({
            severity: 'success',
            summary: item.defaultTargetDate
              ? t('quarters.defaultSaved', { quarter: item.label })
              : t('quarters.defaultCleared', { quarter: item.label }),
          });
        }}
      >
        <DateField
          name="defaultTargetDate"
          label={t('quarters.defaultTargetDate')}
          hint={t('quarters.defaultTargetHint')}
        />
      </Form>
    </>
  );
};

const WindowFields = ({ window: w, open }: { window: QuarterWindow; open: boolean }) => {
  const { t } = useTranslation('planning');
  const name = t(`quarters.windows.${w}`);
  const [start, end] = WINDOW_FIELDS[w];
  return (
    <fieldset className="quarter-fieldset">
      <legend>
        {name} <WindowTag open={open} />
      </legend>
      <div className="planning-date-pair">
        <DateField name={start} label={t('quarters.windowStartOf', { window: name })} />
        <DateField name={end} label={t('quarters.windowEndOf', { window: name })} />
      </div>
      <small className="field-hint">{t('quarters.windowHint')}</small>
    </fieldset>
  );
};
