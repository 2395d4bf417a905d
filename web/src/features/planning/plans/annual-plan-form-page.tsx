import {
  ZAddAnnualPlanRequestSchema,
  ZUpdateAnnualPlanRequestSchema,
  type TAnnualPlan,
  type TPlan,
} from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { EmptyState } from '../../../components/empty-state';
import { DropdownField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { DateField } from '../../../components/form/date-field';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { pickChosen } from '../../../lib/choice';
import { notify } from '../../../lib/notify';
import { isNotFound, isStale } from '../../../lib/write-failure';
import { ANNUAL_PLAN_PARAM } from '../../scorecard';
import { usePlanningAccess } from '../shared/access';
import { usePlans } from '../shared/api';
import { annualScreensOf, STRATEGIC_PLAN_PARAM, type AnnualScreens } from '../shared/paths';
import { usePlanOptions } from '../shared/plan-select';
import { AdminOnly } from './admin-only';
import { annualPlanQueryOptions, useAddAnnualPlan, useAnnualPlan, useUpdateAnnualPlan } from './api';
import './plans.css';

/**
 * spec §2 /app/annual/add, /app/annual/edit/:id (and the performance area's): a year of a
 * strategic plan, inside its dates; it is created with its four quarters, which are split again
 * when its dates change. Readers see the year without a form.
 */
export const Component = () => {
  const screens = annualScreensOf(useLocation().pathname);
  const { id } = useParams();
  const { admin, known } = usePlanningAccess();
  if (!known) return <Loading />;
  if (id) return <EditAnnual key={`${screens.base}/${id}`} screens={screens} id={id} admin={admin} />;
  return admin ? (
    <AddAnnual key={screens.base} screens={screens} />
  ) : (
    <AdminOnly title="nav.addAnnualPlan" text="annual.adminOnly" backTo={screens.list} />
  );
};

/** Where the chosen strategic plan's dates are said, so the year can be put inside them. */
const InsidePlan = ({ plans }: { plans: readonly TPlan[] }) => {
  const { t } = useTranslation('planning');
  const planId = useWatch({ name: 'strategicPlanId' }) as string | null;
  const plan = plans.find((p) => p.id === planId);
  if (!plan) return null;
  return (
    <p className="field-hint planning-inside">
      {t('annual.hints.inside', { start: plan.d_startDate, end: plan.d_endDate })}
    </p>
  );
};

const AddAnnual = ({ screens }: { screens: AnnualScreens }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const plans = usePlans('strategic');
  const title = ts('nav.addAnnualPlan');
  if (plans.isPending) return <Loading />;
  if (plans.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('plans.failed')}
        text={plans.error.message}
        onRetry={() => void plans.refetch()}
        backTo={screens.list}
        backLabel={t('annual.back')}
      />
    );
  if (plans.data.list.length === 0)
    return (
      <section className="planning-page">
        <PageHeader title={title} />
        <div className="card">
          <EmptyState
            title={t('annual.noStrategic')}
            action={
              <Link className="p-button" to={screens.plans.add}>
                {t('annual.addStrategic')}
              </Link>
            }
          />
        </div>
      </section>
    );
  return <AddAnnualForm screens={screens} plans={plans.data.list} />;
};

const AddAnnualForm = ({ screens, plans }: { screens: AnnualScreens; plans: readonly TPlan[] }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const options = usePlanOptions(plans);
  const add = useAddAnnualPlan();
  // The plan the list was showing, else the first active one.
  const first = pickChosen(plans, query.get(STRATEGIC_PLAN_PARAM));
  const form = useZodForm(ZAddAnnualPlanRequestSchema, {
    strategicPlanId: first?.id ?? '',
    startDate: '',
    endDate: '',
  });
  const title = ts('nav.addAnnualPlan');
  return (
    <FormPage
      title={title}
      form={form}
      submitLabel={title}
      cancelTo={screens.list}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { item } = await add.mutateAsync({ input });
        notify({ severity: 'success', summary: t('annual.added', { name: item.label }) });
        await navigate(`${screens.quarters}?${ANNUAL_PLAN_PARAM}=${encodeURIComponent(item.id)}`);
      }}
    >
      <DropdownField
        name="strategicPlanId"
        label={t('annual.fields.strategicPlan')}
        hint={t('annual.hints.strategicPlan')}
        options={options}
        filter={options.length > 8}
      />
      <InsidePlan plans={plans} />
      <div className="planning-date-pair">
        <DateField name="startDate" label={t('annual.fields.startDate')} />
        <DateField name="endDate" label={t('annual.fields.endDate')} />
      </div>
    </FormPage>
  );
};

