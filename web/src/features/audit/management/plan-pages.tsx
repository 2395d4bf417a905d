import { withoutNulls } from '../../../lib/without-nulls';
import {
  ZAddAuditFollowUpRequestSchema,
  ZAddAuditPlanRequestSchema,
  ZAddPlannedAuditRequestSchema,
  ZUpdateAuditFollowUpRequestSchema,
  ZUpdatePlannedAuditRequestSchema,
  type TAuditFollowUp,
  type TAuditPlan,
  type TAuditPlanDetail,
  type TPlannedAudit,
} from '@stratum/contracts';

import { Button } from 'primereact/button';

import { Column } from 'primereact/column';

import { DataTable } from 'primereact/datatable';

import { Dialog } from 'primereact/dialog';

import { Tag } from 'primereact/tag';

import { useState } from 'react';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import { useConfirm } from '../../../components/confirm-dialog';

import { EmptyState } from '../../../components/empty-state';

import {
  DateField,
  DropdownField,
  Form,
  MultiSelectField,
  NumberField,
  SwitchField,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../../components/form';

import { FormPage } from '../../../components/form-page';

import { LoadFailed } from '../../../components/load-failed';

import { Loading } from '../../../components/loading';

import { PageHeader } from '../../../components/page-header';

import { StatusTag } from '../../../components/status-tag';

import { namedTable } from '../../../components/table-name';

import { serverTableProps } from '../../../components/server-table-props';

import { useServerTable } from '../../../components/use-server-table';

import { notify } from '../../../lib/notify';

import { blanksToNull } from '../engagement/fields';
import { auditPaths } from '../engagement/paths';
import {
  managementListRoutes,
  useAuditAdmin,
  useFollowUp,
  usePlan,
  usePlanWrite,
  useProcesses,
  useSettings,
} from './api';

import { managementPaths } from './paths';

import { RiskLevelTag } from './universe-pages';

import './audit-management.css';

const QUARTERS = [1, 2, 3, 4] as const;
const APPROVAL_SEVERITY = {
  Draft: 'secondary',
  Approved: 'success',
  'Changed after approval': 'warning',
} as const;

const ApprovalTag = ({ plan }: { plan: TAuditPlan }) => {
  const { t } = useTranslation('auditManagement');
  return <Tag value={t(`approval.${plan.approval}`)} severity={APPROVAL_SEVERITY[plan.approval]} />;
};

/** The plan's status as the spec names it (statusText Active / Not Active). */
const PlanStatus = ({ plan }: { plan: TAuditPlan }) => (
  <StatusTag value={plan.statusText} severity={plan.status === 'active' ? 'success' : 'secondary'} />
);

/** spec §2 audit-plan: the company's annual plans, newest first, a page at a time. */
export const PlanList = () => {
  const { t } = useTranslation('auditManagement');
  const { t: ts } = useTranslation();
  const admin = useAuditAdmin();
  const table = useServerTable({ route: managementListRoutes.plans });
  return (
    <div className="card">
      <div className="page-header">
        <div>
          <h2>{t('plan.title')}</h2>
          <p className="page-subtitle">{t('plan.intro')}</p>
        </div>
        {admin ? (
          <div className="page-header-actions">
            <Link className="p-button" to={managementPaths.planAdd}>
              <i className="pi pi-plus" aria-hidden="true" /> {t('plan.add')}
            </Link>
          </div>
        ) : null}
      </div>
      <DataTable
        value={table.rows}
        dataKey="id"
        {...serverTableProps(table, ts, <EmptyState title={t('plan.empty')} />)}
        pt={namedTable(t('plan.title'))}
        stripedRows
      >
        <Column field="year" header={t('fields.year')} />
        <Column
          field="title"
          header={t('fields.title')}
          body={(p: TAuditPlan) => <Link to={managementPaths.planManage(p.id)}>{p.title}</Link>}
        />
        <Column field="plannedCount" header={t('fields.plannedCount')} />
        <Column
          field="statusText"
          header={t('fields.status')}
          body={(p: TAuditPlan) => <PlanStatus plan={p} />}
        />
        <Column
          field="approval"
          header={t('fields.approval')}
          body={(p: TAuditPlan) => <ApprovalTag plan={p} />}
        />
      </DataTable>
    </div>
  );
};

export const PlansPage = () => {
  const { t } = useTranslation('auditManagement');
  return (
    <section className="list-page">
      <PageHeader title={t('plan.title')} />
      <PlanList />
    </section>
  );
};

/** spec §2 audit-plan/audit: a year's plan built from the universe, ranked by risk. */
export const AddPlanPage = () => {
  const { t } = useTranslation('auditManagement');
  const navigate = useNavigate();
  const add = usePlanWrite('addAuditPlan');
  const year = new Date().getFullYear();
  const form = useZodForm<
    { year: number | null; title: string },
    z.output<typeof ZAddAuditPlanRequestSchema>
  >(
    ZAddAuditPlanRequestSchema as unknown as z.ZodType<
      z.output<typeof ZAddAuditPlanRequestSchema>,
      { year: number | null; title: string }
    >,
    { year, title: t('plan.defaultTitle', { year }) },
  );
  return (
    <FormPage
      title={t('plan.add')}
      form={form}
      submitLabel={t('plan.build')}
      cancelTo={managementPaths.main('planning', 'audit-plan')}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { item } = await add.mutateAsync({ input });
        notify({ severity: 'success', summary: t('plan.built', { name: item.title }) });
        await navigate(managementPaths.planManage(item.id));
      }}
    >
      <p className="audit-hint">{t('plan.buildHint')}</p>
      <NumberField name="year" label={t('fields.year')} min={2000} max={2100} />
      <TextField name="title" label={t('fields.title')} />
    </FormPage>
  );
};

