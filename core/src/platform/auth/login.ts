import type { TLoginRequest, TSessionUser } from '@stratum/contracts';
import type { PublicCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { signIn } from '../../kernel/identity';
import { decodeJwt } from 'jose';
import { accountsOf } from '../accounts';
import { MICROSOFT_REQUIRED } from '../resolve-caller';
import { accountDisabled, companyGone, sessionUser, usableMemberships } from './session-user';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './throttle';

/** One answer for an unknown email and a wrong password alike, so neither can be probed. */
const LOGIN_FAILED = 'The email or password is incorrect.';

export const login = async (ctx: PublicCtx, input: TLoginRequest): Promise<{ user: TSessionUser }> => {
  // Independent reads, asked together; the throttle is still decided before the password is tried.
  const [failures, accounts] = await Promise.all([
    assertNotThrottled(input.email, ctx.sourceIp, ctx.now),
    accountsOf(input.email),
  ]);
  const fail = async (): Promise<never> => {
    await recordFailure(input.email, ctx.sourceIp, ctx.now);
    throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
  };

  if (accounts.length === 0) return fail();

  let tokens;
  try {
    tokens = await signIn(input.email, input.password);
  } catch (e) {
    const name = (e as { name?: string }).name;
    // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
    if (
      name === 'NotAuthorizedException' ||
      name === 'UserNotFoundException' ||
      name === 'InvalidPasswordException'
    ) {
      return fail();
    }
    throw e;
  }
  if (failures > 0) await clearAccountFailures(input.email, ctx.now);

  // Only someone who knows the password learns why they may not sign in.
  const holder = accounts.find((a) => a.role === 'holder');
  if (holder) {
    if (holder.status === 'Disabled') throw accountDisabled();
    return { user: sessionUser(holder, tokens) };
  }
  const usable = await usableMemberships(accounts);
  // A password opens only the companies that do not ask for Microsoft sign-in.
  const memberships = usable.filter((m) => m.company.requireMicrosoftSignIn !== 'Yes');
  if (memberships.length === 0 && usable.length > 0) throw new AppError('FORBIDDEN', MICROSOFT_REQUIRED);
  const home = decodeJwt(tokens.idToken)['custom:companyId'];
  const chosen =
    memberships.find((m) => m.company.companyId === input.companyId) ??
    memberships.find((m) => m.company.companyId === home) ??
    memberships[0];
  if (!chosen) {
    if (accounts.every((a) => a.status === 'Disabled')) throw accountDisabled();
    if (!accounts.some((a) => a.status === 'Active')) {
      throw new AppError(
        'FORBIDDEN',
        'Your invitation is not accepted yet: follow the link in its email to choose your password.',
      );
    }
    throw companyGone();
  }
  return { user: sessionUser(chosen.account, tokens, memberships) };
};
