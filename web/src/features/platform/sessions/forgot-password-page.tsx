import { ZForgotPasswordRequestSchema } from '@stratum/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { session } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { resetPasswordLink } from './links';
import { SessionAlert, SessionNotice } from './session-alert';

/** Asks for a reset code (the answer is the same whether or not the account exists). */
export const Component = () => {
  const { t } = useTranslation();
  const { pending, error } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(ZForgotPasswordRequestSchema, { email: '' });
  const shown = error?.action === 'forgotPassword' ? error : null;
  return (
    <>
      <h1>{t('sessions.forgot.heading')}</h1>
      {sentTo ? (
        <>
          <SessionNotice>{t('sessions.forgot.sent', { email: sentTo })}</SessionNotice>
          <Link className="p-button session-next" to={resetPasswordLink(sentTo)}>
            {t('sessions.forgot.next')}
          </Link>
        </>
      ) : (
        <>
          <p className="session-intro">{t('sessions.forgot.intro')}</p>
          <SessionAlert error={shown} fields={['email']} />
          <Form
            form={form}
            label={t('sessions.forgot.heading')}
            onSubmit={async (values) => setSentTo(await session.forgotPassword(values))}
            submitLabel={t('sessions.forgot.submit')}
            pending={pending.forgotPassword ?? false}
            error={shown}
          >
            <TextField name="email" type="email" autoComplete="email" label={t('sessions.email')} />
          </Form>
        </>
      )}
      <nav className="session-links" aria-label={t('sessions.forgot.title')}>
        <Link to="/app/sessions/signIn">{t('sessions.backToSignIn')}</Link>
      </nav>
    </>
  );
};
