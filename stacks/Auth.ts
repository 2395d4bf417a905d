import { Duration } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  StringAttribute,
  UserPool,
  ClientAttributes,
  UserPoolClientIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import type { StackContext } from 'sst/constructs';

/** Cognito groups; they are the spec §6 session roles (`questionnaire` respondents get link tokens). */
export const USER_GROUPS = ['holder', 'employee'] as const;

/** Custom attributes our API writes when it creates an account; read back from the id token. */
export const CUSTOM_ATTRIBUTES = ['companyId', 'employeeId'] as const;

export const WEB_CLIENT_NAME = 'stratum-web';

export function Auth({ app, stack }: StackContext) {
  // A raw CDK pool rather than SST's Cognito construct: that one also creates an identity pool and
  // IAM roles for browser AWS access, which this app never uses (the SPA only talks to /api/v1).
  const userPool = new UserPool(stack, 'UserPool', {
    userPoolName: app.logicalPrefixedName('users'),
    signInAliases: { email: true },
    signInCaseSensitive: false,
    // Accounts are created by our API (company admins, employees), never by strangers.
    selfSignUpEnabled: false,
    autoVerify: { email: true },
    standardAttributes: { email: { required: true, mutable: true } },
    customAttributes: Object.fromEntries(
      CUSTOM_ATTRIBUTES.map((name) => [name, new StringAttribute({ mutable: true })]),
    ),
    passwordPolicy: {
      minLength: 8,
      requireUppercase: true,
      requireLowercase: true,
      requireDigits: true,
      requireSymbols: true,
    },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
  });

  for (const groupName of USER_GROUPS) {
    new CfnUserPoolGroup(stack, `Group-${groupName}`, {
      userPoolId: userPool.userPoolId,
      groupName,
      description: `Stratum ${groupName} role`,
    });
  }

  const userPoolClient = userPool.addClient('WebClient', {
    userPoolClientName: WEB_CLIENT_NAME,
    // The API signs users in with USER_PASSWORD_AUTH (refresh-token auth is always added by CDK).
    authFlows: { userPassword: true },
    generateSecret: false,
    // No hosted UI: without this CDK enables implicit + code grants to a placeholder callback URL.
    disableOAuth: true,
    supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
    idTokenValidity: Duration.minutes(60),
    accessTokenValidity: Duration.minutes(60),
    refreshTokenValidity: Duration.days(30),
    preventUserExistenceErrors: true,
    // People may not rewrite the claims the API trusts (custom:companyId, custom:employeeId):
    // only the standard profile attributes are writable through this client.
    writeAttributes: new ClientAttributes().withStandardAttributes({ givenName: true, familyName: true }),
    // Sign-out revokes the refresh token (RevokeToken needs this on).
    enableTokenRevocation: true,
  });

  stack.addOutputs({ UserPoolId: userPool.userPoolId, UserPoolClientId: userPoolClient.userPoolClientId });

  return { userPool, userPoolClient };
}
