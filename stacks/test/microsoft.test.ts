import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../sst.config';
import { Api } from '../Api';
import { Auth, FEDERATED_CLIENT_NAME, MICROSOFT_PROVIDER_NAME, WEB_CLIENT_NAME } from '../Auth';
import { type NagReview, createTestApp, describeFinding, reviewWithNag, templateOf } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };

const SECRET_NAME = 'stratum/test/microsoft-client-secret';
const ISSUER = 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0';

let auth: Template;
let api: Template;
let nag: NagReview;

/** A stage with Microsoft sign-in set up through the deploy settings (stacks/settings.ts). */
beforeAll(async () => {
  const app = await createTestApp({
    SITE_URL: 'https://stratum.example.com',
    MS_ENTRA_ISSUER: ISSUER,
    MS_ENTRA_CLIENT_ID: 'entra-app-client-id',
    MS_ENTRA_SECRET_NAME: SECRET_NAME,
  });
  nag = reviewWithNag(app);
  await config.stacks(app);
  auth = templateOf(Auth);
  api = templateOf(Api);
});

describe('Auth with Microsoft sign-in', () => {
  it('federates to the stage’s Entra tenant, reading the client secret from Secrets Manager at deploy time', () => {
    const [idp] = Object.values(auth.findResources('AWS::Cognito::UserPoolIdentityProvider')) as Resource[];
    expect(idp?.Properties.ProviderName).toBe(MICROSOFT_PROVIDER_NAME);
    expect(idp?.Properties.ProviderType).toBe('OIDC');
    const details = idp?.Properties.ProviderDetails as Record<string, unknown>;
    expect(details.oidc_issuer).toBe(ISSUER);
    expect(details.client_id).toBe('entra-app-client-id');
    // a dynamic reference, never the secret's value
    expect(JSON.stringify(details.client_secret)).toContain(`{{resolve:secretsmanager:${SECRET_NAME}`);
    expect(idp?.Properties.AttributeMapping).toMatchObject({ email: 'email', email_verified: 'xms_edov' });
  });

  it('adds a secretless code-flow client to the SPA’s callback page and leaves the password client as it was', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: FEDERATED_CLIENT_NAME,
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: ['https://stratum.example.com/auth/microsoft/callback'],
      SupportedIdentityProviders: [MICROSOFT_PROVIDER_NAME],
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: WEB_CLIENT_NAME,
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
    });
    auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('tells every function the issuer, the federated client and the session secret, by reference', () => {
    const fns = (Object.values(api.findResources('AWS::Lambda::Function')) as Resource[]).filter((fn) =>
      String(fn.Properties.Description).startsWith('Stratum API'),
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) {
      const vars = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(vars.MS_OIDC_AUTHORIZE_PARAMS).toBe(`identity_provider=${MICROSOFT_PROVIDER_NAME}`);
      expect(vars.MS_OIDC_ISSUER).toBeDefined();
      expect(vars.MS_OIDC_CLIENT_ID).toBeDefined();
      expect(JSON.stringify(vars.SESSION_SECRET)).toContain('{{resolve:secretsmanager:');
    }
  });

  it('makes the session-signing secret per stage in the stack', () => {
    auth.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludePunctuation: true }),
    });
  });
});

describe('cdk-nag AwsSolutions pack, with Microsoft sign-in', () => {
  it('finds no unsuppressed error in the federated stage either', () => {
    expect(nag.suppressed.length).toBeGreaterThan(0);
    expect(nag.errors.map(describeFinding)).toEqual([]);
    expect(nag.failures.map(describeFinding)).toEqual([]);
  });
});
