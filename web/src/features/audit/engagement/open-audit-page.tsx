import {
  getAuditPlan,
  getPlannedAudit,
  ZOpenEngagementRequestSchema,
  type TPlannedAudit,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField, DropdownField, MultiSelectField, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { routeQueryOptions } from '../../../lib/query';
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

const pad = (n: number) => String(n).padStart(2, '0');
/** The first and last day of a plan year's quarter (1–4), as `YYYY-MM-DD`. */
const quarterDays = (year: number, quarter: number): { startDate: string; endDate: string } => {
  const first = (quarter - 1) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  return { startDate: `${year}-${pad(first)}-01`, endDate: `${year}-${pad(first + 2)}-${pad(lastDay)}` };
};

/** The form's values for an engagement opened from a planned audit: its title, unit, quarter and team. */
const fromPlanned = (planned: TPlannedAudit, year: number): Values => {
  const leadId = planned.lead?.employeeId ?? '';
  return {
    title: planned.title,
    auditArea: planned.businessUnit?.name ?? '',
    plannedAuditId: planned.id,
    leadId,
    performerIds: planned.team.map((p) => p.employeeId).filter((id) => id !== leadId),
    reviewerIds: [],
    ...quarterDays(year, planned.quarter),
  };
};

const EMPTY: Values = {
  title: '',
  auditArea: '',
  plannedAuditId: null,
  leadId: '',
  performerIds: [],
  reviewerIds: [],
  startDate: '',
  endDate: '',
};

/**
 * spec §2 `audits/open`: an engagement opened with its own team — who leads, performs and
 * reviews it. Opened from the plan (`?plannedAuditId=`), the form starts from the planned audit's
 * title, unit, quarter and team, and the engagement stays linked to it.
 */
export const Component = () => {
  const [params] = useSearchParams();
  const plannedAuditId = params.get('plannedAuditId') || '';
  const employees = useActiveEmployees();
  const planned = useQuery({
    ...routeQueryOptions(getPlannedAudit, { id: plannedAuditId }),
    enabled: Boolean(plannedAuditId),
  });
  const planId = planned.data?.item.planId ?? '';
  const plan = useQuery({ ...routeQueryOptions(getAuditPlan, { id: planId }), enabled: Boolean(planId) });
  if (employees.isPending) return <Loading />;
  if (plannedAuditId && (planned.isPending || (planId && plan.isPending))) return <Loading />;
  const year = plan.data?.item.year;
  const defaults =
    planned.data && year
      ? fromPlanned(planned.data.item, year)
      : { ...EMPTY, plannedAuditId: plannedAuditId || null };
  const people = (employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }));
  return <OpenForm defaults={defaults} people={people} />;
};

const OpenForm = ({ defaults, people }: { defaults: Values; people: { value: string; label: string }[] }) => {
  const { t } = useTranslation('audit-engagement');
  const navigate = useNavigate();
  const open = useEngagementWrite('openEngagement');
  const form = useZodForm<Values, z.output<typeof ZOpenEngagementRequestSchema>>(
    ZOpenEngagementRequestSchema as unknown as z.ZodType<
      z.output<typeof ZOpenEngagementRequestSchema>,
      Values
    >,
    defaults,
  );
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
      {defaults.plannedAuditId ? <p className="audit-hint">{t('open.fromPlan')}</p> : null}
      <TextField name="title" label={t('fields.title')} />
      <TextField name="auditArea" label={t('fields.auditArea')} />
      <DropdownField name="leadId" label={t('fields.lead')} filter options={people} />
      <MultiSelectField name="performerIds" label={t('fields.performers')} options={people} />
      <MultiSelectField name="reviewerIds" label={t('fields.reviewers')} options={people} />
      <div className="audit-form-row">
        <DateField name="startDate" label={t('fields.startDate')} />
        <DateField name="endDate" label={t('fields.endDate')} />
      </div>
    </FormPage>
  );
};
