import {
  RISK_ACTION_STATUSES,
  ZAddRiskActionRequestSchema,
  type RiskRegister,
  type TRiskAction,
  type TRiskDetail,
} from '@stratum/contracts';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField, DropdownField, TextField, useZodForm } from '../../components/form';
import { StatusTag } from '../../components/status-tag';
import { notify } from '../../lib/notify';
import { useActions, useActiveEmployees, useRiskWrite } from './api';
import {
  ChildTableCard,
  EditDeleteButtons,
  rowActionsColumn,
  SubForm,
  useConfirmedDelete,
} from './row-parts';

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

/** A risk's log of actions and responses taken. */
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
  const actions = useActions(register, risk.id);
  const remove = useRiskWrite(register, 'deleteAction', { toast: false });
  const [confirmedDelete, confirmDialog] = useConfirmedDelete('detail.stale');
  const label = t('actions.label', { name: risk.title });

  const deleteAction = (a: TRiskAction) =>
    confirmedDelete(
      { title: t('actions.deleteTitle'), message: t('actions.confirmDelete', { name: a.description }) },
      async () => {
        await remove.mutateAsync({ input: { riskId: risk.id, id: a.id, version: a.version } });
        return t('actions.deleted');
      },
    );

  return (
    <ChildTableCard
      title={t('actions.title')}
      addLabel={t('actions.add')}
      canAdd={canEdit && editing === undefined}
      onAdd={() => onEdit(null)}
      label={label}
      value={actions.data?.list ?? []}
      loading={actions.isPending}
      emptyTitle={t('actions.empty')}
      confirmDialog={confirmDialog}
      form={
        editing !== undefined ? (
          <ActionForm
            key={editing?.id ?? 'new'}
            register={register}
            risk={risk}
            action={editing}
            onDone={() => onEdit(undefined)}
          />
        ) : null
      }
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
      {canEdit
        ? rowActionsColumn(ts('table.actions'), (a: TRiskAction) => (
            <EditDeleteButtons
              name={a.description}
              onEdit={() => onEdit(a)}
              onDelete={() => void deleteAction(a)}
            />
          ))
        : null}
    </ChildTableCard>
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
    <SubForm
      title={title}
      onDone={onDone}
      form={form}
      submitLabel={action ? t('actions.save') : t('actions.add')}
      pending={write.isPending}
      error={write.error}
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
        <DateField name="dueDate" label={t('actions.fields.dueDate')} />
        {action ? (
          <DropdownField
            name="status"
            label={t('actions.fields.status')}
            options={RISK_ACTION_STATUSES.map((s) => ({ value: s, label: s }))}
          />
        ) : null}
      </div>
    </SubForm>
  );
};
