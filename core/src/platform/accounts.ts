import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../kernel/clients';
import { config } from '../kernel/config';
import { createIdentity } from '../kernel/identity';
import { appLink, sendMail } from '../kernel/mail';
import { issueCode, type CodePurpose } from './auth/codes';

export const EMAIL_SCOPE = 'account-email';

/**
 * Creates the Cognito identity first (its subject keys the account), then lets `write` store the
 * records in one transaction. If that transaction fails, the identity is removed again so no
 * orphan sign-in is left behind.
 */
export const withNewIdentity = async <T>(
  identity: Parameters<typeof createIdentity>[0],
  write: (userId: string) => Promise<T>,
): Promise<T> => {
  const userId = await createIdentity(identity);
  try {
    return await write(userId);
  } catch (e) {
    await cognito()
      .send(new AdminDeleteUserCommand({ UserPoolId: config().USER_POOL_ID, Username: identity.email }))
      .catch((cleanup: unknown) => {
        // The original failure is what the caller sees; an orphan sign-in must still be findable.
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'orphan identity left after a failed write',
            email: identity.email,
            error: (cleanup as Error).name,
          }),
        );
      });
    throw e;
  }
};

/** Emails a link to set the password; the same code completes an invitation and a sign-up. */
export const sendSetPasswordMail = async (input: {
  email: string;
  firstName: string;
  purpose: Exclude<CodePurpose, 'reset'>;
  companyName: string;
  now: Date;
}): Promise<void> => {
  const code = await issueCode(input.email, input.purpose, input.now);
  const invited = input.purpose === 'invite';
  await sendMail({
    to: input.email,
    subject: invited ? `You are invited to ${input.companyName} on Stratum` : 'Finish signing up to Stratum',
    paragraphs: [
      `Hello ${input.firstName},`,
      invited
        ? `You have been invited to Stratum as a member of ${input.companyName}. Choose a password to sign in; the link works for 7 days.`
        : `Choose a password to finish signing up for ${input.companyName}; the link works for 24 hours.`,
      `Your code is ${code}`,
    ],
    action: {
      label: 'Set your password',
      url: appLink('/app/sessions/reset-password', { email: input.email, authKey: code }),
    },
  });
};
