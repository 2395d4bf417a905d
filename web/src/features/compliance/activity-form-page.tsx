import type { TActivity } from '@stratum/contracts';
import { Button } from 'primereact/button';

import { useState } from 'react';

import { useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import {
  DateField,
  DropdownField,
  NumberField,
  TextAreaField,
  TextField,
  todayLocal,
  useZodForm,
} from '../../components/form';

import { FormPage } from '../../components/form-page';

import { LoadFailed } from '../../components/load-failed';

import { Loading } from '../../components/loading';

import { notify } from '../../lib/notify';

import { useActivity, useAddActivity, useSetupList, useUpdateActivity } from './api';

import { compliancePaths } from './paths';

import {
  DEFAULT_BUILDER,
  ENDS,
  FREQUENCIES,
  fromApi,
  toApi,
  type End,
  type Frequency,
} from './recurrence-builder';

interface Values {
  name: string;
  description: string;
  regulationId: string;
  complyingTeamId: string;
  complianceTeamId: string;
  startDate: string;
  graceDays: number | null;
  frequency: Frequency;
  interval: number | null;
  end: End;
  until: string;
  count: number | null;
  /** a rule written by hand (the builder cannot show it) */
  rule: string;
}

const required = (what: string) => z.string().min(1, `${what} is required`);
const schema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(200),
    description: z.string().max(2000),
    regulationId: required('regulation'),
    complyingTeamId: required('complying team'),
    complianceTeamId: required('compliance team'),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'first due date is required'),
    graceDays: z.number().int().min(0).max(90).nullable(),
    frequency: z.enum(FREQUENCIES),
    interval: z.number().int().min(1, 'at least 1').max(100).nullable(),
    end: z.enum(ENDS),
    until: z.string(),
    count: z.number().int().min(1, 'at least 1').max(1000).nullable(),
    rule: z.string().max(500),
  })
  .superRefine((v, ctx) => {
    if (v.end === 'until' && !v.until)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'a date is required' });
  });

/** The request fields of the form's values: the builder (or the written rule) as the API's recurrence. */
const requestOf = (v: Values, hand: boolean) => {
  const { recurrence, rule } = hand
    ? { recurrence: 'custom' as const, rule: v.rule }
    : toApi(
        {
          frequency: v.frequency,
          interval: v.interval ?? 1,
          end: v.end,
          until: v.until,
          count: v.count ?? 1,
        },
        v.startDate,
      );
  return {
    name: v.name,
    ...(v.description ? { description: v.description } : {}),
    regulationId: v.regulationId,
    complyingTeamId: v.complyingTeamId,
    complianceTeamId: v.complianceTeamId,
    recurrence,
    ...(rule ? { rule } : {}),
    startDate: v.startDate,
    graceDays: v.graceDays ?? 0,
  };
};

/** spec §2 add-activity / edit-activity/:id: an activity's regulation, teams and recurrence. */
export const Component = () => {
  const { id } = useParams();
  return id ? <EditActivity id={id} /> : <ActivityForm />;
};

const EditActivity = ({ id }: { id: string }) => {
  const { t } = useTranslation('compliance');
  const activity = useActivity(id);
  if (activity.isPending) return <Loading />;
  if (activity.isError)
    return (
      <LoadFailed
        pageTitle={t('activities.edit')}
        text={activity.error.message}
        backTo={compliancePaths.main}
      />
    );
  return <ActivityForm key={activity.data.item.version} activity={activity.data.item} />;
};

const valuesOf = (a?: TActivity): { values: Values; hand: boolean } => {
  const built = a ? fromApi(a.recurrence, a.rule) : DEFAULT_BUILDER;
  const b = built ?? DEFAULT_BUILDER;
  return {
    hand: built === null,
    values: {
      name: a?.name ?? '',
      description: a?.description ?? '',
      regulationId: a?.regulationId ?? '',
      complyingTeamId: a?.complyingTeamId ?? '',
      complianceTeamId: a?.complianceTeamId ?? '',
      startDate: a?.startDate ?? todayLocal(),
      graceDays: a?.graceDays ?? 0,
      frequency: b.frequency,
      interval: b.interval,
      end: b.end,
      until: b.until,
      count: b.count,
      rule: a?.rule ?? '',
    },
  };
};

