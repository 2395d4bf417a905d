import type { TActingSupervisor } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { errorNotice, isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { ACTING_KEYS, useUnsetActing } from './api';

export interface EndArrangement {
  /** asks first; on a stale version reads the arrangements again and says someone changed it */
  end: (a: TActingSupervisor) => Promise<void>;
  pending: boolean;
  /** the confirmation dialog: render it once on the screen */
  confirmDialog: ReactNode;
}

/** Ending an acting arrangement, the same from the settings list and from my inbox. */
export const useEndArrangement = (): EndArrangement => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const unset = useUnsetActing();
  const [confirm, confirmDialog] = useConfirm();

  const end = async (a: TActingSupervisor) => {
    const names = { name: a.supervisorName, acting: a.actingSupervisorName };
    const confirmed = await confirm({
      title: t('acting.unsetTitle', names),
      message: t('acting.confirmUnset', names),
      confirmLabel: t('acting.unset'),
    });
    if (!confirmed) return;
    try {
      await unset.mutateAsync({ input: { supervisorId: a.supervisorId, version: a.version } });
      notify({ severity: 'success', summary: t('acting.unsetDone', names) });
    } catch (e) {
      if (isStaleVersion(e)) {
        await Promise.all(ACTING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        notify({ severity: 'warn', summary: ts('conflict.title'), detail: t('acting.stale', names) });
        return;
      }
      const notice = errorNotice(e, ts('errors.requestFailed'));
      if (notice) notify(notice);
    }
  };

  return { end, pending: unset.isPending, confirmDialog };
};
