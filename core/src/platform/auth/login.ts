import type { TLoginRequest, TSessionUser } from '@stratum/contracts';
import type { PublicCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { signIn } from '../../kernel/identity';
import { findAccountByEmail, sessionUser } from './session-user';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './throttle';

/** One answer for an unknown email and a wrong password alike, so neither can be probed. */
const LOGIN_FAILED = 'The email or password is incorrect.';

export const login = async (ctx: PublicCtx, input: TLoginRequest): Promise<{ user: TSessionUser }> => {
  // Independent reads, asked together; the throttle is still decided before the password is tried.
  const [failures, account] = await Promise.all([
    assertNotThrottled(input.email, ctx.sourceIp, ctx.now),
    findAccountByEmail(input.email),
  ]);
  const fail = async (): Promise<never> => {
    await recordFailure(input.email, ctx.sourceIp, ctx.now);
    throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
  };

  if (!account) return fail();

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
  // Only someone who knows the password learns why an account may not sign in.
  if (account.status === 'Disabled') {
    throw new AppError('FORBIDDEN', 'Your account has been disabled. Please contact your administrator.');
  }
  if (failures > 0) await clearAccountFailures(input.email, ctx.now);
  const user = await sessionUser(account, tokens);
  if (account.role === 'employee' && !user.companyId) {
    throw new AppError('FORBIDDEN', 'Your company is no longer on Stratum.');
  }
  return { user };
};