const EditAnnual = ({ screens, id, admin }: { screens: AnnualScreens; id: string; admin: boolean }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const annual = useAnnualPlan(id);
  const title = ts('nav.editAnnualPlan');
  if (annual.isPending) return <Loading />;
  if (annual.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('annual.notFound')}
        text={annual.error.message}
        {...(isNotFound(annual.error) ? {} : { onRetry: () => void annual.refetch() })}
        backTo={screens.list}
        backLabel={t('annual.back')}
      />
    );
  const a = annual.data.item;
  if (admin) return <EditAnnualForm screens={screens} annual={a} />;
  return (
    <section className="planning-page">
      <PageHeader title={a.label}>
        <p className="page-subtitle">{a.strategicPlanDescription}</p>
      </PageHeader>
      <div className="card">
        <AnnualFacts annual={a} />
        <p>
          <Link to={`${screens.quarters}?${ANNUAL_PLAN_PARAM}=${encodeURIComponent(a.id)}`}>
            {t('annual.manageQuarters')}
          </Link>
        </p>
        <Link to={screens.list}>{t('annual.back')}</Link>
      </div>
    </section>
  );
};

const AnnualFacts = ({ annual: a }: { annual: TAnnualPlan }) => {
  const { t } = useTranslation('planning');
  return (
    <dl className="planning-facts">
      <dt>{t('annual.fields.strategicPlan')}</dt>
      <dd>{a.strategicPlanDescription}</dd>
      <dt>{t('annual.fields.startDate')}</dt>
      <dd>{a.d_startDate}</dd>
      <dt>{t('annual.fields.endDate')}</dt>
      <dd>{a.d_endDate}</dd>
      <dt>{t('annual.fields.scorecards')}</dt>
      <dd>{a.scorecardCount}</dd>
    </dl>
  );
};

const valuesOf = (a: TAnnualPlan) => ({
  id: a.id,
  version: a.version,
  startDate: a.startDate,
  endDate: a.endDate,
});

const EditAnnualForm = ({ screens, annual }: { screens: AnnualScreens; annual: TAnnualPlan }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateAnnualPlan();
  const form = useZodForm(ZUpdateAnnualPlanRequestSchema, valuesOf(annual));
  const stale = isStale(update.error);

  const loadLatest = async () => {
    const options = annualPlanQueryOptions(annual.id);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    update.reset();
    try {
      const latest = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      form.reset(valuesOf(latest.item));
      notify({ severity: 'info', summary: ts('conflict.reloaded') });
    } catch {
      await navigate(screens.list);
    }
  };

  return (
    <>
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <FormPage
        title={`${ts('nav.editAnnualPlan')}: ${annual.label}`}
        form={form}
        submitLabel={ts('common.save')}
        cancelTo={screens.list}
        pending={update.isPending}
        error={stale ? null : update.error}
        onSubmit={async (input) => {
          const { item } = await update.mutateAsync({ input });
          notify({ severity: 'success', summary: t('annual.saved', { name: item.label }) });
          await navigate(screens.list);
        }}
      >
        <p className="planning-inside">
          <strong>{t('annual.fields.strategicPlan')}:</strong> {annual.strategicPlanDescription}
        </p>
        <div className="planning-date-pair">
          <DateField name="startDate" label={t('annual.fields.startDate')} />
          <DateField name="endDate" label={t('annual.fields.endDate')} />
        </div>
        <p className="field-hint">{t('annual.hints.quarters')}</p>
      </FormPage>
    </>
  );
};
