import { ZResetPasswordRequestSchema } from '@stratum/contracts';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { session } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { PASSWORD_RULES, passwordRulesMet } from './password-rules';
import { SessionAlert } from './session-alert';
import type { SignInState } from './sign-in-page';

const FIELDS = ['email', 'authKey', 'password', 'confirmPassword'] as const;

/**
 * Choosing a password with an emailed code: after an invitation, a sign-up or a forgotten
 * password. The emails link here with `?email=…&authKey=…`, which fill the form.
 */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { pending, error } = useSession();
  const schema = useMemo(
    () =>
      ZResetPasswordRequestSchema.extend({ confirmPassword: z.string() }).refine(
        (v) => v.password === v.confirmPassword,
        { path: ['confirmPassword'], message: t('sessions.reset.mismatch') },
      ),
    [t],
  );
  const form = useZodForm(schema, {
    email: query.get('email') ?? '',
    authKey: query.get('authKey') ?? '',
    password: '',
    confirmPassword: '',
  });
  const met = passwordRulesMet(form.watch('password') ?? '');
  const shown = error?.action === 'resetPassword' ? error : null;

  return (
    <>
      <h1>{t('sessions.reset.heading')}</h1>
      <p className="session-intro">{t('sessions.reset.intro')}</p>
      <SessionAlert error={shown} fields={FIELDS} />
      <Form
        form={form}
        label={t('sessions.reset.heading')}
        onSubmit={async ({ confirmPassword: _, ...values }) => {
          const email = await session.resetPassword(values);
          if (email) {
            const state: SignInState = { email, passwordSet: true };
            await navigate('/app/sessions/signIn', { state });
          }
        }}
        submitLabel={t('sessions.reset.submit')}
        pending={pending.resetPassword ?? false}
        error={shown}
      >
        <TextField name="email" type="email" autoComplete="username" label={t('sessions.email')} />
        <TextField name="authKey" autoComplete="one-time-code" label={t('sessions.reset.authKey')} />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('sessions.reset.password')}
        />
        <div className="password-rules" id="password-rules">
          <p>{t('sessions.reset.rulesTitle')}</p>
          <ul>
            {PASSWORD_RULES.map((rule) => (
              <li key={rule.key} className={met[rule.key] ? 'rule-met' : 'rule-missing'}>
                <i className={met[rule.key] ? 'pi pi-check' : 'pi pi-circle'} aria-hidden="true" />
                {t(`sessions.reset.rules.${rule.key}`)}
                <span className="sr-only">
                  {' '}
                  ({met[rule.key] ? t('sessions.reset.ruleMet') : t('sessions.reset.ruleMissing')})
                </span>
              </li>
            ))}
          </ul>
        </div>
        <TextField
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('sessions.reset.confirmPassword')}
        />
      </Form>
      <nav className="session-links" aria-label={t('sessions.reset.title')}>
        <Link to="/app/sessions/signIn">{t('sessions.backToSignIn')}</Link>
      </nav>
    </>
  );
};
