import {
  ZAddRiskCategoryRequestSchema,
  ZAddRiskTeamRequestSchema,
  type TRiskCategory,
  type TRiskTeam,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DropdownField, Form, TextField, useZodForm } from '../../components/form';
import { namedTable } from '../../components/table-name';
import { notify } from '../../lib/notify';
import {
  useActiveEmployees,
  useAddCategory,
  useAddTeam,
  useCategories,
  useDeleteCategory,
  useDeleteTeam,
  useTeams,
  useUpdateCategory,
  useUpdateTeam,
} from './api';
import { EditDeleteButtons, rowActionsColumn, useConfirmedDelete } from './row-parts';

type Row = (TRiskCategory | TRiskTeam) & { leader?: TRiskTeam['leader'] };
type Kind = 'category' | 'team';

const NO_LEADER = '';

/** The form's values: a leader of '' is "no leader" (the API's null). */
const schemaOf = (kind: Kind) =>
  z.preprocess(
    (v) => {
      const o = v as Record<string, unknown>;
      return kind === 'team' ? { ...o, leaderId: o.leaderId === NO_LEADER ? null : o.leaderId } : o;
    },
    z.object({
      id: z.string().optional(),
      version: z.number().optional(),
      ...(kind === 'team' ? ZAddRiskTeamRequestSchema.shape : ZAddRiskCategoryRequestSchema.shape),
    }),
  );

type Values = { id?: string; version?: number; name: string; description: string; leaderId?: string };

/** Risk categories or teams: their names, what they hold, add, rename and delete. */
export const NamedSection = ({
  kind,
  admin,
  open,
  onOpen,
}: {
  kind: Kind;
  admin: boolean;
  /** this section's form is the one open (one set-up form at a time) */
  open: boolean;
  onOpen: (open: boolean) => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const categories = useCategories();
  const teams = useTeams();
  const employees = useActiveEmployees();
  const list: Row[] = kind === 'team' ? (teams.data?.list ?? []) : (categories.data?.list ?? []);
  const loading = kind === 'team' ? teams.isPending : categories.isPending;
  const addCategory = useAddCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const addTeam = useAddTeam();
  const updateTeam = useUpdateTeam();
  const deleteTeam = useDeleteTeam();
  const add = kind === 'team' ? addTeam : addCategory;
  const update = kind === 'team' ? updateTeam : updateCategory;
  const remove = kind === 'team' ? deleteTeam : deleteCategory;
  const [editing, setEditing] = useState<Row | null>(null);
  const [confirmedDelete, confirmDialog] = useConfirmedDelete('setup.stale');
  const title = kind === 'team' ? t('setup.teams') : t('setup.categories');
  const addLabel = kind === 'team' ? t('setup.addTeam') : t('setup.addCategory');
  const blank: Values = { name: '', description: '', ...(kind === 'team' ? { leaderId: NO_LEADER } : {}) };
  const valuesOf = (r: Row): Values => ({
    id: r.id,
    version: r.version,
    name: r.name,
    description: r.description ?? '',
    ...(kind === 'team' ? { leaderId: r.leader?.employeeId ?? NO_LEADER } : {}),
  });
  const form = useZodForm<Values, Values>(schemaOf(kind) as unknown as z.ZodType<Values, Values>, blank);
  const write = editing ? update : add;

  const deleteRow = (r: Row) =>
    confirmedDelete(
      { title: t('setup.deleteTitle', { name: r.name }), message: t('setup.confirmDelete') },
      async () => {
        await remove.mutateAsync({ input: { id: r.id, version: r.version } });
        return t('setup.deleted', { name: r.name });
      },
    );

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
      <DataTable value={list} dataKey="id" loading={loading} pt={namedTable(title)} stripedRows>
        <Column field="name" header={t('setup.name')} />
        <Column field="description" header={t('setup.descriptionField')} />
        {kind === 'team' ? (
          <Column header={t('setup.leader')} body={(r: Row) => r.leader?.fullName ?? ''} />
        ) : null}
        <Column field="riskCount" header={t('setup.risks')} />
        {admin
          ? rowActionsColumn(ts('table.actions'), (r: Row) => (
              <EditDeleteButtons
                name={r.name}
                onEdit={() => {
                  setEditing(r);
                  form.reset(valuesOf(r));
                  onOpen(true);
                }}
                onDelete={() => void deleteRow(r)}
              />
            ))
          : null}
      </DataTable>
      {admin && !open ? (
        <Button type="button" icon="pi pi-plus" label={addLabel} outlined onClick={() => onOpen(true)} />
      ) : null}
      {admin && open ? (
        <Form
          form={form}
          label={editing ? `${ts('common.edit')}: ${editing.name}` : addLabel}
          submitLabel={editing ? ts('common.save') : addLabel}
          pending={write.isPending}
          error={write.error}
          secondary={<Button type="button" label={ts('common.cancel')} text onClick={done} />}
          onSubmit={async (input) => {
            // A blank description is null in the form's output; a team's leader is kept as null.
            const { description, ...rest } = input as Values & { description: string | null };
            const { item } = await (write.mutateAsync as (v: { input: unknown }) => Promise<{ item: Row }>)({
              input: description === null ? rest : { ...rest, description },
            });
            notify({
              severity: 'success',
              summary: editing
                ? t('setup.saved', { name: item.name })
                : t('setup.added', { name: item.name }),
            });
            done();
          }}
        >
          <div className="risk-form-row">
            <TextField name="name" label={t('setup.name')} />
            <TextField name="description" label={t('setup.descriptionField')} />
            {kind === 'team' ? (
              <DropdownField
                name="leaderId"
                label={t('setup.leader')}
                filter
                options={[
                  { value: NO_LEADER, label: '—' },
                  ...(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName })),
                ]}
              />
            ) : null}
          </div>
        </Form>
      ) : null}
    </div>
  );
};
