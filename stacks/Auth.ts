import { Duration, SecretValue } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  OAuthScope,
  ProviderAttribute,
  StringAttribute,
  UserPool,
  ClientAttributes,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderOidc,
} from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { StackContext } from 'sst/constructs';
import { APP_URL_PLACEHOLDER, readSettings } from './settings';

/** Cognito groups; they are the spec §6 session roles (`questionnaire` respondents get link tokens). */
export const USER_GROUPS = ['holder', 'employee'] as const;

/** Custom attributes our API writes when it creates an account; read back from the id token. */
export const CUSTOM_ATTRIBUTES = ['companyId', 'employeeId'] as const;

export const WEB_CLIENT_NAME = 'stratum-web';
export const FEDERATED_CLIENT_NAME = 'stratum-web-microsoft';
/** The name the hosted UI knows the provider by: `identity_provider=Microsoft` goes straight there. */
export const MICROSOFT_PROVIDER_NAME = 'Microsoft';

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

  NagSuppressions.addResourceSuppressions(userPool, [
    {
      id: 'AwsSolutions-COG3',
      reason:
        'Cognito threat protection is a paid tier; the API throttles sign-in itself (5 failures per account, 50 per address in 15 min) and the WAF rate-limits /api/v1/auth/*',
    },
    {
      id: 'AwsSolutions-COG2',
      reason:
        'Password accounts are created by company admins for employees; MFA is offered through Microsoft sign-in (Entra enforces its own MFA), not by the pool',
    },
  ]);

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

  // Signs the sessions the API issues after a provider sign-in (core/src/kernel/session-tokens.ts):
  // made by the stack, per stage, and handed to the functions as a dynamic reference that
  // CloudFormation resolves at deploy time, so the value is in no template and no repository.
  const sessionSecret = new Secret(stack, 'SessionSecret', {
    description: 'Stratum: signs API sessions issued after a provider (Microsoft) sign-in',
    generateSecretString: { passwordLength: 64, excludePunctuation: true },
  });

  // Signs link tokens for people without an account (core/src/kernel/link-tokens.ts), the same way.
  const linkTokenSecret = new Secret(stack, 'LinkTokenSecret', {
    description: 'Stratum: signs links for people without an account (questionnaires, surveys)',
    generateSecretString: { passwordLength: 64, excludePunctuation: true },
  });

  // Rotating either secret ends every outstanding session (or link) at once, so it is an operator's
  // step with a notice (docs/operations.md, "Rotating secrets"), not an automatic schedule.
  NagSuppressions.addResourceSuppressions(
    [sessionSecret, linkTokenSecret],
    [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotation would void every live session or 30-day questionnaire link at once: rotated by the operator on notice (docs/operations.md)',
      },
    ],
  );

  const authEnvironment: Record<string, string> = {
    SESSION_SECRET: sessionSecret.secretValue.unsafeUnwrap(),
    LINK_TOKEN_SECRET: linkTokenSecret.secretValue.unsafeUnwrap(),
    ...microsoftSignIn(stack, userPool, app.stage),
  };

  stack.addOutputs({ UserPoolId: userPool.userPoolId, UserPoolClientId: userPoolClient.userPoolClientId });

  return { userPool, userPoolClient, authEnvironment };
}

/**
 * Sign-in with Microsoft through the pool (ARCHITECTURE §6): Microsoft Entra as a federated OIDC
 * provider, whose client secret CloudFormation reads from Secrets Manager, and a second,
 * secretless app client for the code flow with PKCE to the SPA's callback page. The password
 * client above stays as it is. The API verifies the pool's ID token and maps its verified email to
 * memberships (core/src/platform/auth/provider). Returns the variables the API reads.
 */
const microsoftSignIn = (
  stack: StackContext['stack'],
  userPool: UserPool,
  stage: string,
): Record<string, string> => {
  const { microsoft, siteUrl } = readSettings(stage);
  if (!microsoft) return {};
  const provider = new UserPoolIdentityProviderOidc(stack, 'Microsoft', {
    userPool,
    name: MICROSOFT_PROVIDER_NAME,
    clientId: microsoft.clientId,
    clientSecret: SecretValue.secretsManager(microsoft.secretName).unsafeUnwrap(),
    issuerUrl: microsoft.issuer,
    scopes: ['openid', 'email', 'profile'],
    attributeMapping: {
      email: ProviderAttribute.other('email'),
      emailVerified: ProviderAttribute.other(microsoft.emailVerifiedClaim),
      givenName: ProviderAttribute.other('given_name'),
      familyName: ProviderAttribute.other('family_name'),
    },
  });
  const domain = userPool.addDomain('HostedUi', {
    cognitoDomain: { domainPrefix: microsoft.domainPrefix ?? `stratum-${stage}-${stack.account}` },
  });
  const client = userPool.addClient('MicrosoftClient', {
    userPoolClientName: FEDERATED_CLIENT_NAME,
    generateSecret: false,
    authFlows: {},
    supportedIdentityProviders: [UserPoolClientIdentityProvider.custom(MICROSOFT_PROVIDER_NAME)],
    oAuth: {
      flows: { authorizationCodeGrant: true },
      scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
      callbackUrls: [`${siteUrl ?? APP_URL_PLACEHOLDER}/auth/microsoft/callback`],
    },
    idTokenValidity: Duration.minutes(5),
    accessTokenValidity: Duration.minutes(5),
    preventUserExistenceErrors: true,
  });
  client.node.addDependency(provider);
  stack.addOutputs({ HostedUiDomain: domain.baseUrl() });
  return {
    MS_OIDC_ISSUER: `https://cognito-idp.${stack.region}.amazonaws.com/${userPool.userPoolId}`,
    MS_OIDC_CLIENT_ID: client.userPoolClientId,
    MS_OIDC_AUTHORIZE_PARAMS: `identity_provider=${MICROSOFT_PROVIDER_NAME}`,
  };
};
