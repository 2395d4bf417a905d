import { withoutNulls } from '../../../lib/without-nulls';
import {
  ZAddAuditProcessRequestSchema,
  ZUpdateAuditProcessRequestSchema,
  type TAuditProcess,
} from '@stratum/contracts';

import { Button } from 'primereact/button';

import { Column } from 'primereact/column';

import { DataTable } from 'primereact/datatable';

import { Dropdown } from 'primereact/dropdown';

import { Tag } from 'primereact/tag';

import { useId, useState } from 'react';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { useConfirm } from '../../../components/confirm-dialog';

import { EmptyState } from '../../../components/empty-state';

import {
  DateField,
  DropdownField,
  MultiSelectField,
  NumberField,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../../components/form';

import { FormPage } from '../../../components/form-page';

import { LoadFailed } from '../../../components/load-failed';

import { Loading } from '../../../components/loading';

import { PageHeader } from '../../../components/page-header';

import { namedTable } from '../../../components/table-name';

import { notify } from '../../../lib/notify';

import { serverTableProps } from '../../../components/server-table-props';

import { useServerTable } from '../../../components/use-server-table';

import { useActiveEmployees } from '../engagement/api';

import { blanksToNull } from '../engagement/fields';
import {
  managementListRoutes,
  useAddProcess,
  useAuditAdmin,
  useBusinessUnits,
  useDeleteProcess,
  useProcess,
  useRegisterRisks,
  useUpdateProcess,
} from './api';

import { managementPaths } from './paths';

import './audit-management.css';

const LEVEL_SEVERITY = { High: 'danger', Medium: 'warning', Low: 'success' } as const;

/** spec §9 audit risk ratings: High, Medium, Low. */
export const RiskLevelTag = ({ level }: { level: 'High' | 'Medium' | 'Low' }) => {
  const { t } = useTranslation('auditManagement');
  return <Tag value={t(`levels.${level}`)} severity={LEVEL_SEVERITY[level]} />;
};

/**
 * spec §2 audit-universe: the auditable processes, riskiest first, of one business unit or all,
 * a page at a time (the API's ranked index; choosing a unit starts again from the first page);
 * administrators add a process to the unit chosen, edit and delete (one no plan names).
 */
export const UniverseList = () => {
  const { t } = useTranslation('auditManagement');
  const { t: ts } = useTranslation();
  const admin = useAuditAdmin();
  const unitId = useId();
  const [unit, setUnit] = useState<string | null>(null);
  const units = useBusinessUnits();
  const table = useServerTable({
    route: managementListRoutes.processes,
    params: unit ? { businessUnitId: unit } : {},
  });
  const remove = useDeleteProcess();
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();
  const unitOptions = (units.data ?? []).map((u) => ({ value: u.id, label: u.name }));

  const onDelete = async (p: TAuditProcess) => {
    const yes = await confirm({
      title: t('universe.deleteTitle', { name: p.name }),
      message: t('universe.deleteText'),
      confirmLabel: ts('common.delete'),
    });
    if (!yes) return;
    await remove.mutateAsync({ input: { id: p.id, version: p.version } });
    notify({ severity: 'success', summary: t('deleted', { name: p.name }) });
  };

  return (
    <div className="card">
      {confirmDialog}
      <div className="page-header">
        <div>
          <h2>{t('universe.title')}</h2>
          <p className="page-subtitle">{t('universe.intro')}</p>
        </div>
        {admin ? (
          <div className="page-header-actions">
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('universe.add')}
              disabled={!unit && unitOptions.length === 0}
              onClick={() => {
                const target = unit ?? unitOptions[0]?.value;
                if (target) void navigate(managementPaths.processAdd(target));
              }}
            />
          </div>
        ) : null}
      </div>
      <div className="list-toolbar">
        <div className="list-filters field">
          <label htmlFor={unitId}>{t('fields.businessUnit')}</label>
          <Dropdown
            inputId={unitId}
            value={unit}
            options={unitOptions}
            optionLabel="label"
            optionValue="value"
            placeholder={t('universe.allUnits')}
            showClear
            onChange={(e) => setUnit((e.value as string | null) ?? null)}
          />
        </div>
      </div>
      <DataTable
        value={table.rows}
        dataKey="id"
        {...serverTableProps(table, ts, <EmptyState title={t('universe.empty')} />)}
        pt={namedTable(t('universe.title'), { wide: true })}
        stripedRows
      >
        <Column field="rank" header={t('fields.rank')} />
        <Column
          field="name"
          header={t('fields.process')}
          body={(p: TAuditProcess) =>
            admin ? <Link to={managementPaths.processEdit(p.id)}>{p.name}</Link> : p.name
          }
        />
        <Column field="businessUnit.name" header={t('fields.businessUnit')} />
        <Column field="owner.fullName" header={t('fields.owner')} />
        <Column
          field="riskScore"
          header={t('fields.riskScore')}
          body={(p: TAuditProcess) => (
            <span>
              {p.riskScore}{' '}
              <span className="audit-hint">
                ({p.likelihood} × {p.impact})
              </span>{' '}
              <RiskLevelTag level={p.riskLevel} />
            </span>
          )}
        />
        <Column
          field="risks"
          header={t('fields.risks')}
          body={(p: TAuditProcess) => p.risks.map((r) => r.title).join(', ') || '—'}
        />
        <Column
          field="lastAuditedDate"
          header={t('fields.lastAudited')}
          body={(p: TAuditProcess) => p.lastAuditedDate ?? t('universe.never')}
        />
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(p: TAuditProcess) => (
              <div className="row-actions">
                <Link
                  className="p-button p-button-text p-button-rounded p-button-secondary p-button-icon-only"
                  to={managementPaths.processEdit(p.id)}
                  aria-label={`${ts('common.edit')}: ${p.name}`}
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')}: ${p.name}`}
                  onClick={() => void onDelete(p).catch(() => undefined)}
                />
              </div>
            )}
          />
        ) : null}
      </DataTable>
    </div>
  );
};

