import { ZSaveMemoRequestSchema, type TMemo } from '@stratum/contracts';

import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { Form, TextAreaField, useZodForm } from '../../../components/form';

import { Loading } from '../../../components/loading';

import { notify } from '../../../lib/notify';

import { useEngagementWrite, useMemorandum } from './api';

import { useManagedEngagement } from './manage-layout';

type Values = Omit<TMemo, 'updatedAt'>;

/** spec §2 memorandum: the planning memorandum — objectives, criteria, risks, resources, timeline. */
export const Component = () => {
  const e = useManagedEngagement();
  const memo = useMemorandum(e.id);
  if (memo.isPending) return <Loading />;
  if (memo.isError) return null;
  return <MemoForm key={memo.data.item.version} memo={memo.data.item} />;
};

const MemoForm = ({ memo }: { memo: TMemo }) => {
  const { t } = useTranslation('audit-engagement');
  const save = useEngagementWrite('saveMemo');
  const form = useZodForm<Values, z.output<typeof ZSaveMemoRequestSchema>>(
    ZSaveMemoRequestSchema as unknown as z.ZodType<z.output<typeof ZSaveMemoRequestSchema>, Values>,
    {
      engagementId: memo.engagementId,
      version: memo.version,
      objectives: memo.objectives,
      criteria: memo.criteria,
      risksConsidered: memo.risksConsidered,
      resources: memo.resources,
      timeline: memo.timeline,
    },
  );
  return (
    <div className="card">
      <h2>{t('sub.memorandum')}</h2>
      <Form
        label={t('sub.memorandum')}
        form={form}
        submitLabel={t('memo.save')}
        pending={save.isPending}
        error={save.error}
        onSubmit={async (input) => {
          await save.mutateAsync({ input });
          notify({ severity: 'success', summary: t('memo.saved') });
        }}
      >
        <TextAreaField name="objectives" label={t('memo.objectives')} />
        <TextAreaField name="criteria" label={t('memo.criteria')} />
        <TextAreaField name="risksConsidered" label={t('memo.risksConsidered')} />
        <TextAreaField name="resources" label={t('memo.resources')} />
        <TextAreaField name="timeline" label={t('memo.timeline')} />
      </Form>
    </div>
  );
};
