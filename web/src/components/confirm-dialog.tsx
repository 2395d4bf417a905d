import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  visible: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** a confirmed action is running: both buttons wait */
  pending?: boolean;
}

/** spec §9: the confirm button is green, the cancel button red. */
export const ConfirmDialog = ({
  visible,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      header={title ?? t('confirm.title')}
      onHide={onCancel}
      modal
      dismissableMask={!pending}
      closable={!pending}
      className="confirm-dialog"
      footer={
        <div className="confirm-dialog-footer">
          <Button
            type="button"
            label={cancelLabel ?? t('common.cancel')}
            icon="pi pi-times"
            severity="danger"
            onClick={onCancel}
            disabled={pending}
            // Enter on an open dialog must not confirm by accident: focus starts on Cancel.
            autoFocus
          />
          <Button
            type="button"
            label={confirmLabel ?? t('common.confirm')}
            icon="pi pi-check"
            severity="success"
            onClick={onConfirm}
            loading={pending}
          />
        </div>
      }
    >
      <div className="confirm-dialog-message">{message}</div>
    </Dialog>
  );
};

/**
 * `const [confirm, confirmDialog] = useConfirm();` render `confirmDialog` once, then
 * `if (await confirm({ message })) …` wherever the screen asks.
 */
export const useConfirm = (): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] => {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      visible={options !== null}
      message={options?.message ?? ''}
      {...(options?.title ? { title: options.title } : {})}
      {...(options?.confirmLabel ? { confirmLabel: options.confirmLabel } : {})}
      {...(options?.cancelLabel ? { cancelLabel: options.cancelLabel } : {})}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [confirm, dialog];
};