// ---------------------------------------------------------------- manage

/** spec §2 audit-plan/manage/{id}: the plan by quarter, its approval, status and follow-ups. */
export const ManagePlanPage = () => {
  const { t } = useTranslation('auditManagement');
  const { id = '' } = useParams();
  const plan = usePlan(id);
  if (plan.isPending) return <Loading />;
  if (plan.isError)
    return (
      <LoadFailed
        pageTitle={t('plan.manage')}
        text={plan.error.message}
        onRetry={() => void plan.refetch()}
        backTo={managementPaths.main('planning', 'audit-plan')}
        backLabel={t('back')}
      />
    );
  return <ManagePlan detail={plan.data} />;
};

const ManagePlan = ({ detail }: { detail: TAuditPlanDetail }) => {
  const { t } = useTranslation('auditManagement');
  const { t: ts } = useTranslation();
  const admin = useAuditAdmin();
  const navigate = useNavigate();
  const plan = detail.item;
  const approve = usePlanWrite('approveAuditPlan');
  const update = usePlanWrite('updateAuditPlan');
  const remove = usePlanWrite('deleteAuditPlan');
  const removePlanned = usePlanWrite('deletePlannedAudit');
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<TPlannedAudit | null>(null);
  const included = detail.list.filter((p) => p.included);
  const leftOut = detail.list.filter((p) => !p.included);
  const missing = detail.list.filter((p) => p.needsReason).length;

  const onApprove = async () => {
    const yes = await confirm({
      title: t('plan.approveTitle', { name: plan.title }),
      message: t('plan.approveText'),
      confirmLabel: t('plan.approve'),
    });
    if (!yes) return;
    await approve.mutateAsync({ input: { id: plan.id, version: plan.version } });
    notify({ severity: 'success', summary: t('plan.approved', { name: plan.title }) });
  };
  const onStatus = async () => {
    const status = plan.status === 'active' ? 'inactive' : 'active';
    await update.mutateAsync({ input: { id: plan.id, version: plan.version, title: plan.title, status } });
    notify({ severity: 'success', summary: t('saved', { name: plan.title }) });
  };
  const onDelete = async () => {
    const yes = await confirm({
      title: t('plan.deleteTitle', { name: plan.title }),
      message: t('plan.deleteText'),
      confirmLabel: ts('common.delete'),
    });
    if (!yes) return;
    await remove.mutateAsync({ input: { id: plan.id, version: plan.version } });
    notify({ severity: 'success', summary: t('deleted', { name: plan.title }) });
    await navigate(managementPaths.main('planning', 'audit-plan'));
  };
  const onDeletePlanned = async (p: TPlannedAudit) => {
    const yes = await confirm({
      title: t('plan.deleteAuditTitle', { name: p.title }),
      message: t('plan.deleteAuditText'),
      confirmLabel: ts('common.delete'),
    });
    if (!yes) return;
    await removePlanned.mutateAsync({ input: { id: p.id, version: p.version } });
    notify({ severity: 'success', summary: t('deleted', { name: p.title }) });
  };
  const quiet = (run: () => Promise<void>) => () => void run().catch(() => undefined);

  const table = (rows: TPlannedAudit[], label: string) => (
    <DataTable
      // The rows' cells also show the plan's approval (Open engagement): a new plan version redraws them.
      key={`${label}-${plan.version}`}
      value={rows}
      dataKey="id"
      pt={namedTable(label, { wide: true })}
      stripedRows
      emptyMessage={<EmptyState title={t('plan.quarterEmpty')} />}
    >
      <Column field="rank" header={t('fields.rank')} />
      <Column field="title" header={t('fields.audit')} />
      <Column field="businessUnit.name" header={t('fields.businessUnit')} />
      <Column
        field="riskScore"
        header={t('fields.riskScore')}
        body={(p: TPlannedAudit) => (
          <span>
            {p.riskScore} <RiskLevelTag level={p.riskLevel} />
          </span>
        )}
      />
      <Column field="lead.fullName" header={t('fields.lead')} />
      <Column
        field="team"
        header={t('fields.team')}
        body={(p: TPlannedAudit) => p.team.map((m) => m.fullName).join(', ') || '—'}
      />
      <Column field="budgetDays" header={t('fields.budgetDays')} />
      <Column
        field="reason"
        header={t('fields.reason')}
        body={(p: TPlannedAudit) =>
          p.needsReason ? (
            <span className="audit-reason-missing">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('plan.reasonNeeded')}
            </span>
          ) : (
            p.reason || '—'
          )
        }
      />
      <Column
        header={ts('table.actions')}
        className="row-actions-column"
        body={(p: TPlannedAudit) => (
          <div className="row-actions">
            {admin ? (
              <Button
                type="button"
                icon="pi pi-pencil"
                rounded
                text
                severity="secondary"
                aria-label={`${ts('common.edit')}: ${p.title}`}
                onClick={() => setEditing(p)}
              />
            ) : null}
            {admin && p.included && plan.approval === 'Approved' ? (
              <Link
                className="p-button p-button-sm p-button-outlined"
                to={managementPaths.openFromPlan(p.id)}
                aria-label={`${t('plan.openEngagement')}: ${p.title}`}
              >
                {t('plan.openEngagement')}
              </Link>
            ) : null}
            {admin && !p.processId ? (
              <Button
                type="button"
                icon="pi pi-trash"
                rounded
                text
                severity="danger"
                aria-label={`${ts('common.delete')}: ${p.title}`}
                onClick={quiet(() => onDeletePlanned(p))}
              />
            ) : null}
          </div>
        )}
      />
    </DataTable>
  );

  return (
    <section className="list-page">
      {confirmDialog}
      <PageHeader
        title={plan.title}
        actions={
          admin ? (
            <div className="audit-plan-actions">
              {plan.approval !== 'Approved' ? (
                <Button
                  type="button"
                  icon="pi pi-check"
                  severity="success"
                  label={t('plan.approve')}
                  loading={approve.isPending}
                  onClick={quiet(onApprove)}
                />
              ) : null}
              <Button
                type="button"
                outlined
                label={plan.status === 'active' ? t('plan.deactivate') : t('plan.activate')}
                loading={update.isPending}
                onClick={quiet(onStatus)}
              />
              <Link className="p-button p-button-outlined" to={managementPaths.plannedAdd(plan.id)}>
                <i className="pi pi-plus" aria-hidden="true" /> {t('plan.addAudit')}
              </Link>
              {plan.approvedAt ? null : (
                <Button
                  type="button"
                  severity="danger"
                  text
                  label={ts('common.delete')}
                  onClick={quiet(onDelete)}
                />
              )}
            </div>
          ) : null
        }
      >
        <p>
          {plan.year} · <PlanStatus plan={plan} /> · <ApprovalTag plan={plan} />
          {plan.approvedBy && plan.approvedAt
            ? ` · ${t('plan.approvedBy', { name: plan.approvedBy.fullName, at: plan.approvedAt.slice(0, 10) })}`
            : ''}
        </p>
        {plan.approval === 'Changed after approval' ? (
          <p className="audit-reason-missing" role="note">
            {t('plan.changedAfterApproval')}
          </p>
        ) : null}
        {missing > 0 ? (
          <p className="audit-reason-missing" role="note">
            {t('plan.reasonsMissing', { count: missing })}
          </p>
        ) : null}
      </PageHeader>
      <div className="card">
        {QUARTERS.map((q) => (
          <div key={q} className="audit-quarter">
            <h3>
              <span>{t('plan.quarter', { q })}</span>
              <span className="audit-hint">
                {t('plan.budget', { days: detail.budgetDaysByQuarter[q - 1] ?? 0 })}
              </span>
            </h3>
            {table(
              included.filter((p) => p.quarter === q),
              t('plan.quarter', { q }),
            )}
          </div>
        ))}
        <div className="audit-quarter">
          <h3>{t('plan.leftOut')}</h3>
          {table(leftOut, t('plan.leftOut'))}
        </div>
      </div>
      <FollowUps plan={plan} admin={admin} />
      {editing ? (
        <EditPlannedDialog key={editing.id} planned={editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
};

/** The audit team from settings: who may lead, and everyone on it. */
const useTeamOptions = () => {
  const team = useSettings('team-member');
  const list = team.data?.list ?? [];
  return {
    leads: list.filter((m) => m.roles.includes('lead')).map((m) => ({ value: m.employeeId!, label: m.name })),
    members: list.map((m) => ({ value: m.employeeId!, label: m.name })),
  };
};

interface PlannedValues {
  id: string;
  version: number;
  quarter: number;
  included: boolean;
  reason: string;
  leadId: string;
  memberIds: string[];
  budgetDays: number | null;
}

const updatePlannedSchema = blanksToNull(ZUpdatePlannedAuditRequestSchema, ['leadId']);

/** A planned audit's quarter, inclusion and reason, team and budget, in a dialog over the plan. */
const EditPlannedDialog = ({ planned, onClose }: { planned: TPlannedAudit; onClose: () => void }) => {
  const { t } = useTranslation('auditManagement');
  const update = usePlanWrite('updatePlannedAudit');
  const team = useTeamOptions();
  const form = useZodForm<PlannedValues, z.output<typeof ZUpdatePlannedAuditRequestSchema>>(
    updatePlannedSchema as unknown as z.ZodType<
      z.output<typeof ZUpdatePlannedAuditRequestSchema>,
      PlannedValues
    >,
    {
      id: planned.id,
      version: planned.version,
      quarter: planned.quarter,
      included: planned.included,
      reason: planned.reason,
      leadId: planned.lead?.employeeId ?? '',
      memberIds: planned.team.map((m) => m.employeeId),
      budgetDays: planned.budgetDays,
    },
  );
  return (
    <Dialog
      visible
      header={t('plan.editAudit', { name: planned.title })}
      onHide={onClose}
      modal
      className="audit-dialog"
    >
      <p className="audit-hint">{t('plan.rankLine', { rank: planned.rank, score: planned.riskScore })}</p>
      <Form
        label={t('plan.editAudit', { name: planned.title })}
        form={form}
        submitLabel={t('save')}
        pending={update.isPending}
        error={update.error}
        onSubmit={async (input) => {
          const { item } = await update.mutateAsync({ input });
          notify({ severity: 'success', summary: t('saved', { name: item.title }) });
          onClose();
        }}
      >
        <QuarterField />
        <SwitchField name="included" label={t('fields.included')} />
        <TextAreaField name="reason" label={t('fields.reason')} hint={t('plan.reasonHint')} />
        <DropdownField name="leadId" label={t('fields.lead')} filter options={team.leads} />
        <MultiSelectField name="memberIds" label={t('fields.team')} options={team.members} />
        <NumberField name="budgetDays" label={t('fields.budgetDays')} min={0} max={1000} fractionDigits={1} />
      </Form>
    </Dialog>
  );
};

const QuarterField = () => {
  const { t } = useTranslation('auditManagement');
  return (
    <DropdownField
      name="quarter"
      label={t('fields.quarter')}
      options={QUARTERS.map((q) => ({ value: q, label: t('plan.quarter', { q }) }))}
    />
  );
};

// ---------------------------------------------------------------- add an audit to a plan

interface AddPlannedValues {
  planId: string;
  processId: string;
  title: string;
  riskScore: number | null;
  quarter: number;
  included: boolean;
  reason: string;
  leadId: string;
  memberIds: string[];
  budgetDays: number | null;
}

/** The form keeps both ways in (a process, or a title and risk score); only the one given goes. */
const addPlannedSchema = z.preprocess((v) => {
  const o = { ...(v as Record<string, unknown>) };
  for (const k of ['processId', 'title', 'riskScore', 'leadId'])
    if (o[k] === '' || o[k] === null) delete o[k];
  if (o.processId) {
    delete o.title;
    delete o.riskScore;
  }
  return o;
}, ZAddPlannedAuditRequestSchema);

/** spec §2 audit-plan/manage/{id}/add: a universe process the plan lacks, or an audit by hand. */
export const AddPlannedPage = () => {
  const { t } = useTranslation('auditManagement');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const plan = usePlan(id);
  const processes = useProcesses();
  const add = usePlanWrite('addPlannedAudit');
  const team = useTeamOptions();
  const form = useZodForm<AddPlannedValues, z.output<typeof ZAddPlannedAuditRequestSchema>>(
    addPlannedSchema as unknown as z.ZodType<
      z.output<typeof ZAddPlannedAuditRequestSchema>,
      AddPlannedValues
    >,
    {
      planId: id,
      processId: '',
      title: '',
      riskScore: null,
      quarter: 1,
      included: true,
      reason: '',
      leadId: '',
      memberIds: [],
      budgetDays: 0,
    },
  );
  if (plan.isPending || processes.isPending) return <Loading />;
  const inPlan = new Set((plan.data?.list ?? []).map((p) => p.processId));
  const missing = (processes.data?.list ?? []).filter((p) => !inPlan.has(p.id));
  return (
    <FormPage
      title={t('plan.addAudit')}
      form={form}
      submitLabel={t('plan.addAudit')}
      cancelTo={managementPaths.planManage(id)}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { item } = await add.mutateAsync({ input });
        notify({ severity: 'success', summary: t('saved', { name: item.title }) });
        await navigate(managementPaths.planManage(id));
      }}
    >
      <p className="audit-hint">{t('plan.addAuditHint')}</p>
      <DropdownField
        name="processId"
        label={t('fields.process')}
        filter
        options={[
          { value: '', label: t('plan.byHand') },
          ...missing.map((p) => ({ value: p.id, label: `${p.name} (${p.riskScore})` })),
        ]}
      />
      <TextField name="title" label={t('fields.titleByHand')} />
      <NumberField
        name="riskScore"
        label={t('fields.riskScore')}
        hint={t('plan.riskScoreHint')}
        min={1}
        max={25}
      />
      <QuarterField />
      <TextAreaField name="reason" label={t('fields.reason')} hint={t('plan.reasonHint')} />
      <DropdownField name="leadId" label={t('fields.lead')} filter options={team.leads} />
      <MultiSelectField name="memberIds" label={t('fields.team')} options={team.members} />
      <NumberField name="budgetDays" label={t('fields.budgetDays')} min={0} max={1000} fractionDigits={1} />
    </FormPage>
  );
};

// ---------------------------------------------------------------- follow-ups

const FollowUps = ({ plan, admin }: { plan: TAuditPlan; admin: boolean }) => {
  const { t } = useTranslation('auditManagement');
  const { t: ts } = useTranslation();
  const table = useServerTable({ route: managementListRoutes.followUps, params: { planId: plan.id } });
  const remove = usePlanWrite('deleteAuditFollowUp');
  const [confirm, confirmDialog] = useConfirm();
  const onDelete = async (f: TAuditFollowUp) => {
    const yes = await confirm({
      title: t('followUp.deleteTitle', { name: f.title }),
      message: t('followUp.deleteText'),
      confirmLabel: ts('common.delete'),
    });
    if (!yes) return;
    await remove.mutateAsync({ input: { id: f.id, version: f.version } });
    notify({ severity: 'success', summary: t('deleted', { name: f.title }) });
  };
  return (
    <div className="card">
      {confirmDialog}
      <div className="page-header">
        <div>
          <h2>{t('followUp.title')}</h2>
          <p className="page-subtitle">{t('followUp.intro')}</p>
        </div>
        {admin ? (
          <div className="page-header-actions">
            <Link className="p-button p-button-outlined" to={managementPaths.followUpAdd(plan.id)}>
              <i className="pi pi-plus" aria-hidden="true" /> {t('followUp.add')}
            </Link>
          </div>
        ) : null}
      </div>
      <DataTable
        value={table.rows}
        dataKey="id"
        {...serverTableProps(table, ts, <EmptyState title={t('followUp.empty')} />)}
        pt={namedTable(t('followUp.title'))}
        stripedRows
      >
        <Column field="quarter" header={t('fields.quarter')} />
        <Column
          field="title"
          header={t('fields.title')}
          body={(f: TAuditFollowUp) => (
            // docs/audit.md "Follow-up audits": the entry's follow-up audit and its work plan
            <Link to={auditPaths.followUpWork(f.id)}>{f.title}</Link>
          )}
        />
        <Column field="dueDate" header={t('fields.dueDate')} />
        <Column field="lead.fullName" header={t('fields.lead')} />
        <Column field="budgetDays" header={t('fields.budgetDays')} />
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(f: TAuditFollowUp) => (
              <div className="row-actions">
                <Link
                  className="p-button p-button-text p-button-rounded p-button-secondary p-button-icon-only"
                  to={managementPaths.followUpEdit(f.id)}
                  aria-label={`${ts('common.edit')}: ${f.title}`}
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')}: ${f.title}`}
                  onClick={() => void onDelete(f).catch(() => undefined)}
                />
              </div>
            )}
          />
        ) : null}
      </DataTable>
    </div>
  );
};

