import {
  RISK_ACTION_STATUSES,
  ZAddRiskActionRequestSchema,
  type RiskRegister,
  type TRiskAction,
  type TRiskDetail,
} from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { DropdownField, Form, TextField, useZodForm } from '../../components/form';
import { StatusTag } from '../../components/StatusTag';
import { namedTable } from '../../components/table-name';
import { notify } from '../../lib/notify';
import { riskWriteKeys, useActions, useActiveEmployees, useRiskWrite } from './api';
import { reportFailure } from './failure';
import { DayField } from './text-area-field';

const NONE = '';
const blanksToNull = (v: unknown) => {
  const o = v as Record<string, unknown>;
  return {
    ...o,
    ownerId: o.ownerId === NONE ? null : o.ownerId,
    dueDate: o.dueDate === NONE ? null : o.dueDate,
  };
};
const actionSchema = z.preprocess(
  blanksToNull,
  ZAddRiskActionRequestSchema.extend({ status: z.enum(RISK_ACTION_STATUSES).optional() }),
);
type ActionValues = { riskId: string; description: string; ownerId: string; dueDate: string; status: string };

/** A risk's log of actions and responses taken (issue 7 "risk actions and responses"). */
export const ActionsSection = ({
  register,
  risk,
  canEdit,
  editing,
  onEdit,
}: {
  register: RiskRegister;
  risk: TRiskDetail;
  canEdit: boolean;
  /** the action form open: null adds; undefined none open */
  editing: TRiskAction | null | undefined;
  onEdit: (action: TRiskAction | null | undefined) => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const actions = useActions(register, risk.id);
  const remove = useRiskWrite(register, 'deleteAction', { toast: false });
  const [confirm, confirmDialog] = useConfirm();
  const label = t('actions.label', { name: risk.title });

  const deleteAction = async (a: TRiskAction) => {
    if (
      !(await confirm({
        title: t('actions.deleteTitle'),
        message: t('actions.confirmDelete', { name: a.description }),
        confirmLabel: ts('common.delete'),
      }))
    )
      return;
    try {
      await remove.mutateAsync({ input: { riskId: risk.id, id: a.id, version: a.version } });
      notify({ severity: 'success', summary: t('actions.deleted') });
    } catch (e) {
      await reportFailure(e, {
        queryClient,
        keys: riskWriteKeys(),
        staleTitle: ts('conflict.title'),
        staleText: t('detail.stale'),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  return (
    <div className="card">
      {confirmDialog}
      <div className="risk-card-head">
        <h2>{t('actions.title')}</h2>
        {canEdit && editing === undefined ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('actions.add')}
            outlined
            onClick={() => onEdit(null)}
          />
        ) : null}
      </div>
      <DataTable
        value={actions.data?.list ?? []}
        dataKey="id"
        loading={actions.isPending}
        pt={namedTable(label)}
        stripedRows
        emptyMessage={<EmptyState title={t('actions.empty')} />}
      >
        <Column field="description" header={t('actions.fields.description')} />
        <Column header={t('actions.fields.owner')} body={(a: TRiskAction) => a.owner?.fullName ?? ''} />
        <Column header={t('actions.fields.dueDate')} body={(a: TRiskAction) => a.d_dueDate ?? ''} />
        <Column
          header={t('actions.fields.status')}
          body={(a: TRiskAction) => (
            <StatusTag value={a.status} severity={a.status === 'Done' ? 'success' : 'secondary'} />
          )}
        />
        {canEdit ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(a: TRiskAction) => (
              <div className="row-actions">
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  rounded
                  text
                  severity="secondary"
                  aria-label={`${ts('common.edit')}: ${a.description}`}
                  tooltip={ts('common.edit')}
                  onClick={() => onEdit(a)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')}: ${a.description}`}
                  tooltip={ts('common.delete')}
                  onClick={() => void deleteAction(a)}
                />
              </div>
            )}
          />
        ) : null}
      </DataTable>
      {editing !== undefined ? (
        <ActionForm
          key={editing?.id ?? 'new'}
          register={register}
          risk={risk}
          action={editing}
          onDone={() => onEdit(undefined)}
        />
      ) : null}
    </div>
  );
};

const ActionForm = ({
  register,
  risk,
  action,
  onDone,
}: {
  register: RiskRegister;
  risk: TRiskDetail;
  action: TRiskAction | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const employees = useActiveEmployees();
  const add = useRiskWrite(register, 'addAction');
  const update = useRiskWrite(register, 'updateAction');
  const write = action ? update : add;
  const form = useZodForm<ActionValues, z.output<typeof actionSchema>>(
    actionSchema as unknown as z.ZodType<z.output<typeof actionSchema>, ActionValues>,
    {
      riskId: risk.id,
      description: action?.description ?? '',
      ownerId: action?.owner?.employeeId ?? NONE,
      dueDate: action?.dueDate ?? NONE,
      status: action?.status ?? 'Open',
    },
  );
  const title = action ? t('actions.editTitle') : t('actions.addTitle');
  return (
    <div className="risk-subform">
      <h3>{title}</h3>
      <Form
        form={form}
        label={title}
        submitLabel={action ? t('actions.save') : t('actions.add')}
        pending={write.isPending}
        error={write.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onDone} />}
        onSubmit={async ({ status, ...input }) => {
          if (action)
            await update.mutateAsync({
              input: { ...input, id: action.id, version: action.version, status: status ?? 'Open' },
            });
          else await add.mutateAsync({ input });
          notify({ severity: 'success', summary: action ? t('actions.saved') : t('actions.added') });
          onDone();
        }}
      >
        <TextField name="description" label={t('actions.fields.description')} />
        <div className="risk-form-row">
          <DropdownField
            name="ownerId"
            label={t('actions.fields.owner')}
            filter
            options={[
              { value: NONE, label: t('controls.noOwner') },
              ...(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName })),
            ]}
          />
          <DayField name="dueDate" label={t('actions.fields.dueDate')} />
          {action ? (
            <DropdownField
              name="status"
              label={t('actions.fields.status')}
              options={RISK_ACTION_STATUSES.map((s) => ({ value: s, label: s }))}
            />
          ) : null}
        </div>
      </Form>
    </div>
  );
};
