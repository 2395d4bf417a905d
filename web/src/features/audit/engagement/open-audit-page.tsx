import { ZOpenEngagementRequestSchema } from '@stratum/contracts';
import { MultiSelect } from 'primereact/multiselect';
import { Controller, useFormContext } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField, DropdownField, Field, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { useActiveEmployees, useEngagementWrite } from './api';
import { auditPaths } from './paths';
import './audit-engagement.css';

interface Values {
  title: string;
  auditArea: string;
  plannedAuditId: string | null;
  leadId: string;
  performerIds: string[];
  reviewerIds: string[];
  startDate: string;
  endDate: string;
}

const PeopleField = ({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) => {
  const { control } = useFormContext();
  return (
    <Field name={name} label={label}>
      {({ id, inputProps, invalid }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <MultiSelect
              inputId={id}
              value={field.value}
              options={options}
              optionLabel="label"
              optionValue="value"
              filter
              display="chip"
              invalid={invalid}
              onChange={(e) => field.onChange(e.value)}
              {...inputProps}
            />
          )}
        />
      )}
    </Field>
  );
};

/**
 * spec §2 `audits/open`: an engagement opened with its own team — who leads, performs and
 * reviews it. Opened from the plan, the planned audit comes in `?plannedAuditId=` and is kept.
 */
export const Component = () => {
  const { t } = useTranslation('audit-engagement');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const employees = useActiveEmployees();
  const open = useEngagementWrite('openEngagement');
  const form = useZodForm<Values, z.output<typeof ZOpenEngagementRequestSchema>>(
    ZOpenEngagementRequestSchema as unknown as z.ZodType<
      z.output<typeof ZOpenEngagementRequestSchema>,
      Values
    >,
    {
      title: '',
      auditArea: '',
      plannedAuditId: params.get('plannedAuditId') || null,
      leadId: '',
      performerIds: [],
      reviewerIds: [],
      startDate: '',
      endDate: '',
    },
  );
  if (employees.isPending) return <Loading />;
  const people = (employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }));
  return (
    <FormPage
      title={t('open.title')}
      form={form}
      submitLabel={t('open.submit')}
      cancelTo={auditPaths.audits()}
      pending={open.isPending}
      error={open.error}
      onSubmit={async (input) => {
        const { item } = await open.mutateAsync({ input });
        notify({ severity: 'success', summary: t('open.done', { name: item.title }) });
        await navigate(auditPaths.manage(item.id));
      }}
    >
      {params.get('plannedAuditId') ? <p className="audit-hint">{t('open.fromPlan')}</p> : null}
      <TextField name="title" label={t('fields.title')} />
      <TextField name="auditArea" label={t('fields.auditArea')} />
      <DropdownField name="leadId" label={t('fields.lead')} filter options={people} />
      <PeopleField name="performerIds" label={t('fields.performers')} options={people} />
      <PeopleField name="reviewerIds" label={t('fields.reviewers')} options={people} />
      <div className="audit-form-row">
        <DateField name="startDate" label={t('fields.startDate')} />
        <DateField name="endDate" label={t('fields.endDate')} />
      </div>
    </FormPage>
  );
};
