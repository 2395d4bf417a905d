import type { PublicCtx } from '../../kernel/ctx';
import { appLink, sendMail } from '../../kernel/mail';
import { issueCode } from './codes';
import { accountsOf } from '../accounts';

/** The same answer whether or not the account exists: nothing about accounts can be learnt here. */
export const forgotPassword = async (
  ctx: PublicCtx,
  input: { email: string },
): Promise<{ email: string }> => {
  // a person with several memberships has one password: any account that may still sign in
  const account = (await accountsOf(input.email)).find((a) => a.status !== 'Disabled');
  if (account) {
    const code = await issueCode(input.email, 'reset', ctx.now);
    await sendMail({
      to: input.email,
      subject: 'Reset your Stratum password',
      paragraphs: [
        `Hello ${account.firstName},`,
        'Someone asked to reset the password of your Stratum account. If it was you, follow the link below within an hour. If not, you can ignore this email: your password has not changed.',
        `Your reset code is ${code}`,
      ],
      action: {
        label: 'Choose a new password',
        url: appLink('/app/sessions/reset-password', { email: input.email, authKey: code }),
      },
    });
  }
  return { email: input.email };
};
