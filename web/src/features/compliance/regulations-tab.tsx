import type { TRegulation } from '@stratum/contracts';
import { Button } from 'primereact/button';

import { Column } from 'primereact/column';

import { DataTable } from 'primereact/datatable';

import { useState } from 'react';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import {
  DateField,
  DropdownField,
  Form,
  MultiSelectField,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../components/form';

import { EmptyState } from '../../components/empty-state';

import { namedTable } from '../../components/table-name';

import { useCompanyModuleState, enabledModuleKeys } from '../../lib/company-modules';

import { notify } from '../../lib/notify';

import { useActiveEmployees, useRiskChoices, useSetupList, useSetupWrite } from './api';

import { blanksOut } from './fields';
import { RowActions, useConfirmedDelete } from './row-parts';

interface Values {
  id?: string;
  version?: number;
  name: string;
  source: string;
  reference: string;
  requirement: string;
  categoryId: string;
  ownerId: string;
  applicability: string;
  effectiveDate: string;
  riskIds: string[];
}

const schema = z.object({
  id: z.string().optional(),
  version: z.number().optional(),
  name: z.string().trim().min(1, 'name is required').max(200),
  source: z.string().max(200),
  reference: z.string().max(200),
  requirement: z.string().max(4000),
  categoryId: z.string(),
  ownerId: z.string(),
  applicability: z.string().max(1000),
  effectiveDate: z.string(),
  riskIds: z.array(z.string()).max(20),
});

const BLANK: Values = {
  name: '',
  source: '',
  reference: '',
  requirement: '',
  categoryId: '',
  ownerId: '',
  applicability: '',
  effectiveDate: '',
  riskIds: [],
};

/**
 * The obligations register (ISO 37301 4.5): each regulation's source, clause, requirement,
 * category, owner, applicability and effective date, and the compliance risks it is linked to in
 * the risk register (offered when the company has Risk Management).
 */
export const RegulationsTab = ({ admin }: { admin: boolean }) => {
  const { t } = useTranslation('compliance');
  const { t: ts } = useTranslation();
  const regulations = useSetupList('regulation');
  const categories = useSetupList('category');
  const employees = useActiveEmployees();
  const modules = useCompanyModuleState();
  const riskOn = Boolean(modules.data && enabledModuleKeys(modules.data.list).has('risk'));
  const risks = useRiskChoices(admin && riskOn);
  const add = useSetupWrite('regulation', 'add');
  const update = useSetupWrite('regulation', 'update');
  const remove = useSetupWrite('regulation', 'delete');
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<TRegulation | null>(null);
  const [confirmedDelete, confirmDialog] = useConfirmedDelete();
  const form = useZodForm<Values, Values>(schema, BLANK);
  const write = editing ? update : add;
  const riskOptions = new Map<string, string>((risks.data?.list ?? []).map((r) => [r.id, r.title]));
  // A linked risk stays choosable even when the register's first page does not hold it.
  for (const r of editing?.risks ?? []) if (!riskOptions.has(r.id)) riskOptions.set(r.id, r.title);

  const done = () => {
    setEditing(null);
    setOpen(false);
    form.reset(BLANK);
    add.reset();
    update.reset();
  };
  const formTitle = editing ? t('regulations.edit', { name: editing.name }) : t('regulations.add');

  return (
    <div className="card">
      {confirmDialog}
      <h2>{t('regulations.title')}</h2>
      <DataTable
        value={[...(regulations.data?.list ?? [])]}
        dataKey="id"
        loading={regulations.isPending}
        pt={namedTable(t('regulations.title'))}
        stripedRows
        emptyMessage={<EmptyState title={t('regulations.empty')} text={t('regulations.emptyText')} />}
      >
        <Column field="name" header={t('common.name')} />
        <Column field="source" header={t('regulations.source')} />
        <Column field="reference" header={t('regulations.reference')} />
        <Column field="categoryName" header={t('regulations.category')} />
        <Column header={t('regulations.owner')} body={(r: TRegulation) => r.owner?.fullName ?? ''} />
        <Column field="effectiveDate" header={t('regulations.effectiveDate')} />
        <Column
          header={t('regulations.risks')}
          body={(r: TRegulation) => r.risks.map((x) => x.title).join(', ')}
        />
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(r: TRegulation) => (
              <RowActions
                name={r.name}
                onEdit={() => {
                  setEditing(r);
                  form.reset({
                    id: r.id,
                    version: r.version,
                    name: r.name,
                    source: r.source ?? '',
                    reference: r.reference ?? '',
                    requirement: r.requirement ?? '',
                    categoryId: r.categoryId ?? '',
                    ownerId: r.owner?.employeeId ?? '',
                    applicability: r.applicability ?? '',
                    effectiveDate: r.effectiveDate ?? '',
                    riskIds: r.risks.map((x) => x.id),
                  });
                  setOpen(true);
                }}
                onDelete={() =>
                  void confirmedDelete(
                    { title: t('common.deleteTitle', { name: r.name }), message: t('common.confirmDelete') },
                    async () => {
                      await remove.mutateAsync({ input: { id: r.id, version: r.version } });
                      return t('common.deleted', { name: r.name });
                    },
                  )
                }
              />
            )}
          />
        ) : null}
      </DataTable>
      {admin && !open ? (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('regulations.add')}
          outlined
          onClick={() => setOpen(true)}
        />
      ) : null}
      {admin && open ? (
        <div className="compliance-subform">
          <h3>{formTitle}</h3>
          <Form
            form={form}
            label={formTitle}
            submitLabel={editing ? ts('common.save') : t('regulations.add')}
            pending={write.isPending}
            error={write.error}
            secondary={<Button type="button" label={ts('common.cancel')} text onClick={done} />}
            onSubmit={async ({ riskIds, ...v }) => {
              const input = { ...blanksOut(v), riskIds };
              const { item } = await (
                write.mutateAsync as (x: { input: unknown }) => Promise<{ item: TRegulation }>
              )({
                input,
              });
              notify({
                severity: 'success',
                summary: editing
                  ? t('common.saved', { name: item.name })
                  : t('common.added', { name: item.name }),
              });
              done();
            }}
          >
            <div className="compliance-form-row">
              <TextField name="name" label={t('common.name')} />
              <TextField name="source" label={t('regulations.source')} />
              <TextField name="reference" label={t('regulations.reference')} />
            </div>
            <TextAreaField name="requirement" label={t('regulations.requirement')} />
            <div className="compliance-form-row">
              <DropdownField
                name="categoryId"
                label={t('regulations.category')}
                options={[
                  { value: '', label: t('common.none') },
                  ...(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name })),
                ]}
              />
              <DropdownField
                name="ownerId"
                label={t('regulations.owner')}
                filter
                options={[
                  { value: '', label: t('common.none') },
                  ...(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName })),
                ]}
              />
              <DateField name="effectiveDate" label={t('regulations.effectiveDate')} />
            </div>
            <TextField name="applicability" label={t('regulations.applicability')} />
            {riskOn ? (
              <MultiSelectField
                name="riskIds"
                label={t('regulations.risks')}
                hint={t('regulations.risksHint')}
                options={[...riskOptions].map(([value, label]) => ({ value, label }))}
              />
            ) : null}
          </Form>
        </div>
      ) : null}
    </div>
  );
};
