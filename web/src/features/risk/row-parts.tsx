import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Form, type FormProps } from '../../components/form';
import { namedTable } from '../../components/table-name';
import { notify } from '../../lib/notify';
import { riskWriteKeys } from './api';
import { reportFailure } from './failure';

/** Which words a stale version is met with: the risk's own screens or set-up. */
type StaleText = 'detail.stale' | 'setup.stale';

/** A failed change made in place, reported as `reportFailure` does with the risk screens' words. */
export const useFailureReport = (stale: StaleText) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  return (e: unknown) =>
    reportFailure(e, {
      queryClient,
      keys: riskWriteKeys(),
      staleTitle: ts('conflict.title'),
      staleText: t(stale),
      fallbackTitle: ts('errors.requestFailed'),
    });
};

/**
 * A delete asked for first: the confirm dialog (render it), then the write, whose answer is the
 * success toast's words; a failure is reported. Resolves true once deleted.
 */
export const useConfirmedDelete = (stale: StaleText) => {
  const { t: ts } = useTranslation();
  const report = useFailureReport(stale);
  const [confirm, confirmDialog] = useConfirm();
  const run = async (ask: { title: string; message: string }, write: () => Promise<string>) => {
    if (!(await confirm({ ...ask, confirmLabel: ts('common.delete') }))) return false;
    try {
      const summary = await write();
      notify({ severity: 'success', summary });
      return true;
    } catch (e) {
      await report(e);
      return false;
    }
  };
  return [run, confirmDialog] as const;
};

/** A row's icon button, named after what it does and the row it does it to. */
export const RowButton = ({
  icon,
  severity,
  action,
  name,
  onClick,
}: {
  icon: string;
  severity: 'secondary' | 'danger' | 'success';
  action: string;
  name: string;
  onClick: () => void;
}) => (
  <Button
    type="button"
    icon={icon}
    rounded
    text
    severity={severity}
    aria-label={`${action}: ${name}`}
    tooltip={action}
    onClick={onClick}
  />
);

/** A row's edit and delete buttons. */
export const EditDeleteButtons = ({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { t: ts } = useTranslation();
  return (
    <>
      <RowButton
        icon="pi pi-pencil"
        severity="secondary"
        action={ts('common.edit')}
        name={name}
        onClick={onEdit}
      />
      <RowButton
        icon="pi pi-trash"
        severity="danger"
        action={ts('common.delete')}
        name={name}
        onClick={onDelete}
      />
    </>
  );
};

/**
 * The table's row-actions column. A function, not a component: the DataTable reads its Column
 * children's props directly.
 */
export const rowActionsColumn = <T,>(header: string, body: (row: T) => ReactNode) => (
  <Column
    header={header}
    className="row-actions-column"
    body={(row: T) => <div className="row-actions">{body(row)}</div>}
  />
);

/**
 * A risk's child table (controls, mitigations, actions): a card with its heading and add button,
 * the named table, and the add or edit form below it.
 */
export const ChildTableCard = ({
  title,
  addLabel,
  canAdd,
  onAdd,
  label,
  value,
  loading,
  emptyTitle,
  confirmDialog,
  form,
  children,
}: {
  title: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  /** the table's accessible name */
  label: string;
  value: readonly object[];
  loading?: boolean;
  emptyTitle: string;
  confirmDialog: ReactNode;
  form: ReactNode;
  children: ReactNode;
}) => (
  <div className="card">
    {confirmDialog}
    <div className="risk-card-head">
      <h2>{title}</h2>
      {canAdd ? <Button type="button" icon="pi pi-plus" label={addLabel} outlined onClick={onAdd} /> : null}
    </div>
    <DataTable
      value={value as object[]}
      dataKey="id"
      {...(loading === undefined ? {} : { loading })}
      pt={namedTable(label)}
      stripedRows
      emptyMessage={<EmptyState title={emptyTitle} />}
    >
      {children}
    </DataTable>
    {form}
  </div>
);

/** A child's add or edit form under its table: a heading, the form of that name and a cancel button. */
export const SubForm = <TIn extends FieldValues, TOut>({
  title,
  onDone,
  ...props
}: Omit<FormProps<TIn, TOut>, 'label' | 'secondary'> & { title: string; onDone: () => void }) => {
  const { t: ts } = useTranslation();
  return (
    <div className="risk-subform">
      <h3>{title}</h3>
      <Form
        {...props}
        label={title}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onDone} />}
      />
    </div>
  );
};
