import { ZAddPlanRequestSchema, ZUpdatePlanRequestSchema, type TPlan } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { DropdownField, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { DateField } from '../../../components/form/date-field';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { notify } from '../../../lib/notify';
import { isNotFound, isStale } from '../../../lib/write-failure';
import { usePlanningAccess } from '../shared/access';
import { PLAN_PARAM, planScreensOf, type PlanScreens } from '../shared/paths';
import { AdminOnly } from './admin-only';
import { planQueryOptions, usePlan, usePlanWrite } from './api';
import './plans.css';

/**
 * spec §2 <plans>/add and <plans>/edit/:id for both kinds: a plan's description, dates and
 * status. Readers see the plan without a form.
 */
export const Component = () => {
  const screens = planScreensOf(useLocation().pathname);
  const { id } = useParams();
  const { admin, known } = usePlanningAccess();
  if (!known) return <Loading />;
  if (id) return <EditPlan key={`${screens.base}/${id}`} screens={screens} id={id} admin={admin} />;
  return admin ? (
    <AddPlan key={screens.base} screens={screens} />
  ) : (
    <AdminOnly title={screens.titles.add} text="plans.adminOnly" backTo={screens.list} />
  );
};

const PlanFields = () => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  return (
    <>
      <TextField
        name="description"
        label={t('plans.fields.description')}
        hint={t('plans.hints.description')}
      />
      <div className="planning-date-pair">
        <DateField name="startDate" label={t('plans.fields.startDate')} />
        <DateField name="endDate" label={t('plans.fields.endDate')} hint={t('plans.hints.endDate')} />
      </div>
      <DropdownField
        name="status"
        label={t('plans.fields.status')}
        hint={t('plans.hints.status')}
        options={[
          { value: 'Active', label: ts('status.Active') },
          { value: 'Inactive', label: ts('status.Inactive') },
        ]}
      />
    </>
  );
};

const AddPlan = ({ screens }: { screens: PlanScreens }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const add = usePlanWrite(screens.kind, 'add');
  const form = useZodForm(ZAddPlanRequestSchema, {
    description: '',
    startDate: '',
    endDate: '',
    status: 'Active',
  });
  return (
    <FormPage
      title={ts(screens.titles.add)}
      form={form}
      submitLabel={ts(screens.titles.add)}
      cancelTo={screens.list}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const plan = await add.mutateAsync(input);
        notify({ severity: 'success', summary: t('plans.added', { name: plan.description }) });
        await navigate(screens.list);
      }}
    >
      <PlanFields />
    </FormPage>
  );
};

const EditPlan = ({ screens, id, admin }: { screens: PlanScreens; id: string; admin: boolean }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const plan = usePlan(screens.kind, id);
  const title = ts(screens.titles.edit);
  if (plan.isPending) return <Loading />;
  if (plan.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('plans.notFound')}
        text={plan.error.message}
        {...(isNotFound(plan.error) ? {} : { onRetry: () => void plan.refetch() })}
        backTo={screens.list}
        backLabel={t('plans.back')}
      />
    );
  return admin ? (
    <EditPlanForm screens={screens} plan={plan.data} />
  ) : (
    <section className="planning-page">
      <PageHeader title={plan.data.description}>
        <p className="page-subtitle">{t(`kinds.${screens.kind}.one`)}</p>
      </PageHeader>
      <div className="card">
        <dl className="planning-facts">
          <dt>{t('plans.fields.startDate')}</dt>
          <dd>{plan.data.d_startDate}</dd>
          <dt>{t('plans.fields.endDate')}</dt>
          <dd>{plan.data.d_endDate}</dd>
          <dt>{t('plans.fields.status')}</dt>
          <dd>
            <StatusTag value={plan.data.status} />
          </dd>
        </dl>
        <UnderIt screens={screens} plan={plan.data} />
        <Link to={screens.list}>{t('plans.back')}</Link>
      </div>
    </section>
  );
};

/** What hangs under a plan, with the way to its perspectives and rating scale. */
const UnderIt = ({ screens, plan }: { screens: PlanScreens; plan: TPlan }) => {
  const { t } = useTranslation('planning');
  const ref = `?${PLAN_PARAM}=${encodeURIComponent(plan.id)}`;
  return (
    <div className="planning-under">
      <h2>{t('plans.underIt')}</h2>
      <ul>
        <li>
          <Link to={`${screens.perspectives}${ref}`}>{t('plans.fields.perspectives')}</Link>:{' '}
          {plan.perspectiveCount}
        </li>
        <li>
          <Link to={`${screens.ratingScales}${ref}`}>{t('plans.fields.ratingScale')}</Link>:{' '}
          {t('plans.bandsOf', { count: plan.ratingScaleCount, points: String(plan.ratingPoints) })}
        </li>
        {plan.kind === 'strategic' ? (
          <li>
            {t('plans.fields.annualPlans')}: {plan.annualPlanCount}
          </li>
        ) : null}
        <li>
          {t('plans.fields.scorecards')}: {plan.scorecardCount}
        </li>
      </ul>
    </div>
  );
};

const valuesOf = (p: TPlan) => ({
  id: p.id,
  version: p.version,
  description: p.description,
  startDate: p.startDate,
  endDate: p.endDate,
  status: p.status,
});

const EditPlanForm = ({ screens, plan }: { screens: PlanScreens; plan: TPlan }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = usePlanWrite(screens.kind, 'update');
  const form = useZodForm(ZUpdatePlanRequestSchema, valuesOf(plan));
  const stale = isStale(update.error);

  const loadLatest = async () => {
    const options = planQueryOptions(screens.kind, plan.id);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    update.reset();
    try {
      const latest = options.select(await queryClient.fetchQuery({ ...options, staleTime: 0 }));
      form.reset(valuesOf(latest));
      notify({ severity: 'info', summary: ts('conflict.reloaded') });
    } catch {
      await navigate(screens.list);
    }
  };

  return (
    <>
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <FormPage
        title={`${ts(screens.titles.edit)}: ${plan.description}`}
        form={form}
        submitLabel={ts('common.save')}
        cancelTo={screens.list}
        pending={update.isPending}
        error={stale ? null : update.error}
        onSubmit={async (input) => {
          const saved = await update.mutateAsync(input);
          notify({ severity: 'success', summary: t('plans.saved', { name: saved.description }) });
          await navigate(screens.list);
        }}
      >
        <PlanFields />
        <UnderIt screens={screens} plan={plan} />
      </FormPage>
    </>
  );
};
