import { getAuditTrails, type RouteDef, type TCompany } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNotice, isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { routeKey, useRouteMutation } from '../../../lib/query';
import { reloadCompany, storeCompany } from '../companies/api';
import { COMPANY_SETTINGS, companyOf, type SettingKey, type SettingValue } from './settings';

/**
 * Saves one setting of one company with the version it was read at. Success shows the new
 * version everywhere; a 409 reloads the company (its row) and says so; nothing is retried blindly.
 * The screen explains its own failures (no central toast), so a 409 is told once.
 */
export const useSaveSetting = <K extends SettingKey>(key: K) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  // The four routes differ only in the field they carry; the key ties route and field together.
  const mutation = useRouteMutation(COMPANY_SETTINGS[key].route as RouteDef, {
    toast: false,
    invalidates: [routeKey(getAuditTrails)],
    // Inside the mutation, so the control stays busy until every list shows the new version.
    onSuccess: (answer) => storeCompany(queryClient, companyOf(answer as Parameters<typeof companyOf>[0])),
  });
  const save = async (company: TCompany, value: SettingValue<K>): Promise<boolean> => {
    const names = { setting: t(`settings.${key}.label`), company: company.companyName };
    try {
      await mutation.mutateAsync({ input: { id: company.id, version: company.version, [key]: value } });
      notify({ severity: 'success', summary: t('settings.saved', names) });
      return true;
    } catch (e) {
      if (isStaleVersion(e)) {
        await reloadCompany(queryClient, company.id);
        notify({ severity: 'warn', summary: t('settings.staleTitle'), detail: t('settings.stale', names) });
      } else {
        const notice = errorNotice(e, ts('errors.requestFailed'));
        if (notice) notify(notice);
      }
      return false;
    }
  };
  return { save, pending: mutation.isPending };
};
