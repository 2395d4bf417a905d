import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { errorNotice, isStaleVersion } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { complianceKeys } from './api';

/**
 * A delete asked for first: the confirm dialog (render it), then the write, whose answer is the
 * success toast's words. A stale version reads again and says the latest is shown; any other
 * failure is toasted with the route's error title (spec §8, e.g. "Delete Regulation Failed").
 */
export const useConfirmedDelete = () => {
  const { t } = useTranslation('compliance');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const run = async (ask: { title: string; message: string }, write: () => Promise<string>) => {
    if (!(await confirm({ ...ask, confirmLabel: ts('common.delete') }))) return false;
    try {
      notify({ severity: 'success', summary: await write() });
      return true;
    } catch (e) {
      if (isStaleVersion(e)) {
        await Promise.all(complianceKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        notify({ severity: 'warn', summary: ts('conflict.title'), detail: t('common.stale') });
      } else {
        const notice = errorNotice(e, ts('errors.requestFailed'));
        if (notice) notify(notice);
      }
      return false;
    }
  };
  return [run, confirmDialog] as const;
};

/** A row's edit and delete buttons, named after the row. */
export const RowActions = ({
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
    <div className="row-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        severity="secondary"
        aria-label={`${ts('common.edit')}: ${name}`}
        tooltip={ts('common.edit')}
        onClick={onEdit}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={`${ts('common.delete')}: ${name}`}
        tooltip={ts('common.delete')}
        onClick={onDelete}
      />
    </div>
  );
};
