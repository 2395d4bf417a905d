import type { TSessionUser } from '@stratum/contracts';
import type { PublicCtx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { issueSession } from '../../../kernel/session-tokens';
import { accountsOf } from '../../accounts';
import { activate } from '../reset-password';
import { accountDisabled, companyGone, sessionUser, usableMemberships } from '../session-user';
import type { ProviderClaims } from './oidc';

export type ProviderName = 'microsoft';
const LABEL: Record<ProviderName, string> = { microsoft: 'Microsoft' };

/**
 * The one piece that turns a provider's verified identity into a Stratum session, deployed and
 * locally alike: the provider's verified email is the person; their memberships are what they may
 * act in. It creates nothing: an address no company has invited is refused. A verified email
 * proves the address as an emailed code does, so invitations waiting for it are accepted.
 */
export const signInWithProvider = async (
  ctx: PublicCtx,
  input: { provider: ProviderName; claims: ProviderClaims; companyId?: string | undefined },
): Promise<{ user: TSessionUser }> => {
  const label = LABEL[input.provider];
  const { email_verified: verified } = input.claims;
  const email = typeof input.claims.email === 'string' ? input.claims.email.trim().toLowerCase() : '';
  if (!email || (verified !== true && verified !== 'true')) {
    throw new AppError(
      'FORBIDDEN',
      `${label} did not confirm your email address, so Stratum cannot tell which account is yours. Sign in with your password, or ask your IT team to verify the address.`,
    );
  }
  // The platform owner signs in with a password only: the holder role is not a membership.
  let accounts = (await accountsOf(email)).filter((a) => a.role === 'employee');
  if (accounts.length === 0) {
    throw new AppError(
      'FORBIDDEN',
      `${email} is not a member of any company on Stratum. Ask your company’s administrator to invite you.`,
    );
  }
  const waiting = accounts.filter((a) => a.status === 'Invited');
  if (waiting.length > 0) {
    await Promise.all(
      waiting.map((a) => activate(ctx, a, `signed in with ${label} and activated their account`)),
    );
    accounts = accounts.map((a) => (a.status === 'Invited' ? { ...a, status: 'Active' as const } : a));
  }
  const memberships = await usableMemberships(accounts);
  const chosen = memberships.find((m) => m.company.companyId === input.companyId) ?? memberships[0];
  if (!chosen) {
    if (accounts.every((a) => a.status === 'Disabled')) throw accountDisabled();
    throw companyGone();
  }
  const tokens = await issueSession(
    {
      sub: chosen.account.userId,
      companyId: chosen.company.companyId,
      employeeId: chosen.account.employeeId ?? null,
      amr: [input.provider],
    },
    ctx.now,
  );
  return { user: sessionUser(chosen.account, tokens, memberships) };
};
