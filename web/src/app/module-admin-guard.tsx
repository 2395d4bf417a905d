import type { ModuleKey } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/loading';
import { moduleAccessQueryOptions } from '../lib/module-access';
import { HomeLink } from './routes/home-link';
import { StatusPage } from './routes/status-page';

/**
 * A module's administrators' pages: someone else is told whose page it is, and the page itself
 * (whose calls the API would refuse) never loads.
 */
export const ModuleAdminGuard = ({ module }: { module: ModuleKey }) => {
  const { t } = useTranslation();
  const access = useQuery(moduleAccessQueryOptions(module));
  if (access.isPending) return <Loading />;
  if (access.isError)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={t('pages.error')}
        text={access.error.message}
        actions={<HomeLink />}
      />
    );
  if (access.data.item.adminAccess) return <Outlet />;
  return (
    <StatusPage
      icon="pi pi-lock"
      title={t('pages.forbidden')}
      text={t('errors.moduleAdminText', { module: t(`modules.${module}.name`) })}
      actions={<HomeLink />}
    />
  );
};
