import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomeLink } from './home-link';
import { StatusPage } from './status-page';

/** spec §2: any other path shows a not-found page. */
export const Component = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusPage
      standalone
      icon="pi pi-map"
      title={t('pages.notFound')}
      text={t('errors.notFoundText', { path: pathname })}
      actions={<HomeLink />}
    />
  );
};
