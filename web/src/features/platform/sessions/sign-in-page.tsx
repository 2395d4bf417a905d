import { ZLoginRequestSchema } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { session, sessionStore } from '../../../lib/api';
import { homeOf, returnPathFor } from '../../../lib/session/roles';
import type { SessionAction } from '../../../lib/session/store';
import { useSession } from '../../../lib/session/use-session';
import { SessionAlert, SessionNotice } from './session-alert';

/** How other screens hand over to sign-in: where the person was going, a known email, a set password. */
export interface SignInState {
  from?: string;
  email?: string;
  passwordSet?: boolean;
  /** signed in a moment ago by a provider: offer the choice of company, as after a password */
  choose?: boolean;
}

/** Failures this screen explains: its own, and why the last session ended. */
const SHOWN_HERE: ReadonlySet<SessionAction> = new Set(['login', 'microsoft', 'refresh', 'signOut']);

export const Component = () => {
  const { t } = useTranslation();
  const { user, pending, error } = useSession();
  const state = (useLocation().state ?? {}) as SignInState;
  const form = useZodForm(ZLoginRequestSchema, { email: state.email ?? '', password: '' });
  const shown = error && SHOWN_HERE.has(error.action) ? error : null;
  // set as the form is sent, so the answer's first render already knows to offer the choice
  const [choosing, setChoosing] = useState(state.choose ?? false);

  // Just signed in, and belongs to several companies: which one to work in first.
  if (user && choosing && user.companies.length > 1) {
    return (
      <>
        <h1>{t('sessions.choose.heading')}</h1>
        <p className="session-intro">{t('sessions.choose.intro')}</p>
        <ul className="company-choices" aria-label={t('sessions.choose.heading')}>
          {user.companies.map((m) => (
            <li key={m.companyId}>
              <Button
                type="button"
                label={m.companyName}
                outlined={m.companyId !== user.companyId}
                onClick={() => {
                  sessionStore.dispatch({ type: 'switchedCompany', companyId: m.companyId });
                  setChoosing(false);
                }}
              />
              <span className="company-choice-role">{t(`header.roles.${m.companyRole}`)}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  // Signed in (now or already): on to where they were going, if it is theirs, else their home.
  if (user) return <Navigate to={returnPathFor(state.from, user) ?? homeOf(user)} replace />;

  return (
    <>
      <h1>{t('sessions.signIn.heading')}</h1>
      {state.passwordSet && !shown ? <SessionNotice>{t('sessions.signIn.passwordSet')}</SessionNotice> : null}
      {/* A login failure, or why the last session ended (Session Expired, Sign Out Failed). */}
      <SessionAlert error={shown} />
      <Form
        form={form}
        label={t('sessions.signIn.heading')}
        onSubmit={(values) => {
          setChoosing(true);
          return session.login(values);
        }}
        submitLabel={t('sessions.signIn.submit')}
        pending={pending.login ?? false}
        error={error?.action === 'login' ? error : null}
      >
        <TextField name="email" type="email" autoComplete="username" label={t('sessions.email')} />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('sessions.password')}
        />
      </Form>
      <div className="session-or">
        <span>{t('sessions.microsoft.or')}</span>
      </div>
      <Button
        type="button"
        className="microsoft-sign-in"
        icon="pi pi-microsoft"
        outlined
        label={t('sessions.microsoft.button')}
        loading={pending.microsoft ?? false}
        onClick={() => {
          void session.startMicrosoft().then((url) => {
            if (url) window.location.assign(url);
          });
        }}
      />
      <nav className="session-links" aria-label={t('sessions.signIn.title')}>
        <Link to="/app/sessions/forgot">{t('sessions.signIn.forgot')}</Link>
        <Link to="/app/sessions/signUp">{t('sessions.signIn.signUp')}</Link>
      </nav>
    </>
  );
};
