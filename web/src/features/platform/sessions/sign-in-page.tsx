import type { TLoginRequest } from '@stratum/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain-button';
import { session, sessionStore } from '../../../lib/api';
import { serverFieldErrors } from '../../../lib/form-errors';
import { homeOf, returnPathFor } from '../../../lib/session/roles';
import type { SessionAction, SessionError } from '../../../lib/session/store';
import { useSession } from '../../../lib/session/use-session';
import { SessionAlert, SessionNotice } from './session-alert';
import { checkSignIn, type SignInErrors } from './sign-in-fields';

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
              <PlainButton
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
      <SignInForm
        initialEmail={state.email ?? ''}
        pending={pending.login ?? false}
        error={error?.action === 'login' ? error : null}
        onSubmit={(values) => {
          setChoosing(true);
          return session.login(values);
        }}
      />
      <div className="session-or">
        <span>{t('sessions.microsoft.or')}</span>
      </div>
      <PlainButton
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

const FIELDS = ['email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * Email and password, in plain elements with the form classes the shared form components use
 * (components/form): the sign-in page loads no form library, no schema library and no PrimeReact
 * (docs/benchmarks.md: the sign-in page). Errors sit under their fields, tied to them by
 * aria-describedby, and the first field in error takes the focus, as in the shared forms.
 */
const SignInForm = ({
  initialEmail,
  pending,
  error,
  onSubmit,
}: {
  initialEmail: string;
  pending: boolean;
  error: SessionError | null;
  onSubmit: (values: TLoginRequest) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [revealed, setRevealed] = useState(false);
  // Checked as the shared forms do (components/form/use-zod-form.ts, `onTouched`): a field once
  // left, or every field once sent, is checked on each change.
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SignInErrors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const checked = checkSignIn({ email, password });
  const errors: SignInErrors = {};
  for (const f of FIELDS) {
    const own = attempted || touched.has(f) ? (checked.ok ? undefined : checked.errors[f]) : undefined;
    const message = own ?? serverErrors[f];
    if (message) errors[f] = message;
  }

  const focusFirst = (found: SignInErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  // The server's answer: its field problems under the fields, the rest below the form.
  useEffect(() => {
    if (!error) return;
    const mapped = serverFieldErrors(error.issues, error.message, FIELDS);
    setServerErrors(mapped.fields);
    setRootError(mapped.other.length > 0 ? mapped.other.join('; ') : null);
    const first = FIELDS.find((f) => mapped.fields[f]);
    if (first) inputs.current[first]?.focus();
  }, [error]);

  const changed = (name: FieldName) => {
    if (serverErrors[name]) setServerErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAttempted(true);
    setRootError(null);
    if (!checked.ok) {
      focusFirst(checked.errors);
      return;
    }
    setServerErrors({});
    setSubmitting(true);
    try {
      await onSubmit(checked.value);
    } catch {
      // the session store holds and shows the failure
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: FieldName, label: string, input: (props: FieldInputProps) => ReactNode) => {
    const id = `field-${name}`;
    const message = errors[name];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {input({
          id,
          ref: (el: HTMLInputElement | null) => {
            inputs.current[name] = el;
          },
          className: message ? 'p-inputtext p-component p-invalid' : 'p-inputtext p-component',
          'aria-invalid': Boolean(message),
          ...(message ? { 'aria-describedby': `${id}-error` } : {}),
        })}
        {message ? (
          <small id={`${id}-error`} className="field-error">
            {message}
          </small>
        ) : null}
      </div>
    );
  };

  const busy = pending || submitting;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('sessions.signIn.heading')}
    >
      {field('email', t('sessions.email'), (props) => (
        <input
          {...props}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            changed('email');
          }}
          onBlur={() => setTouched((prev) => new Set(prev).add('email'))}
        />
      ))}
      {field('password', t('sessions.password'), (props) => (
        <div className="password-input">
          <input
            {...props}
            name="password"
            type={revealed ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              changed('password');
            }}
            onBlur={() => setTouched((prev) => new Set(prev).add('password'))}
          />
          <button
            type="button"
            className="password-toggle"
            aria-label={t('sessions.showPassword')}
            aria-pressed={revealed}
            aria-controls={props.id}
            onClick={() => setRevealed((r) => !r)}
          >
            <i className={revealed ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
          </button>
        </div>
      ))}
      {rootError ? (
        <p className="form-root-error" role="alert">
          {rootError}
        </p>
      ) : null}
      <div className="form-actions">
        <PlainButton type="submit" label={t('sessions.signIn.submit')} loading={busy} />
      </div>
    </form>
  );
};

interface FieldInputProps {
  id: string;
  ref: (el: HTMLInputElement | null) => void;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}
