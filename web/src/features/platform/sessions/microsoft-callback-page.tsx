import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { session } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { SessionAlert } from './session-alert';
import type { SignInState } from './sign-in-page';

/**
 * `/auth/microsoft/callback` (spec §2 `/auth/{provider}/callback`): where Microsoft sends the
 * browser back. The code and state go to the server once; then on to the app, by way of the
 * company choice when the person belongs to several.
 */
export const Component = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user, error, pending } = useSession();
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');
  const sent = useRef(false);

  useEffect(() => {
    // once, even when React runs effects twice in development
    if (sent.current || !code || !state) return;
    sent.current = true;
    void session.finishMicrosoft({ code, state });
  }, [code, state]);

  if (user && sent.current) {
    const next: SignInState = { choose: true };
    return <Navigate to="/app/sessions/signIn" replace state={next} />;
  }
  const failed = refused || !code || !state || (error?.action === 'microsoft' && !pending.microsoft);
  return (
    <>
      <h1>{t('sessions.microsoft.heading')}</h1>
      {failed ? (
        <>
          {error?.action === 'microsoft' ? (
            <SessionAlert error={error} />
          ) : (
            <div className="session-alert" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <div>
                <strong>{t('sessions.microsoft.failed')}</strong>
                <p>
                  {refused === 'access_denied'
                    ? t('sessions.microsoft.cancelled')
                    : t('sessions.microsoft.incomplete')}
                </p>
              </div>
            </div>
          )}
          <nav className="session-links" aria-label={t('sessions.microsoft.heading')}>
            <Link to="/app/sessions/signIn">{t('sessions.microsoft.back')}</Link>
          </nav>
        </>
      ) : (
        <div className="session-progress" role="status">
          <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="6" aria-hidden="true" />
          <p>{t('sessions.microsoft.working')}</p>
        </div>
      )}
    </>
  );
};
