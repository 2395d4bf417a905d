import type { TComplianceCategory, TComplianceTeam, TComplianceUniverse } from '@stratum/contracts';
import { Button } from 'primereact/button';

import { Column } from 'primereact/column';

import { DataTable } from 'primereact/datatable';

import { useState } from 'react';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import { Form, MultiSelectField, TextField, useZodForm } from '../../components/form';

import { namedTable } from '../../components/table-name';

import { notify } from '../../lib/notify';

import { useActiveEmployees, useSetupList, useSetupWrite } from './api';

import { blanksOut } from './fields';
import { RowActions, useConfirmedDelete } from './row-parts';

type Kind = 'category' | 'complying' | 'compliance' | 'universe';
type Row = TComplianceCategory | TComplianceTeam | TComplianceUniverse;

interface Values {
  id?: string;
  version?: number;
  name: string;
  description: string;
  memberIds: string[];
  regulationIds: string[];
}

const schema = z.object({
  id: z.string().optional(),
  version: z.number().optional(),
  name: z.string().trim().min(1, 'name is required').max(200),
  description: z.string().max(1000),
  memberIds: z.array(z.string()),
  regulationIds: z.array(z.string()),
});

/** Set-up (spec §1): categories, complying teams, compliance teams and universes. */
export const SetupTab = ({ admin }: { admin: boolean }) => {
  const { t } = useTranslation('compliance');
  const [open, setOpen] = useState<Kind | null>(null);
  const opener = (kind: Kind) => ({
    open: open === kind,
    onOpen: (yes: boolean) => setOpen(yes ? kind : null),
  });
  return (
    <div className="compliance-setup">
      {admin ? null : (
        <p role="note">
          <i className="pi pi-eye" aria-hidden="true" /> {t('adminOnly')}
        </p>
      )}
      <SetupSection kind="category" admin={admin} {...opener('category')} />
      <SetupSection kind="complying" admin={admin} {...opener('complying')} />
      <SetupSection kind="compliance" admin={admin} {...opener('compliance')} />
      <SetupSection kind="universe" admin={admin} {...opener('universe')} />
    </div>
  );
};

const TITLES = {
  category: ['setup.categories', 'setup.addCategory', null],
  complying: ['setup.complying', 'setup.addComplying', 'setup.complyingHint'],
  compliance: ['setup.compliance', 'setup.addCompliance', 'setup.complianceHint'],
  universe: ['setup.universes', 'setup.addUniverse', 'setup.universesHint'],
} as const;

const SetupSection = ({
  kind,
  admin,
  open,
  onOpen,
}: {
  kind: Kind;
  admin: boolean;
  open: boolean;
  onOpen: (open: boolean) => void;
}) => {
  const { t } = useTranslation('compliance');
  const { t: ts } = useTranslation();
  const items = useSetupList(kind);
  const regulations = useSetupList('regulation');
  const employees = useActiveEmployees();
  const add = useSetupWrite(kind, 'add');
  const update = useSetupWrite(kind, 'update');
  const remove = useSetupWrite(kind, 'delete');
  const [editing, setEditing] = useState<Row | null>(null);
  const [confirmedDelete, confirmDialog] = useConfirmedDelete();
  const [titleKey, addKey, hintKey] = TITLES[kind];
  const title = t(titleKey);
  const isTeam = kind === 'complying' || kind === 'compliance';
  const blank: Values = { name: '', description: '', memberIds: [], regulationIds: [] };
  const form = useZodForm<Values, Values>(schema, blank);
  const write = editing ? update : add;
  const regulationName = new Map((regulations.data?.list ?? []).map((r) => [r.id, r.name]));

  const done = () => {
    setEditing(null);
    onOpen(false);
    form.reset(blank);
    add.reset();
    update.reset();
  };

  return (
    <div className="card">
      {confirmDialog}
      <h2>{title}</h2>
      {hintKey ? <p className="page-subtitle">{t(hintKey)}</p> : null}
      <DataTable
        value={[...(items.data?.list ?? [])] as Row[]}
        dataKey="id"
        loading={items.isPending}
        pt={namedTable(title)}
        stripedRows
      >
        <Column field="name" header={t('common.name')} />
        <Column field="description" header={t('common.description')} />
        {isTeam ? (
          <Column
            header={t('setup.members')}
            body={(r: TComplianceTeam) => r.members.map((m) => m.fullName).join(', ')}
          />
        ) : null}
        {kind === 'universe' ? (
          <Column
            header={t('setup.regulations')}
            body={(r: TComplianceUniverse) =>
              r.regulationIds.map((id) => regulationName.get(id) ?? id).join(', ')
            }
          />
        ) : null}
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(r: Row) => (
              <RowActions
                name={r.name}
                onEdit={() => {
                  setEditing(r);
                  form.reset({
                    id: r.id,
                    version: r.version,
                    name: r.name,
                    description: r.description ?? '',
                    memberIds: 'members' in r ? r.members.map((m) => m.employeeId) : [],
                    regulationIds: 'regulationIds' in r ? [...r.regulationIds] : [],
                  });
                  onOpen(true);
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
        <Button type="button" icon="pi pi-plus" label={t(addKey)} outlined onClick={() => onOpen(true)} />
      ) : null}
      {admin && open ? (
        <Form
          form={form}
          label={editing ? `${ts('common.edit')}: ${editing.name}` : t(addKey)}
          submitLabel={editing ? ts('common.save') : t(addKey)}
          pending={write.isPending}
          error={write.error}
          secondary={<Button type="button" label={ts('common.cancel')} text onClick={done} />}
          onSubmit={async ({ memberIds, regulationIds, ...v }) => {
            const input = {
              ...blanksOut(v),
              ...(isTeam ? { memberIds } : {}),
              ...(kind === 'universe' ? { regulationIds } : {}),
            };
            const { item } = await (write.mutateAsync as (x: { input: unknown }) => Promise<{ item: Row }>)({
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
            <TextField name="description" label={t('common.description')} />
            {isTeam ? (
              <MultiSelectField
                name="memberIds"
                label={t('setup.members')}
                options={(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }))}
              />
            ) : null}
            {kind === 'universe' ? (
              <MultiSelectField
                name="regulationIds"
                label={t('setup.regulations')}
                options={(regulations.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
              />
            ) : null}
          </div>
        </Form>
      ) : null}
    </div>
  );
};
