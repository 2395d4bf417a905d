import { ZId, ZRatingMode, ZScorecardName, ZYesNo } from '@stratum/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { DropdownField, SwitchField, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { annualPlanOptions, useChosenAnnualPlan } from '../../scorecard';
import { useAddEmployeeScorecard, useAddFunctionalScorecard, useScorecardLibrary } from './api';
import { EMPLOYEE_PARAM, EMPLOYEE_SCREENS } from './paths';

/**
 * spec §2 /app/my-inbox/annual-employee-scorecards/add-scorecard and …/add-functional-scorecard:
 * an employee's annual scorecard for an annual plan, built empty, from a library template, or (not
 * the functional one) cascaded from the corporate KPIs set to reach them. For the signed-in
 * employee, or for `?employeeId=` (their supervisor or a Performance administrator). Then its
 * editor opens.
 */
export const Component = () => {
  const functional = useLocation().pathname.startsWith(EMPLOYEE_SCREENS.addFunctional);
  const { annualPlans, chosen } = useChosenAnnualPlan();
  if (annualPlans.isPending) return <Loading />;
  return (
    <AddScorecard
      key={`${String(functional)}/${chosen?.id ?? ''}`}
      functional={functional}
      annualPlanId={chosen?.id ?? ''}
    />
  );
};

const AddScorecard = ({ functional, annualPlanId }: { functional: boolean; annualPlanId: string }) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const employeeId = query.get(EMPLOYEE_PARAM) ?? undefined;
  const addAnnual = useAddEmployeeScorecard();
  const addFunctional = useAddFunctionalScorecard();
  const add = functional ? addFunctional : addAnnual;
  const { annualPlans } = useChosenAnnualPlan();
  const schema = useMemo(
    () =>
      z
        .object({
          annualPlanId: z.string().min(1, t('add.chooseAnnualPlan')).pipe(ZId),
          name: ZScorecardName,
          source: z.enum(['empty', 'cascade', 'library']),
          templateId: z.string(),
          includeKeyPerformanceArea: ZYesNo,
          ratingMode: ZRatingMode,
        })
        .refine((v) => v.source !== 'library' || v.templateId !== '', {
          path: ['templateId'],
          message: t('add.chooseTemplate'),
        }),
    [t],
  );
  const form = useZodForm(schema, {
    annualPlanId,
    name: '',
    source: 'empty',
    templateId: '',
    includeKeyPerformanceArea: 'Yes',
    ratingMode: 'automatic',
  });
  const source = form.watch('source');
  const chosenPlan = form.watch('annualPlanId');
  const library = useScorecardLibrary(chosenPlan);
  const title = ts(functional ? 'nav.addFunctionalScorecard' : 'nav.addEmployeeScorecard');
  const sources = (
    functional ? (['empty', 'library'] as const) : (['empty', 'library', 'cascade'] as const)
  ).map((v) => ({ value: v, label: t(`add.source.${v}`) }));
  return (
    <FormPage
      title={title}
      form={form}
      submitLabel={title}
      cancelTo={EMPLOYEE_SCREENS.mine}
      pending={add.isPending}
      error={add.error}
      onSubmit={async ({ source: from, templateId, ...fields }) => {
        const common = { ...fields, ...(employeeId ? { employeeId } : {}) };
        const { scorecard } = functional
          ? await addFunctional.mutateAsync({
              input: { ...common, ...(from === 'library' ? { templateId } : {}) },
            })
          : await addAnnual.mutateAsync({
              input: { ...common, source: from, ...(from === 'library' ? { templateId } : {}) },
            });
        notify({ severity: 'success', summary: t('add.added', { name: scorecard.name }) });
        await navigate(EMPLOYEE_SCREENS.edit(scorecard.id));
      }}
    >
      <DropdownField
        name="annualPlanId"
        label={t('annualPlan')}
        options={annualPlanOptions(annualPlans.data?.list)}
      />
      <TextField name="name" label={t('fields.name')} hint={t('add.nameHint')} />
      <DropdownField
        name="source"
        label={t('add.sourceLabel')}
        options={sources}
        hint={t(`add.sourceHint`)}
      />
      {source === 'library' ? (
        <DropdownField
          name="templateId"
          label={t('add.template')}
          options={(library.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          placeholder={library.isPending ? t('add.loadingTemplates') : t('add.chooseTemplate')}
        />
      ) : null}
      {source === 'empty' ? (
        <>
          <SwitchField
            name="includeKeyPerformanceArea"
            label={t('fields.includeKpa')}
            values={['Yes', 'No']}
          />
          <DropdownField
            name="ratingMode"
            label={t('fields.ratingMode')}
            options={[
              { value: 'automatic', label: t('ratingMode.automatic') },
              { value: 'manual', label: t('ratingMode.manual') },
            ]}
          />
        </>
      ) : null}
    </FormPage>
  );
};
