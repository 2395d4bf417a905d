import type { TEmployee } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDeleteEmployee, useGiveAccess, useRevokeAccess } from './api';

/**
 * The access and status actions the list and the edit page share. Each answers whether it ran;
 * a refusal has been toasted centrally (its route's title and the server's message).
 */
export const useAccessActions = (confirm: (options: ConfirmOptions) => Promise<boolean>) => {
  const { t } = useTranslation('people');
  const give = useGiveAccess();
  const revoke = useRevokeAccess();
  const remove = useDeleteEmployee();

  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch {
      return false;
    }
  };

  return {
    pending: give.isPending || revoke.isPending || remove.isPending,
    /** create the sign-in and email the invitation; again while still invited */
    giveAccess: (e: TEmployee) =>
      run(async () => {
        const resend = e.access === 'Invited';
        const { employee } = await give.mutateAsync({ input: { id: e.id } });
        notify({
          severity: 'success',
          summary: t(resend ? 'done.invitationResent' : 'done.accessGiven', {
            name: employee.fullName,
            email: employee.email,
          }),
        });
      }),
    revokeAccess: async (e: TEmployee) => {
      const names = { name: e.fullName };
      if (
        !(await confirm({
          title: t('confirm.revokeTitle', names),
          message: t('confirm.revoke', names),
          confirmLabel: t('actions.revoke'),
        }))
      )
        return false;
      return run(async () => {
        await revoke.mutateAsync({ input: { id: e.id } });
        notify({ severity: 'success', summary: t('done.accessRevoked', names) });
      });
    },
    deactivate: async (e: TEmployee) => {
      const names = { name: e.fullName };
      if (
        !(await confirm({
          title: t('confirm.deactivateTitle', names),
          message: t('confirm.deactivate', names),
          confirmLabel: t('actions.deactivate'),
        }))
      )
        return false;
      return run(async () => {
        await remove.mutateAsync({ input: { id: e.id, version: e.version } });
        notify({ severity: 'success', summary: t('done.deactivated', names) });
      });
    },
  };
};
