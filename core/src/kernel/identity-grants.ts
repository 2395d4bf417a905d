/**
 * The user-pool actions each deployed function may call (docs/operations.md, least privilege).
 * stacks/Api.ts and stacks/Mailer.ts grant exactly these; locally, where every function runs in
 * one process, the Cognito client refuses any other the way IAM would (`checkCognitoGrant`), so a
 * use case that starts calling Cognito from a function without the grant fails its integration
 * tests instead of failing only once deployed.
 *
 * A principal is a family's name, or `mailer`, `jobs`, `reminders`: the function a call runs in
 * (RequestScope.principal). One not listed may call nothing.
 */

/** withIdentity / withNewIdentity: find the person's identity, or make one (and remove it again on failure). */
const MAKES_IDENTITIES = [
  'AdminGetUser',
  'AdminCreateUser',
  'AdminAddUserToGroup',
  'AdminDeleteUser',
] as const;

export const COGNITO_GRANTS: Readonly<Record<string, readonly string[]>> = {
  // login, refresh and sign-out; a password reset; a sign-up finds or makes the identity
  auth: ['InitiateAuth', 'RevokeToken', 'AdminSetUserPassword', ...MAKES_IDENTITIES],
  // a new company's administrator is invited with an identity
  company: [...MAKES_IDENTITIES],
  // access given, revoked or switched with the employee's status: the identity is made or (dis)abled
  employee: [...MAKES_IDENTITIES, 'AdminEnableUser', 'AdminDisableUser'],
  // a queued sign-up makes the person's membership (and identity) when its mail is sent
  mailer: [...MAKES_IDENTITIES],
};

export const cognitoActionsOf = (principal: string): readonly string[] => COGNITO_GRANTS[principal] ?? [];

/** The IAM-like refusal: a programming error (a missing grant), never the caller's fault. */
export class MissingGrantError extends Error {
  override readonly name = 'AccessDeniedException';
}

/** Refuses a Cognito command (`AdminCreateUserCommand`) the principal is not granted. */
export const checkCognitoGrant = (principal: string, commandName: string): void => {
  const action = commandName.replace(/Command$/, '');
  if (!cognitoActionsOf(principal).includes(action)) {
    throw new MissingGrantError(
      `${principal} is not granted cognito-idp:${action} (core/src/kernel/identity-grants.ts)`,
    );
  }
};
