import { describe, expect, it } from 'vitest';
import { checkCognitoGrant, cognitoActionsOf, COGNITO_GRANTS } from './identity-grants';

describe('Cognito grants per function', () => {
  it('let a function call what it is granted', () => {
    expect(() => checkCognitoGrant('auth', 'InitiateAuthCommand')).not.toThrow();
    expect(() => checkCognitoGrant('employee', 'AdminDisableUserCommand')).not.toThrow();
  });

  it('refuse anything else as IAM would, naming the function and the action', () => {
    expect(() => checkCognitoGrant('company', 'AdminDisableUserCommand')).toThrow(
      'company is not granted cognito-idp:AdminDisableUser',
    );
    expect(() => checkCognitoGrant('risk-management', 'AdminGetUserCommand')).toThrow(
      expect.objectContaining({ name: 'AccessDeniedException' }),
    );
  });

  it('give every function that makes identities the removal that undoes a failed one', () => {
    for (const [principal, actions] of Object.entries(COGNITO_GRANTS)) {
      if (actions.includes('AdminCreateUser')) expect(actions, principal).toContain('AdminDeleteUser');
    }
    expect(cognitoActionsOf('jobs')).toEqual([]);
  });
});
