import { ZId, ZScorecardFields } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { DropdownField, SwitchField, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { useAddScorecard } from '../../scorecard';
import { planningAccessQueryOptions } from '../shared/access';
import { useChosenPlan, usePlanOptions } from '../shared/plan-select';
import { scorecardScreensOf, withPlan, type ScorecardScreens } from './paths';

/**
 * spec §2 /app/strategic/add-scorecard (and /app/operational/…): a new scorecard of a plan, its
 * name, whether its KPIs sit under key performance areas, and how it is rated. Then its editor
 * opens, to add the KPAs and KPIs.
 */
export const Component = () => {
  const screens = scorecardScreensOf(useLocation().pathname);
  const access = useQuery(planningAccessQueryOptions());
  const admin = access.data?.item.adminAccess ?? false;
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const { plans, chosen } = useChosenPlan(screens.kind);
  if (access.isPending) return <Loading />;
  if (!admin)
    return (
      <section className="planning-page">
        <PageHeader title={ts(screens.titles.add)} />
        <div className="card">
          <EmptyState
            icon="pi pi-lock"
            title={t('adminOnly')}
            action={<Link to={screens.list}>{t('backToList')}</Link>}
          />
        </div>
      </section>
    );
  if (plans.isPending) return <Loading />;
  return (
    <AddScorecard key={`${screens.base}/${chosen?.id ?? ''}`} screens={screens} planId={chosen?.id ?? ''} />
  );
};

/** The plan is chosen in the form (the route names it by the kind's field: strategicPlanId…). */
const addForm = (choosePlan: string) =>
  z.object({ planId: z.string().min(1, choosePlan).pipe(ZId), ...ZScorecardFields });

const AddScorecard = ({ screens, planId }: { screens: ScorecardScreens; planId: string }) => {
  const { t } = useTranslation('scorecards');
  const { t: tp } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const add = useAddScorecard(screens.kind);
  const { plans } = useChosenPlan(screens.kind);
  const options = usePlanOptions(plans.data?.list);
  const schema = useMemo(() => addForm(t('choosePlan')), [t]);
  const form = useZodForm(schema, {
    planId,
    name: '',
    includeKeyPerformanceArea: 'Yes',
    ratingMode: 'automatic',
  });
  return (
    <FormPage
      title={ts(screens.titles.add)}
      form={form}
      submitLabel={ts(screens.titles.add)}
      cancelTo={withPlan(screens.list, planId)}
      pending={add.isPending}
      error={add.error}
      onSubmit={async ({ planId: chosen, ...fields }) => {
        const plan =
          screens.kind === 'strategic' ? { strategicPlanId: chosen } : { operationalPlanId: chosen };
        const { scorecard } = await add.mutateAsync({ input: { ...plan, ...fields } });
        notify({ severity: 'success', summary: t('added', { name: scorecard.name }) });
        await navigate(screens.edit(scorecard.id));
      }}
    >
      <DropdownField
        name="planId"
        label={tp(`kinds.${screens.kind}.one`)}
        options={options}
        filter={options.length > 8}
      />
      <TextField name="name" label={t('fields.name')} hint={t('hints.name')} />
      <SwitchField
        name="includeKeyPerformanceArea"
        label={t('fields.includeKpa')}
        hint={t('hints.includeKpa')}
        values={['Yes', 'No']}
      />
      <DropdownField
        name="ratingMode"
        label={t('fields.ratingMode')}
        hint={t('hints.ratingMode')}
        options={[
          { value: 'automatic', label: t('ratingMode.automatic') },
          { value: 'manual', label: t('ratingMode.manual') },
        ]}
      />
    </FormPage>
  );
};
