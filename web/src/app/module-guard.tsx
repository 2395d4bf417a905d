import type { ModuleKey } from '@stratum/contracts';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/loading';
import { enabledModuleKeys, useCompanyModuleState } from '../lib/company-modules';
import { useSignedInUser } from '../lib/session/use-session';
import { HomeLink } from './routes/home-link';
import { StatusPage } from './routes/status-page';

/** A module's pages open only when the module is enabled for the person's company. */
export const ModuleGuard = ({ module }: { module: ModuleKey }) => {
  const user = useSignedInUser();
  const { t } = useTranslation();
  const state = useCompanyModuleState();
  if (state.isPending) return <Loading />;
  if (state.isError)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={t('pages.error')}
        text={state.error.message}
        actions={<HomeLink />}
      />
    );
  if (enabledModuleKeys(state.data?.list).has(module)) return <Outlet />;
  return (
    <StatusPage
      icon="pi pi-ban"
      title={t('pages.moduleOff')}
      text={t('errors.moduleOffText', {
        module: t(`modules.${module}.name`),
        company: user.companyName ?? '',
      })}
      actions={<HomeLink />}
    />
  );
};
