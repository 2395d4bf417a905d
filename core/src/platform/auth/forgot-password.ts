import type { PublicCtx } from '../../kernel/ctx';
import { PLATFORM_TENANT } from '../../kernel/entity';
import { appLink, type Mail } from '../../kernel/mail';
import { queueMailAlone } from '../../kernel/outbox';
import { issueCode } from './codes';
import { accountsOf } from '../accounts';

/**
 * The same answer, after the same single write, whether or not the account exists: the request
 * only queues a `reset-password` mail, and whether there is anyone to mail is found out when the
 * sender takes it (`resetPasswordMail`). Neither the answer nor its time, nor SES being down,
 * tells anything about accounts (docs/security.md).
 */
export const forgotPassword = async (
  ctx: PublicCtx,
  input: { email: string },
): Promise<{ email: string }> => {
  await queueMailAlone(
    {
      companyId: PLATFORM_TENANT,
      kind: 'reset-password',
      to: input.email,
      subject: 'Reset your Stratum password',
    },
    ctx.now,
  );
  return { email: input.email };
};

/**
 * The reset mail, with a code issued only now; null (nothing sent) when no account of the address
 * may sign in. A person with several memberships has one password: any account that may still
 * sign in will do.
 */
export const resetPasswordMail = async (to: string, now: Date): Promise<Mail | null> => {
  const account = (await accountsOf(to)).find((a) => a.status !== 'Disabled');
  if (!account) return null;
  const code = await issueCode(to, 'reset', now);
  return {
    to,
    subject: 'Reset your Stratum password',
    paragraphs: [
      `Hello ${account.firstName},`,
      'Someone asked to reset the password of your Stratum account. If it was you, follow the link below within an hour. If not, you can ignore this email: your password has not changed.',
      `Your reset code is ${code}`,
    ],
    action: {
      label: 'Choose a new password',
      url: appLink('/app/sessions/reset-password', { email: to, authKey: code }),
    },
  };
};