const ActivityForm = ({ activity }: { activity?: TActivity }) => {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const regulations = useSetupList('regulation');
  const complying = useSetupList('complying');
  const reviewing = useSetupList('compliance');
  const add = useAddActivity();
  const update = useUpdateActivity();
  const initial = valuesOf(activity);
  const [hand, setHand] = useState(initial.hand);
  const form = useZodForm<Values, Values>(schema as unknown as z.ZodType<Values, Values>, initial.values);
  const write = activity ? update : add;
  const [frequency, end, startDate] = form.watch(['frequency', 'end', 'startDate']);
  const v = form.watch();
  const preview = hand ? null : requestOf(v, false);
  const title = activity ? t('activities.editTitle', { name: activity.name }) : t('activities.addTitle');
  const options = (list: readonly { id: string; name: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: x.id, label: x.name }));

  return (
    <FormPage
      title={title}
      form={form}
      cancelTo={activity ? compliancePaths.activity(activity.id) : compliancePaths.main}
      submitLabel={activity ? t('activities.edit') : t('activities.add')}
      pending={write.isPending}
      error={write.error}
      onSubmit={async (values) => {
        const request = requestOf(values, hand);
        const { item } = activity
          ? await update.mutateAsync({ input: { ...request, id: activity.id, version: activity.version } })
          : await add.mutateAsync({ input: request });
        notify({
          severity: 'success',
          summary: activity
            ? t('activities.saved', { name: item.name })
            : t('activities.added', { name: item.name }),
        });
        await navigate(compliancePaths.activity(item.id));
      }}
    >
      <TextField name="name" label={t('activities.name')} />
      <TextAreaField name="description" label={t('common.description')} />
      <div className="compliance-form-row">
        <DropdownField
          name="regulationId"
          label={t('activities.regulation')}
          filter
          options={options(regulations.data?.list)}
        />
        <DropdownField
          name="complyingTeamId"
          label={t('activities.complyingTeam')}
          options={options(complying.data?.list)}
        />
        <DropdownField
          name="complianceTeamId"
          label={t('activities.complianceTeam')}
          options={options(reviewing.data?.list)}
        />
      </div>
      <div className="compliance-form-row">
        <DateField name="startDate" label={t('activities.startDate')} hint={t('activities.startDateHint')} />
        <NumberField
          name="graceDays"
          label={t('activities.graceDays')}
          hint={t('activities.graceDaysHint')}
          min={0}
          max={90}
        />
      </div>
      <fieldset className="compliance-recurrence">
        <legend>{t('activities.recurrence')}</legend>
        {hand ? (
          <TextField name="rule" label={t('recurrence.custom')} hint={t('recurrence.customHint')} />
        ) : (
          <div className="compliance-form-row">
            <DropdownField
              name="frequency"
              label={t('recurrence.frequency')}
              options={FREQUENCIES.map((f) => ({ value: f, label: t(`recurrence.frequencies.${f}`) }))}
            />
            {frequency === 'once' ? null : (
              <>
                <NumberField
                  name="interval"
                  label={t('recurrence.interval')}
                  hint={t('recurrence.intervalHint')}
                  min={1}
                  max={100}
                />
                <DropdownField
                  name="end"
                  label={t('recurrence.end')}
                  options={ENDS.map((e) => ({ value: e, label: t(`recurrence.ends.${e}`) }))}
                />
                {end === 'until' ? (
                  <DateField name="until" label={t('recurrence.until')} min={startDate} />
                ) : null}
                {end === 'count' ? (
                  <NumberField name="count" label={t('recurrence.count')} min={1} max={1000} />
                ) : null}
              </>
            )}
          </div>
        )}
        {preview?.rule ? <p className="field-hint">{t('recurrence.shows', { rule: preview.rule })}</p> : null}
        <Button
          type="button"
          link
          label={hand ? t('recurrence.useBuilder') : t('recurrence.useRule')}
          onClick={() => {
            if (!hand && preview?.rule) form.setValue('rule', preview.rule);
            setHand(!hand);
          }}
        />
      </fieldset>
    </FormPage>
  );
};
