import { ZEditEngagementTeamRequestSchema, type TEngagement } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DropdownField, Form, MultiSelectField, useZodForm } from '../../../components/form';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { useActiveEmployees, useEngagementWrite } from './api';
import { useManagedEngagement } from './manage-layout';
import { EngagementChecklists } from '../checklist/checklist-pages';
import { SurveyLink } from '../survey/survey-score';

type TeamValues = z.input<typeof ZEditEngagementTeamRequestSchema>;

/** The team of an open engagement, changed by an administrator (versioned: a stale edit is 409). */
const TeamForm = ({ e, onDone }: { e: TEngagement; onDone: () => void }) => {
  const { t } = useTranslation('audit-engagement');
  const employees = useActiveEmployees();
  const edit = useEngagementWrite('editEngagementTeam');
  const form = useZodForm<TeamValues, z.output<typeof ZEditEngagementTeamRequestSchema>>(
    ZEditEngagementTeamRequestSchema,
    {
      engagementId: e.id,
      version: e.version,
      leadId: e.lead.employeeId,
      performerIds: e.performers.map((p) => p.employeeId),
      reviewerIds: e.reviewers.map((p) => p.employeeId),
    },
  );
  if (employees.isPending) return <Loading />;
  const people = (employees.data?.list ?? []).map((p) => ({ value: p.id, label: p.fullName }));
  return (
    <Form
      form={form}
      label={t('manage.editTeam')}
      submitLabel={t('manage.saveTeam')}
      pending={edit.isPending}
      error={edit.error}
      secondary={<Button type="button" label={t('manage.cancelTeam')} text onClick={onDone} />}
      onSubmit={async (input) => {
        await edit.mutateAsync({ input });
        notify({ severity: 'success', summary: t('manage.teamSaved') });
        onDone();
      }}
    >
      <DropdownField name="leadId" label={t('fields.lead')} filter options={people} />
      <MultiSelectField name="performerIds" label={t('fields.performers')} options={people} />
      <MultiSelectField name="reviewerIds" label={t('fields.reviewers')} options={people} />
    </Form>
  );
};

/** The engagement's team and dates; an administrator changes the team, its lead or one closes it. */
export const Component = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const close = useEngagementWrite('closeEngagement');
  const [editing, setEditing] = useState(false);
  const names = (list: { fullName: string }[]) => list.map((p) => p.fullName).join(', ') || '—';
  const open = e.status === 'Open';
  if (editing && open) return <TeamForm key={e.version} e={e} onDone={() => setEditing(false)} />;
  return (
    <div className="card">
      <dl className="audit-detail">
        <dt>{t('fields.lead')}</dt>
        <dd>{e.lead.fullName}</dd>
        <dt>{t('fields.performers')}</dt>
        <dd>{names(e.performers)}</dd>
        <dt>{t('fields.reviewers')}</dt>
        <dd>{names(e.reviewers)}</dd>
        <dt>{t('fields.myRoles')}</dt>
        <dd>{e.myRoles.map((r) => t(`roles.${r}`)).join(', ') || '—'}</dd>
      </dl>
      <SurveyLink engagementId={e.id} />
      <EngagementChecklists engagementId={e.id} />
      <div className="audit-review-actions">
        {open && e.myRoles.includes('admin') ? (
          <Button
            label={t('manage.editTeam')}
            icon="pi pi-users"
            severity="secondary"
            onClick={() => setEditing(true)}
          />
        ) : null}
        {open && (e.myRoles.includes('lead') || e.myRoles.includes('admin')) ? (
          <Button
            label={t('manage.close')}
            icon="pi pi-lock"
            severity="secondary"
            loading={close.isPending}
            onClick={() =>
              void close
                .mutateAsync({ input: { engagementId: e.id, version: e.version } })
                .then(() => notify({ severity: 'success', summary: t('manage.closed') }))
            }
          />
        ) : null}
      </div>
    </div>
  );
};
