import { ZSignUpRequestSchema } from '@stratum/contracts';
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

/**
 * Sign-up is for people a company has on record: it emails a code, and the person chooses a
 * password on the reset-password screen (contracts: signUp).
 */
export const Component = () => {
  const { t } = useTranslation();
  const { pending, error } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(ZSignUpRequestSchema, { email: '' });
  const shown = error?.action === 'signUp' ? error : null;
  return (
    <>
      <h1>{t('sessions.signUp.heading')}</h1>
      {sentTo ? (
        <>
          <SessionNotice>{t('sessions.signUp.sent', { email: sentTo })}</SessionNotice>
          <Link className="p-button session-next" to={resetPasswordLink(sentTo)}>
            {t('sessions.signUp.next')}
          </Link>
        </>
      ) : (
        <>
          <p className="session-intro">{t('sessions.signUp.intro')}</p>
          <SessionAlert error={shown} fields={['email']} />
          <Form
            form={form}
            label={t('sessions.signUp.heading')}
            onSubmit={async (values) => setSentTo(await session.signUp(values))}
            submitLabel={t('sessions.signUp.submit')}
            pending={pending.signUp ?? false}
            error={shown}
          >
            <TextField name="email" type="email" autoComplete="email" label={t('sessions.email')} />
          </Form>
        </>
      )}
      <nav className="session-links" aria-label={t('sessions.signUp.title')}>
        <Link to="/app/sessions/signIn">{t('sessions.backToSignIn')}</Link>
      </nav>
    </>
  );
};