/** spec §2 audit-universe as a page of its own. */
export const UniversePage = () => {
  const { t } = useTranslation('auditManagement');
  return (
    <section className="list-page">
      <PageHeader title={t('universe.title')} />
      <UniverseList />
    </section>
  );
};

// ---------------------------------------------------------------- add and edit

interface Values {
  id?: string;
  version?: number;
  name: string;
  description: string;
  businessUnitId: string;
  ownerId: string;
  likelihood: number | null;
  impact: number | null;
  riskIds: string[];
  lastAuditedDate: string;
}

const addSchema = blanksToNull(ZAddAuditProcessRequestSchema, ['ownerId', 'lastAuditedDate']);
const updateSchema = blanksToNull(ZUpdateAuditProcessRequestSchema, ['ownerId', 'lastAuditedDate']);

/** spec §2 add-process/{id} (id: the business unit) and edit-process/{id}. */
export const ProcessFormRoute = ({ edit = false }: { edit?: boolean }) => {
  const { t } = useTranslation('auditManagement');
  const { id = '' } = useParams();
  if (!edit) return <ProcessForm businessUnitId={id} />;
  return <EditProcess id={id} title={t('universe.edit')} />;
};
export const AddProcessPage = () => <ProcessFormRoute />;
export const EditProcessPage = () => <ProcessFormRoute edit />;

const EditProcess = ({ id, title }: { id: string; title: string }) => {
  const { t } = useTranslation('auditManagement');
  const process = useProcess(id);
  if (process.isPending) return <Loading />;
  if (process.isError)
    return (
      <LoadFailed
        pageTitle={title}
        text={process.error.message}
        backTo={managementPaths.universe}
        backLabel={t('back')}
      />
    );
  return <ProcessForm key={process.data.item.version} process={process.data.item} />;
};

const ProcessForm = ({ process, businessUnitId }: { process?: TAuditProcess; businessUnitId?: string }) => {
  const { t } = useTranslation('auditManagement');
  const navigate = useNavigate();
  const employees = useActiveEmployees();
  const units = useBusinessUnits();
  const risks = useRegisterRisks();
  const add = useAddProcess();
  const update = useUpdateProcess();
  const write = process ? update : add;
  const form = useZodForm<Values, z.output<typeof ZUpdateAuditProcessRequestSchema>>(
    (process ? updateSchema : addSchema) as unknown as z.ZodType<
      z.output<typeof ZUpdateAuditProcessRequestSchema>,
      Values
    >,
    {
      ...(process ? { id: process.id, version: process.version } : {}),
      name: process?.name ?? '',
      description: process?.description ?? '',
      businessUnitId: process?.businessUnit.id ?? businessUnitId ?? '',
      ownerId: process?.owner?.employeeId ?? '',
      likelihood: process?.likelihood ?? null,
      impact: process?.impact ?? null,
      riskIds: process?.risks.map((r) => r.id) ?? [],
      lastAuditedDate: process?.lastAuditedDate ?? '',
    },
  );
  const riskOptions = [
    ...(risks.data?.list ?? []).map((r) => ({ value: r.id, label: r.title })),
    // A linked risk beyond the first page of the register still shows by its title.
    ...(process?.risks ?? [])
      .filter((r) => !(risks.data?.list ?? []).some((x) => x.id === r.id))
      .map((r) => ({ value: r.id, label: r.title })),
  ];
  return (
    <FormPage
      title={process ? t('universe.edit') : t('universe.add')}
      form={form}
      submitLabel={process ? t('save') : t('universe.add')}
      cancelTo={managementPaths.universe}
      pending={write.isPending}
      error={write.error}
      onSubmit={async (input) => {
        const { item } = process
          ? await update.mutateAsync({ input: withoutNulls(input, ['description']) })
          : await add.mutateAsync({ input: withoutNulls(input, ['description']) });
        notify({ severity: 'success', summary: t('saved', { name: item.name }) });
        await navigate(managementPaths.universe);
      }}
    >
      <TextField name="name" label={t('fields.process')} />
      <TextAreaField name="description" label={t('fields.description')} />
      <DropdownField
        name="businessUnitId"
        label={t('fields.businessUnit')}
        filter
        options={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
      />
      <DropdownField
        name="ownerId"
        label={t('fields.owner')}
        filter
        options={(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }))}
      />
      <div className="audit-form-row">
        <NumberField
          name="likelihood"
          label={t('fields.likelihood')}
          hint={t('universe.factorHint')}
          min={1}
          max={5}
        />
        <NumberField
          name="impact"
          label={t('fields.impact')}
          hint={t('universe.factorHint')}
          min={1}
          max={5}
        />
      </div>
      <MultiSelectField
        name="riskIds"
        label={t('fields.risks')}
        hint={t('universe.risksHint')}
        options={riskOptions}
      />
      <DateField name="lastAuditedDate" label={t('fields.lastAudited')} />
    </FormPage>
  );
};