interface FollowUpValues {
  planId?: string;
  id?: string;
  version?: number;
  plannedAuditId: string;
  title: string;
  quarter: number;
  dueDate: string;
  leadId: string;
  budgetDays: number | null;
  notes: string;
}

/** spec §2 follow-up/{auditPlanId}/add and follow-up/edit/{id}. */
export const FollowUpFormPage = () => {
  const { t } = useTranslation('auditManagement');
  const { auditPlanId, id } = useParams();
  const existing = useFollowUp(id ?? '');
  if (!id) return <FollowUpForm planId={auditPlanId ?? ''} />;
  if (existing.isPending) return <Loading />;
  if (existing.isError) return <LoadFailed pageTitle={t('followUp.edit')} text={existing.error.message} />;
  return (
    <FollowUpForm
      key={existing.data.item.version}
      planId={existing.data.item.planId}
      followUp={existing.data.item}
    />
  );
};

const FollowUpForm = ({ planId, followUp }: { planId: string; followUp?: TAuditFollowUp }) => {
  const { t } = useTranslation('auditManagement');
  const navigate = useNavigate();
  const plan = usePlan(planId);
  const team = useTeamOptions();
  const add = usePlanWrite('addAuditFollowUp');
  const update = usePlanWrite('updateAuditFollowUp');
  const write = followUp ? update : add;
  const nulls = ['plannedAuditId', 'leadId', 'dueDate'] as const;
  const schema = followUp
    ? blanksToNull(ZUpdateAuditFollowUpRequestSchema, nulls)
    : blanksToNull(ZAddAuditFollowUpRequestSchema, nulls);
  const form = useZodForm<FollowUpValues, z.output<typeof ZUpdateAuditFollowUpRequestSchema>>(
    schema as unknown as z.ZodType<z.output<typeof ZUpdateAuditFollowUpRequestSchema>, FollowUpValues>,
    {
      ...(followUp ? { id: followUp.id, version: followUp.version } : { planId }),
      plannedAuditId: followUp?.plannedAuditId ?? '',
      title: followUp?.title ?? '',
      quarter: followUp?.quarter ?? 1,
      dueDate: followUp?.dueDate ?? '',
      leadId: followUp?.lead?.employeeId ?? '',
      budgetDays: followUp?.budgetDays ?? 0,
      notes: followUp?.notes ?? '',
    },
  );
  return (
    <FormPage
      title={followUp ? t('followUp.edit') : t('followUp.add')}
      form={form}
      submitLabel={followUp ? t('save') : t('followUp.add')}
      cancelTo={managementPaths.planManage(planId)}
      pending={write.isPending}
      error={write.error}
      onSubmit={async (input) => {
        const { item } = followUp
          ? await update.mutateAsync({ input: withoutNulls(input, ['notes']) })
          : await add.mutateAsync({ input: withoutNulls({ ...input, planId }, ['notes']) });
        notify({ severity: 'success', summary: t('saved', { name: item.title }) });
        await navigate(managementPaths.planManage(planId));
      }}
    >
      <TextField name="title" label={t('fields.title')} />
      <DropdownField
        name="plannedAuditId"
        label={t('fields.audit')}
        filter
        options={[
          { value: '', label: '—' },
          ...(plan.data?.list ?? []).map((p) => ({ value: p.id, label: p.title })),
        ]}
      />
      <QuarterField />
      <DateField name="dueDate" label={t('fields.dueDate')} />
      <DropdownField name="leadId" label={t('fields.lead')} filter options={team.leads} />
      <NumberField name="budgetDays" label={t('fields.budgetDays')} min={0} max={1000} fractionDigits={1} />
      <TextAreaField name="notes" label={t('fields.notes')} />
    </FormPage>
  );
};
