import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain-button';
import { ChunkLoadError } from '../lazy';
import { HomeLink } from './home-link';
import { StatusPage } from './status-page';

/** The root's error element: a part that failed to load, or a bug; never a blank screen. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <StatusPage
        standalone
        icon="pi pi-map"
        title={t('pages.notFound')}
        text={error.statusText}
        actions={<HomeLink />}
      />
    );
  if (!(error instanceof ChunkLoadError)) console.error(error);
  return (
    <StatusPage
      standalone
      icon="pi pi-exclamation-circle"
      title={t('pages.error')}
      text={error instanceof ChunkLoadError ? t('errors.chunkText') : t('errors.unexpectedText')}
      actions={
        <>
          <PlainButton
            label={t('common.reload')}
            icon="pi pi-refresh"
            onClick={() => window.location.reload()}
          />
          <HomeLink />
        </>
      }
    />
  );
};
