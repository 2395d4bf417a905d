import { cognito } from '../kernel/clients';
import { config } from '../kernel/config';
import { db } from '../db';
import { createIdentity, findIdentity, setIdentityEnabled } from '../kernel/identity';
import type { AccountItem } from './entities/account';
import { appLink, type Mail } from '../kernel/mail';
import type { MailIntent } from '../kernel/outbox';
import { issueCode, type CodePurpose } from './auth/codes';

/** The platform owner's address is theirs alone: holders claim it; company members do not. */
export const EMAIL_SCOPE = 'account-email';

/**
 * Creates the Cognito identity first (its subject keys the account), then lets `write` store the
 * records in one transaction. If that transaction fails, the identity is removed again so no
 * orphan sign-in is left behind, unless an account of someone else's write already uses it.
 */
export const withNewIdentity = async <T>(
  identity: Parameters<typeof createIdentity>[0],
  write: (userId: string) => Promise<T>,
): Promise<T> => {
  const userId = await createIdentity(identity);
  try {
    return await write(userId);
  } catch (e) {
    // Another company's invitation may have linked this new identity meanwhile: it is theirs too.
    if ((await accountsOf(identity.email)).length > 0) throw e;
    const { AdminDeleteUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    await (
      await cognito()
    )
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

/**
 * Runs `write` with the person's identity: the one that already signs in as this email (another
 * company's member, say), or a new one made for it (removed again if `write` fails). A person is
 * one identity however many companies they belong to; nothing here claims the address.
 */
export const withIdentity = async <T>(
  identity: Parameters<typeof createIdentity>[0],
  write: (userId: string) => Promise<T>,
): Promise<T> => {
  const existing = await findIdentity(identity.email);
  if (existing) return write(existing);
  try {
    return await withNewIdentity(identity, write);
  } catch (e) {
    // made a moment ago by another company's invitation or a sign-up: it is this person's
    if ((e as { name?: string }).name !== 'UsernameExistsException') throw e;
    const made = await findIdentity(identity.email);
    if (!made) throw e;
    return write(made);
  }
};

/** Every account of an address: the holder's, or the person's memberships, one per company. */
export const accountsOf = async (email: string): Promise<AccountItem[]> =>
  (await db().entities.account.query.byEmail({ email }).go({ pages: 'all' })).data;

/**
 * Keeps the identity's sign-in on while any account of the address may sign in: one company
 * switching a person off leaves their other companies' access as it was.
 */
export const syncIdentityEnabled = async (email: string): Promise<void> => {
  const accounts = await accountsOf(email);
  await setIdentityEnabled(
    email,
    accounts.some((a) => a.status !== 'Disabled'),
  );
};

/** The invitation to a company, queued with the change that makes the membership (ARCHITECTURE §11). */
export const invitationMail = (input: {
  email: string;
  firstName: string;
  companyId: string;
  companyName: string;
}): MailIntent => ({
  companyId: input.companyId,
  kind: 'invite',
  to: input.email,
  subject: `You are invited to ${input.companyName} on Stratum`,
  data: { firstName: input.firstName, companyName: input.companyName },
});

/**
 * The mail with a link to set the password; the same code completes an invitation and a sign-up.
 * The code is issued only now, as the mail is sent, so no readable code ever waits in the outbox.
 */
export const setPasswordMail = async (input: {
  email: string;
  firstName: string;
  purpose: Exclude<CodePurpose, 'reset'>;
  companyId: string;
  companyName: string;
  now: Date;
}): Promise<Mail> => {
  const code = await issueCode(input.email, input.purpose, input.now, input.companyId);
  const invited = input.purpose === 'invite';
  return {
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
  };
};
