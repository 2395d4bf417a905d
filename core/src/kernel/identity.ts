import { randomBytes } from 'node:crypto';
import { cognito } from './clients';
import { config } from './config';

/** Cognito's client and commands load with the first identity call (kernel/clients says why). */
const idp = async () => {
  const [sdk, client] = await Promise.all([import('@aws-sdk/client-cognito-identity-provider'), cognito()]);
  return { sdk, client };
};

export interface Tokens {
  idToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
}

/** A throwaway password that satisfies the pool policy; nobody ever learns it. */
const unusablePassword = (): string => `Aa1!${randomBytes(24).toString('base64url')}`;

/** Creates the Cognito user without Cognito's own email: we send our invitation through SES. */
export const createIdentity = async (input: {
  email: string;
  group: 'holder' | 'employee';
  companyId?: string;
  employeeId?: string;
}): Promise<string> => {
  const { sdk, client } = await idp();
  const pool = config().USER_POOL_ID;
  const out = await client.send(
    new sdk.AdminCreateUserCommand({
      UserPoolId: pool,
      Username: input.email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: unusablePassword(),
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'true' },
        ...(input.companyId ? [{ Name: 'custom:companyId', Value: input.companyId }] : []),
        ...(input.employeeId ? [{ Name: 'custom:employeeId', Value: input.employeeId }] : []),
      ],
    }),
  );
  const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? out.User?.Username;
  if (!sub) throw new Error('the identity provider returned no subject for a new user');
  await client.send(
    new sdk.AdminAddUserToGroupCommand({ UserPoolId: pool, Username: input.email, GroupName: input.group }),
  );
  return sub;
};

/** The subject of the identity signing in as this email, or null when there is none. */
export const findIdentity = async (email: string): Promise<string | null> => {
  const { sdk, client } = await idp();
  try {
    const out = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: email }),
    );
    return out.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? out.Username ?? null;
  } catch (e) {
    if ((e as { name?: string }).name === 'UserNotFoundException') return null;
    throw e;
  }
};

export const setPassword = async (email: string, password: string): Promise<void> => {
  const { sdk, client } = await idp();
  await client.send(
    new sdk.AdminSetUserPasswordCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
};

export const setIdentityEnabled = async (email: string, enabled: boolean): Promise<void> => {
  const { sdk, client } = await idp();
  const input = { UserPoolId: config().USER_POOL_ID, Username: email };
  await client.send(enabled ? new sdk.AdminEnableUserCommand(input) : new sdk.AdminDisableUserCommand(input));
};

export const signIn = async (email: string, password: string): Promise<Tokens> => {
  const { sdk, client } = await idp();
  const out = await client.send(
    new sdk.InitiateAuthCommand({
      ClientId: config().USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.IdToken) throw Object.assign(new Error('no tokens'), { name: 'NotAuthorizedException' });
  return { idToken: r.IdToken, refreshToken: r.RefreshToken, expiresIn: r.ExpiresIn ?? 3600 };
};

export const refreshTokens = async (refreshToken: string): Promise<Tokens> => {
  const { sdk, client } = await idp();
  const out = await client.send(
    new sdk.InitiateAuthCommand({
      ClientId: config().USER_POOL_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.IdToken) throw Object.assign(new Error('no tokens'), { name: 'NotAuthorizedException' });
  return { idToken: r.IdToken, refreshToken, expiresIn: r.ExpiresIn ?? 3600 };
};

/** Revokes the refresh token at the identity provider (cognito-local supports this too). */
export const revokeRefreshToken = async (refreshToken: string): Promise<void> => {
  const { sdk, client } = await idp();
  await client.send(
    new sdk.RevokeTokenCommand({ ClientId: config().USER_POOL_CLIENT_ID, Token: refreshToken }),
  );
};
