import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Function as SstFunction, getStack } from 'sst/constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES, ROUTES, moduleOfFamily } from '@stratum/contracts';
import { TTL_ATTRIBUTE, createTableInput } from '@stratum/core/kernel/table';
import config from '../../sst.config';
import { Alerts } from '../Alerts';
import {
  API_THROTTLE,
  AUTH_THROTTLE,
  Api,
  FAMILIES_WITH_FILES,
  FAMILIES_WITH_JOBS,
  FILE_ACCESS,
  cognitoActions,
} from '../Api';
import { Auth, CUSTOM_ATTRIBUTES, USER_GROUPS, WEB_CLIENT_NAME } from '../Auth';
import { Email } from '../Email';
import { MAILER_HANDLER, Mailer } from '../Mailer';
import { ALARM_THRESHOLDS, Monitoring } from '../Monitoring';
import { REMINDERS_HANDLER, Reminders } from '../Reminders';
import { APP_URL_PLACEHOLDER, StageSettingsError, readSettings } from '../settings';
import { Storage } from '../Storage';
import {
  AUTH_RATE_LIMIT_PER_5_MIN,
  MANAGED_RULE_GROUPS,
  Web,
  contentSecurityPolicy,
  securityHeaders,
  securityHeadersCode,
  spaFallbackCode,
} from '../Web';
import { type NagReview, ROOT, createTestApp, describeFinding, reviewWithNag, templateOf } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };
type CfBehaviour = { PathPattern?: string; TargetOriginId: string; FunctionAssociations?: unknown[] };
type CfDistributionConfig = {
  DefaultCacheBehavior: CfBehaviour;
  CacheBehaviors: CfBehaviour[];
  Origins: { Id: string; DomainName: unknown }[];
  CustomErrorResponses?: unknown;
};

/**
 * The wildcards the stacks may hold (docs/operations.md, "Least privilege"). Anything else with a
 * `*` in an Allow statement fails the test.
 */
const XRAY = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
const allowedWildcardAction = (_action: string): boolean => false;
const allowedWildcardResource = (actions: string[], resource: string): boolean =>
  // X-Ray has no resource-level permissions
  (resource === '*' && actions.every((a) => XRAY.includes(a))) ||
  // CDK's log-retention handler: the log groups are named only at deploy time
  (resource === '*' &&
    actions.every((a) => a === 'logs:PutRetentionPolicy' || a === 'logs:DeleteRetentionPolicy')) ||
  // the mailer's stream source: ListStreams has no resource-level permissions either
  (resource === '*' && actions.every((a) => a === 'dynamodb:ListStreams')) ||
  // a family's own file areas in every company: <bucket>/*/<area>/*
  (actions.every((a) => a === 's3:GetObject' || a === 's3:PutObject' || a === 's3:DeleteObject') &&
    /"\/\*\/[a-z-]+\/\*"\]\]\}$/.test(resource));

const only = (template: Template, type: string): Resource => {
  const found = Object.values(template.findResources(type)) as Resource[];
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** Written out here, not taken from Api.ts, so a wrong key in the stack cannot pass by agreement. */
const familyRouteKey = (family: string) => `ANY /api/v1/${family}/{proxy+}`;
/** `functions/src/<module>/<family>.ts`; the OpenAPI document serves every module from the root. */
const entryOf = (family: string) =>
  family === 'openapi'
    ? 'functions/src/openapi.handler'
    : `functions/src/${moduleOfFamily(family)}/${family}.handler`;

let storage: Template;
let auth: Template;
let email: Template;
let api: Template;
let web: Template;
let mailer: Template;
let nag: NagReview;
let reminders: Template;
let alerts: Template;
let monitoring: Template;
/** family (and `openapi`) → the Lambda's logical id and the handler SST will bundle for it */
const lambdas = new Map<string, { logicalId: string; handler: string | undefined }>();
/** the jobs function's logical id (functions/src/jobs.ts): it serves no family */
let jobsLambda: string | undefined;

beforeAll(async () => {
  const app = await createTestApp();
  nag = reviewWithNag(app);
  await config.stacks(app);
  storage = templateOf(Storage);
  auth = templateOf(Auth);
  email = templateOf(Email);
  api = templateOf(Api);
  web = templateOf(Web);
  mailer = templateOf(Mailer);
  reminders = templateOf(Reminders);
  alerts = templateOf(Alerts);
  monitoring = templateOf(Monitoring);

  // Without app.finish() nothing is bundled (the template's Handler is SST's placeholder), so the
  // handler each Lambda will get is read from the construct that will be bundled.
  const apiStack = getStack(Api);
  for (const fn of apiStack.node.findAll().filter((c): c is SstFunction => c instanceof SstFunction)) {
    const { handler } = fn.getConstructMetadata().data;
    const logicalId = apiStack.getLogicalId(fn.node.defaultChild as CfnFunction);
    if (handler === 'functions/src/jobs.handler') {
      jobsLambda = logicalId;
      continue;
    }
    const family = handler?.match(/^functions\/src\/(?:[a-z]+\/)?([a-z0-9-]+)\.handler$/)?.[1];
    if (family) {
      lambdas.set(family, { logicalId, handler });
    }
  }
});

describe('cdk-nag AwsSolutions pack, over every stack', () => {
  const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');

  it('reviewed the stacks (the pack ran)', () => {
    expect(nag.suppressed.length).toBeGreaterThan(0);
  });

  it('finds no unsuppressed error, and no rule fails to run', () => {
    expect(nag.errors.map(describeFinding)).toEqual([]);
    expect(nag.failures.map(describeFinding)).toEqual([]);
  });

  it('reports its warnings, each one listed in docs/operations.md', () => {
    for (const w of nag.warnings) console.warn(`cdk-nag warning: ${describeFinding(w)}`);
    for (const rule of new Set(nag.warnings.map((w) => w.rule))) {
      expect(operations, `${rule} is a warning not listed in docs/operations.md`).toContain(rule);
    }
  });

  it('has a reason for every suppression, and docs/operations.md lists every suppressed rule', () => {
    for (const s of nag.suppressed) expect(s.reason?.length ?? 0, describeFinding(s)).toBeGreaterThan(40);
    for (const rule of new Set(nag.suppressed.map((s) => s.rule))) {
      expect(operations, `${rule} is suppressed but not listed in docs/operations.md`).toContain(rule);
    }
  });
});

describe('least privilege: every IAM policy in every stack', () => {
  type Doc = { Statement: { Effect: string; Action?: unknown; Resource?: unknown }[] };
  const statementsIn = (template: Template) =>
    Object.entries(template.toJSON().Resources as Record<string, Resource>).flatMap(([id, r]) => {
      const docs: Doc[] =
        r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy'
          ? [r.Properties.PolicyDocument as Doc]
          : r.Type === 'AWS::IAM::Role'
            ? ((r.Properties.Policies as { PolicyDocument: Doc }[] | undefined) ?? []).map(
                (p) => p.PolicyDocument,
              )
            : [];
      return docs.flatMap((d) => d.Statement.map((st) => ({ id, st })));
    });

  it('has no wildcard action or resource outside the documented allow-list', () => {
    const stacks = { storage, auth, email, api, web, mailer, reminders, alerts, monitoring };
    const outside: string[] = [];
    let walked = 0;
    for (const [name, template] of Object.entries(stacks)) {
      for (const { id, st } of statementsIn(template)) {
        if (st.Effect !== 'Allow') continue;
        walked += 1;
        const actions = [st.Action].flat() as string[];
        const resources = [st.Resource].flat().map((r) => (typeof r === 'string' ? r : JSON.stringify(r)));
        for (const a of actions) {
          if (a.includes('*') && !allowedWildcardAction(a)) outside.push(`${name} ${id}: action ${a}`);
        }
        for (const r of resources) {
          if (r.includes('*') && !allowedWildcardResource(actions, r)) {
            outside.push(`${name} ${id}: ${actions.join(',')} on ${r}`);
          }
        }
      }
    }
    expect(walked).toBeGreaterThan(40);
    expect(outside).toEqual([]);
  });
});

describe('logs', () => {
  it('keeps every function log 14 days on a throwaway stage', () => {
    const retention = Object.values(api.findResources('Custom::LogRetention')) as Resource[];
    expect(retention.length).toBeGreaterThan(FAMILIES.length);
    for (const r of retention) expect(r.Properties.RetentionInDays).toBe(14);
  });
});

describe('Storage', () => {
  it('builds the table from core/src/kernel/table.ts', () => {
    const expected = createTableInput('ignored');
    const table = only(storage, 'AWS::DynamoDB::Table').Properties;
    expect(table.KeySchema).toEqual(expected.KeySchema);
    expect(table.GlobalSecondaryIndexes).toEqual(expected.GlobalSecondaryIndexes);
    expect(table.AttributeDefinitions).toEqual(expected.AttributeDefinitions);
    expect(table.BillingMode).toBe(expected.BillingMode);
  });

  it('keeps point-in-time recovery on and expires items by the TTL attribute', () => {
    storage.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('keeps the files bucket private, encrypted and TLS-only', () => {
    storage.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    storage.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('versions the files, keeps replaced versions 90 days and clears unfinished uploads', () => {
    storage.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }),
        ]),
      },
    });
  });

  it('lets a throwaway stage be removed: no deletion protection, no backup plan', () => {
    const table = only(storage, 'AWS::DynamoDB::Table').Properties;
    expect(table.DeletionProtectionEnabled).toBe(false);
    storage.resourceCountIs('AWS::Backup::BackupPlan', 0);
  });

  it('lets browsers use presigned URLs (CORS for GET/PUT/POST/HEAD)', () => {
    storage.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'], AllowedOrigins: ['*'] }),
        ],
      },
    });
  });
});

describe('Auth', () => {
  it('creates a pool where only our API creates users, signing in by email', () => {
    const pool = only(auth, 'AWS::Cognito::UserPool').Properties;
    expect(pool.AdminCreateUserConfig).toEqual({ AllowAdminCreateUserOnly: true });
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.Policies).toEqual({
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
        RequireUppercase: true,
      },
    });
    for (const name of CUSTOM_ATTRIBUTES) {
      expect(pool.Schema).toContainEqual({ Name: name, AttributeDataType: 'String', Mutable: true });
    }
  });

  it('has the holder and employee groups', () => {
    const groups = Object.values(auth.findResources('AWS::Cognito::UserPoolGroup')) as Resource[];
    expect(groups.map((g) => g.Properties.GroupName).sort()).toEqual([...USER_GROUPS].sort());
    expect(USER_GROUPS).toEqual(['holder', 'employee']);
  });

  it('has a secretless web client for USER_PASSWORD_AUTH and refresh tokens', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: WEB_CLIENT_NAME,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('does not let people rewrite the company and employee claims the API trusts', () => {
    const clients = Object.values(auth.findResources('AWS::Cognito::UserPoolClient')) as Resource[];
    const writable = clients[0]?.Properties.WriteAttributes as string[] | undefined;
    expect(writable).toBeDefined();
    expect(writable).not.toContain('custom:companyId');
    expect(writable).not.toContain('custom:employeeId');
  });
});

describe('Email', () => {
  it('verifies the default mail domain and exports MAIL_FROM', () => {
    email.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'stratum.example.com' });
    email.hasOutput('MailFrom', { Value: 'Stratum <no-reply@stratum.example.com>' });
  });
});

describe('Api', () => {
  const policyStatementsOf = (family: string): Statement[] => {
    const fn = api.toJSON().Resources[lambdas.get(family)!.logicalId];
    const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const policies = Object.values(
      api.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    ) as Resource[];
    return policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const actionsOf = (family: string) => policyStatementsOf(family).flatMap((s) => [s.Action].flat());

  it('has one Lambda per family, bundled from functions/src/<module>/<family>.ts', () => {
    for (const family of [...FAMILIES, 'openapi']) {
      expect(lambdas.get(family)?.handler, family).toBe(entryOf(family));
    }
    expect(lambdas.size).toBe(FAMILIES.length + 1);
  });

  it('sizes every Lambda and gives it the runtime environment', () => {
    const fns = api.toJSON().Resources;
    for (const [family, { logicalId }] of lambdas) {
      const props = fns[logicalId].Properties;
      expect(props.Architectures, family).toEqual(['arm64']);
      expect(props.MemorySize, family).toBe(512);
      // employee imports write up to 5,000 rows: API Gateway's own 30 s limit
      expect(props.Timeout, family).toBe(family === 'employee' ? 30 : 15);
      expect(Object.keys(props.Environment.Variables), family).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'BUCKET_NAME',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'MAIL_FROM',
          'APP_URL',
        ]),
      );
      expect(props.Environment.Variables.APP_URL).toBe(APP_URL_PLACEHOLDER);
      expect(props.Environment.Variables.MAIL_FROM).toBe('Stratum <no-reply@stratum.example.com>');
      expect(props.Environment.Variables.STAGE).toBe('test');
    }
  });

  it('routes every family, and nothing else, to its own Lambda, plus the OpenAPI document', () => {
    const resources = api.toJSON().Resources;
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
    const lambdaOfRoute = new Map(
      routes.map((r) => {
        const target = r.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
        const integration = resources[target['Fn::Join'][1][1].Ref];
        return [
          r.Properties.RouteKey as string,
          integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string,
        ];
      }),
    );
    const expected = new Map([
      ...FAMILIES.map((f): [string, string] => [familyRouteKey(f), f]),
      ['GET /api/v1/openapi.json', 'openapi'],
    ]);
    expect([...lambdaOfRoute.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, family] of expected) {
      expect(lambdaOfRoute.get(key), key).toBe(lambdas.get(family)!.logicalId);
    }
  });

  it('reaches every contract route through its family route, and no other family', () => {
    for (const r of ROUTES) {
      const path = `/api/v1${r.path}`;
      const reaching = FAMILIES.filter(
        (f) => path.startsWith(`/api/v1/${f}/`) && path.length > `/api/v1/${f}/`.length,
      );
      expect(reaching, `${r.method} ${r.path}`).toEqual([r.family]);
    }
  });

  it('gives each family the table, and no Scan', () => {
    for (const family of FAMILIES) {
      expect(actionsOf(family), family).toEqual(
        expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']),
      );
      expect(actionsOf(family), family).not.toContain('dynamodb:Scan');
    }
  });

  it('gives S3 object access only to families with files, and only to their areas', () => {
    expect(actionsOf('logo-upload')).toEqual(expect.arrayContaining(['s3:GetObject', 's3:PutObject']));
    expect(actionsOf('department').filter((a) => a.startsWith('s3:'))).toEqual([]);
    for (const family of FAMILIES) {
      const s3 = policyStatementsOf(family).filter((st) =>
        [st.Action].flat().some((a) => a.startsWith('s3:')),
      );
      expect(s3.length > 0, family).toBe(FAMILIES_WITH_FILES.has(family));
      if (ROUTES.some((r) => r.family === family && r.file))
        expect(FILE_ACCESS[family], family).toBeDefined();
      const access = FILE_ACCESS[family];
      if (!access) continue;
      const resources = s3.flatMap((st) => [st.Resource].flat()).map((r) => JSON.stringify(r));
      expect(resources, family).toHaveLength(access.areas.length + (access.deletes?.length ?? 0));
      for (const area of access.areas) {
        expect(
          resources.some((r) => r.includes(`/*/${area}/*"`)),
          `${family} ${area}`,
        ).toBe(true);
      }
      const actions = s3.flatMap((st) => [st.Action].flat());
      expect(actions.includes('s3:PutObject'), family).toBe(access.write);
      expect(actions.includes('s3:DeleteObject'), family).toBe(access.deletes !== undefined);
      for (const area of access.deletes ?? [])
        expect(access.areas, `${family} deletes ${area}`).toContain(area);
      expect(actions, family).not.toContain('s3:ListBucket');
    }
  });

  it('grants every file area the core writes to some family', () => {
    const areas = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const m of readFileSync(file, 'utf8').matchAll(/fileKey\([^,]+,\s*'([a-z-]+)'/g))
            areas.add(m[1]!);
        }
      }
    };
    walk(path.join(ROOT, 'core/src'));
    expect(areas.size).toBeGreaterThan(5);
    const granted = new Set(Object.values(FILE_ACCESS).flatMap((a) => a.areas));
    for (const area of areas) expect(granted.has(area), area).toBe(true);
  });

  it('lets the module of every core file that deletes files delete in some family', () => {
    const deleting = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          if (/\bdeleteFile\(/.test(readFileSync(file, 'utf8')) && !file.includes('/kernel/')) {
            deleting.add(path.relative(path.join(ROOT, 'core/src'), file).split(path.sep)[0]!);
          }
        }
      }
    };
    walk(path.join(ROOT, 'core/src'));
    expect(deleting.size).toBeGreaterThan(0);
    for (const module of deleting) {
      const families = Object.entries(FILE_ACCESS).filter(
        ([family, a]) => a.deletes && moduleOfFamily(family) === module,
      );
      expect(families.length, `${module} deletes files but no family of it may`).toBeGreaterThan(0);
    }
  });

  it('grants each family exactly the user-pool actions core lets it call, and none to the rest', () => {
    const cognitoOf = (family: string) => actionsOf(family).filter((a) => a.startsWith('cognito-idp:'));
    expect(cognitoOf('auth')).toEqual(
      expect.arrayContaining([
        'cognito-idp:InitiateAuth',
        'cognito-idp:RevokeToken',
        'cognito-idp:AdminCreateUser',
      ]),
    );
    expect(cognitoOf('employee')).toContain('cognito-idp:AdminDisableUser');
    expect(cognitoOf('company')).not.toContain('cognito-idp:AdminDisableUser');
    for (const family of FAMILIES) {
      expect(cognitoOf(family).sort(), family).toEqual(cognitoActions(family).sort());
    }
    expect(FAMILIES.filter((f) => cognitoOf(f).length > 0).sort()).toEqual(['auth', 'company', 'employee']);
  });

  it('lets no family send mail: requests queue it in the outbox (ARCHITECTURE §11)', () => {
    for (const family of FAMILIES) {
      expect(
        actionsOf(family).filter((a) => a.startsWith('ses:')),
        family,
      ).toEqual([]);
    }
  });

  it('runs jobs in a function of their own: invoked by the families that queue jobs, and by a schedule that recovers them', () => {
    const fns = api.toJSON().Resources;
    expect(jobsLambda).toBeDefined();
    const jobs = fns[jobsLambda!].Properties;
    // a 5,000-row import must not be cut short by API Gateway's 30 s: Lambda's own limit
    expect(jobs.Timeout).toBe(900);
    expect([...FAMILIES_WITH_JOBS].sort()).toEqual(['employee', 'organizational']);
    for (const family of FAMILIES) {
      const env = fns[lambdas.get(family)!.logicalId].Properties.Environment.Variables;
      const invoke = policyStatementsOf(family).filter((st) =>
        [st.Action].flat().includes('lambda:InvokeFunction'),
      );
      if (FAMILIES_WITH_JOBS.has(family)) {
        expect(env.JOBS_FUNCTION_NAME, family).toEqual({ Ref: jobsLambda });
        expect(JSON.stringify(invoke), family).toContain(jobsLambda);
      } else {
        expect(env.JOBS_FUNCTION_NAME, family).toBe(undefined);
        expect(invoke, family).toEqual([]);
      }
    }
    const rule = only(api, 'AWS::Events::Rule').Properties;
    expect(rule.ScheduleExpression).toBe('rate(5 minutes)');
    expect(JSON.stringify(rule.Targets)).toContain(jobsLambda);
  });

  it('gives the OpenAPI function no data access', () => {
    expect(actionsOf('openapi').filter((a) => !a.startsWith('xray:'))).toEqual([]);
  });

  it('stays well under the 500-resource CloudFormation limit', () => {
    // A family = function, role, policy, integration, permission and its one route; calls add none.
    // Past this, split the families over more stacks (routes can live in another stack).
    expect(Object.keys(api.toJSON().Resources).length).toBeLessThan(450);
  });
});

describe('API throttling', () => {
  it('throttles the whole stage, and the sign-in family far lower', () => {
    const stage = only(api, 'AWS::ApiGatewayV2::Stage').Properties;
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: API_THROTTLE.rate,
      ThrottlingBurstLimit: API_THROTTLE.burst,
    });
    expect(stage.RouteSettings).toEqual({
      [familyRouteKey('auth')]: {
        ThrottlingRateLimit: AUTH_THROTTLE.rate,
        ThrottlingBurstLimit: AUTH_THROTTLE.burst,
      },
    });
  });
});

describe('Web', () => {
  const distribution = () =>
    only(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as CfDistributionConfig;
  const functionIdOf = (comment: string) =>
    Object.entries(web.findResources('AWS::CloudFront::Function')).find(
      ([, r]) => (r.Properties.FunctionConfig as { Comment: string }).Comment === comment,
    )![0];

  it('puts a WAF web ACL in front of the site: managed rule groups and a sign-in rate limit', () => {
    const acl = only(web, 'AWS::WAFv2::WebACL').Properties as {
      Scope: string;
      Rules: { Name: string; Statement: Record<string, any> }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    expect(acl.Scope).toBe('CLOUDFRONT');
    const rate = acl.Rules.find((r) => r.Name === 'auth-rate-limit')!.Statement.RateBasedStatement;
    expect(rate.Limit).toBe(AUTH_RATE_LIMIT_PER_5_MIN);
    expect(rate.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/v1/auth/',
    });
    expect(acl.Rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean)).toEqual(
      MANAGED_RULE_GROUPS.map((g) => g.name),
    );
    const common = acl.Rules.find((r) => r.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect(
      common.Statement.ManagedRuleGroupStatement.RuleActionOverrides.map((o: { Name: string }) => o.Name),
    ).toEqual(['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']);
    expect(JSON.stringify(distribution())).toContain('WebAcl');
  });

  it('deploys only our two CloudFront Functions', () => {
    expect(Object.keys(web.findResources('AWS::CloudFront::Function'))).toHaveLength(2);
  });

  it('adds security headers and the SPA fallback on the default behaviour', () => {
    expect(distribution().DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [functionIdOf('Stratum SPA fallback to index.html'), 'FunctionARN'] },
      },
      {
        EventType: 'viewer-response',
        FunctionARN: { 'Fn::GetAtt': [functionIdOf('Stratum security headers'), 'FunctionARN'] },
      },
    ]);
  });

  it('sends /api/v1/* to the HTTP API uncached, with all viewer headers but Host', () => {
    const apiBehaviour = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/v1/*')!;
    expect(apiBehaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distribution().Origins.find((o) => o.Id === apiBehaviour.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.');
  });

  it('has no distribution-wide error pages that would mask API errors', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('serves index.html for client routes only', () => {
    const handler = vm.runInNewContext(`${spaFallbackCode()}\nhandler`) as (e: unknown) => { uri: string };
    const uriAfter = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriAfter('/')).toBe('/index.html');
    expect(uriAfter('/app/companies')).toBe('/index.html');
    expect(uriAfter('/app/audit-management/manage/01HZX')).toBe('/index.html');
    expect(uriAfter('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriAfter('/favicon.ico')).toBe('/favicon.ico');
    expect(uriAfter('/api/v1/company/all')).toBe('/api/v1/company/all');
  });

  it('sets the security headers on responses', () => {
    const csp = contentSecurityPolicy(['https://files.s3.amazonaws.com']);
    const handler = vm.runInNewContext(`${securityHeadersCode(securityHeaders(csp))}\nhandler`) as (
      e: unknown,
    ) => { headers: Record<string, { value: string }> };
    const { headers } = handler({ response: { headers: {} } });
    expect(headers['strict-transport-security']?.value).toMatch(/^max-age=\d{8}/);
    expect(headers['x-content-type-options']?.value).toBe('nosniff');
    expect(headers['x-frame-options']?.value).toBe('DENY');
    expect(headers['referrer-policy']?.value).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']?.value).toBe(csp);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://files.s3.amazonaws.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('settings', () => {
  it('defaults the mail domain and normalises SITE_URL', () => {
    expect(readSettings('dev', {})).toMatchObject({ mailDomain: 'stratum.example.com', siteUrl: undefined });
    expect(
      readSettings('dev', { SITE_URL: 'https://d1.cloudfront.net/', MAIL_DOMAIN: 'ops@acme.io' }),
    ).toMatchObject({ mailDomain: 'ops@acme.io', siteUrl: 'https://d1.cloudfront.net' });
  });

  it('refuses a persistent stage without its mail domain and alarm address, naming both', () => {
    const refusal = () => readSettings('prod', { SITE_URL: 'https://app.acme.io' });
    expect(refusal).toThrow(StageSettingsError);
    expect(refusal).toThrow(/Stage "prod" cannot be deployed/);
    expect(refusal).toThrow(/MAIL_DOMAIN must be set on prod/);
    expect(refusal).toThrow(/ALARM_EMAIL must be set on prod/);
    expect(readSettings('prod', { MAIL_DOMAIN: 'acme.io', ALARM_EMAIL: 'ops@acme.io' })).toMatchObject({
      mailDomain: 'acme.io',
      alarmEmail: 'ops@acme.io',
    });
  });

  it('names every malformed setting at once, on any stage', () => {
    try {
      readSettings('dev', {
        MAIL_DOMAIN: 'not a domain',
        SITE_URL: 'http://plain.example.com',
        ALARM_EMAIL: 'ops-at-acme',
        MS_ENTRA_ISSUER: 'https://login.microsoftonline.com/t/v2.0',
      });
      expect.unreachable('the settings were accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(StageSettingsError);
      const problems = (e as StageSettingsError).problems.join('\n');
      expect(problems).toContain('MAIL_DOMAIN must be a mail domain');
      expect(problems).toContain('SITE_URL must be the https origin');
      expect(problems).toContain('ALARM_EMAIL must be an email address');
      expect(problems).toContain('MS_ENTRA_ISSUER, MS_ENTRA_CLIENT_ID and MS_ENTRA_SECRET_NAME together');
    }
  });
});

describe('Alerts and Monitoring', () => {
  const alarms = () => Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')) as Resource[];
  const topicRef = () => Object.keys(alerts.findResources('AWS::SNS::Topic'))[0]!;

  it('keeps one encrypted, TLS-only alarm topic (no subscription until ALARM_EMAIL is set)', () => {
    alerts.resourceCountIs('AWS::SNS::Topic', 1);
    alerts.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    alerts.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    alerts.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    alerts.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('alarms on every function’s errors and throttles, and sends each alarm to the topic', () => {
    const all = alarms();
    const byMetric = (name: string) => all.filter((a) => a.Properties.MetricName === name);
    // every family, jobs, openapi, mailer and reminders
    expect(byMetric('Errors').length).toBe(FAMILIES.length + 4);
    expect(byMetric('Throttles').length).toBe(FAMILIES.length + 4);
    for (const a of all) {
      expect(JSON.stringify(a.Properties.AlarmActions), String(a.Properties.AlarmDescription)).toContain(
        `ExportsOutputRef${topicRef()}`,
      );
      expect(a.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('alarms on the API’s 5xx rate, table throttles and system errors, and SES reputation', () => {
    const all = alarms();
    const described = (text: string) =>
      all.filter((a) => String(a.Properties.AlarmDescription).includes(text));
    const rate = described('failed with 5xx');
    expect(rate).toHaveLength(1);
    expect(rate[0]!.Properties.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
    expect(JSON.stringify(rate[0]!.Properties.Metrics)).toContain('100 * errors / requests');
    expect(described('table requests were throttled')).toHaveLength(1);
    expect(described('system errors')).toHaveLength(1);
    const ses = all.filter((a) => a.Properties.Namespace === 'AWS/SES');
    expect(ses.map((a) => a.Properties.MetricName).sort()).toEqual([
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ]);
    expect(ses.map((a) => a.Properties.Threshold).sort()).toEqual(
      [ALARM_THRESHOLDS.sesBounceRate, ALARM_THRESHOLDS.sesComplaintRate].sort(),
    );
  });

  it('sends the mailer’s and the reminders’ dead-letter alarms to the topic too', () => {
    for (const t of [mailer, reminders]) {
      const [a] = Object.values(t.findResources('AWS::CloudWatch::Alarm')) as Resource[];
      expect(JSON.stringify(a!.Properties.AlarmActions)).toContain(`ExportsOutputRef${topicRef()}`);
    }
  });

  it('draws one dashboard for the stage', () => {
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    monitoring.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'stratum-test' });
  });
});

describe('Mailer', () => {
  type Props = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const mailerFn = (): [string, Props] => {
    const fns = Object.entries(mailer.findResources('AWS::Lambda::Function')) as [string, Resource][];
    const found = fns.filter(([, f]) => String(f.Properties.Description).includes(MAILER_HANDLER));
    expect(found).toHaveLength(1);
    return [found[0]![0], found[0]![1].Properties];
  };

  it('streams new images of the table to the mailer, only for newly queued outbox mails', () => {
    expect(only(storage, 'AWS::DynamoDB::Table').Properties.StreamSpecification).toEqual({
      StreamViewType: 'NEW_IMAGE',
    });
    const [fnId] = mailerFn();
    const mapping = only(mailer, 'AWS::Lambda::EventSourceMapping').Properties as Props;
    expect(mapping.FunctionName).toEqual({ Ref: fnId });
    const pattern = JSON.parse(mapping.FilterCriteria.Filters[0].Pattern);
    expect(pattern.dynamodb.NewImage).toEqual({
      __edb_e__: { S: ['outboxMail'] },
      state: { S: ['queued'] },
      attempts: { N: ['0'] },
    });
    // a batch that keeps failing goes to the dead-letter queue
    expect(mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0]).toMatch(/^MailerDeadLetters/);
  });

  it('runs the mailer every minute for retries that are due, with the dead-letter queue', () => {
    const [fnId, fn] = mailerFn();
    expect(fn.DeadLetterConfig.TargetArn['Fn::GetAtt'][0]).toMatch(/^MailerDeadLetters/);
    // the same runtime environment as the API's functions
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'MAIL_FROM', 'APP_URL']),
    );
    const rule = only(mailer, 'AWS::Events::Rule').Properties as Props;
    expect(rule.ScheduleExpression).toBe('rate(1 minute)');
    expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    expect(rule.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0]).toMatch(/^MailerDeadLetters/);
  });

  it('alarms as soon as anything reaches the dead-letter queue', () => {
    const alarm = only(mailer, 'AWS::CloudWatch::Alarm').Properties as Props;
    expect(alarm.MetricName).toBe('ApproximateNumberOfMessagesVisible');
    expect(alarm.Threshold).toBe(1);
    expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(alarm.Dimensions[0].Value['Fn::GetAtt'][0]).toMatch(/^MailerDeadLetters/);
  });

  it('is the one function that may send through SES, and it may not Scan', () => {
    const [fnId] = mailerFn();
    const roleId = mailer.toJSON().Resources[fnId].Properties.Role['Fn::GetAtt'][0] as string;
    const statements = (
      Object.values(
        mailer.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
      ) as Resource[]
    ).flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['ses:SendEmail', 'dynamodb:Query', 'dynamodb:UpdateItem']),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    // a queued sign-up makes the identity as it is sent; nothing else of the pool
    expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual(
      cognitoActions('mailer').sort(),
    );
    expect(actions).not.toContain('cognito-idp:AdminSetUserPassword');
  });
});

describe('Reminders', () => {
  type Props = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const remindersFn = (): [string, Props] => {
    const fns = Object.entries(reminders.findResources('AWS::Lambda::Function')) as [string, Resource][];
    const found = fns.filter(([, f]) => String(f.Properties.Description).includes(REMINDERS_HANDLER));
    expect(found).toHaveLength(1);
    return [found[0]![0], found[0]![1].Properties];
  };

  it('runs the reminders function every hour from a schedule, with a dead-letter queue', () => {
    const [fnId, fn] = remindersFn();
    expect(fn.DeadLetterConfig.TargetArn['Fn::GetAtt'][0]).toMatch(/^RemindersDeadLetters/);
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'MAIL_FROM', 'APP_URL']),
    );
    const rule = only(reminders, 'AWS::Events::Rule').Properties as Props;
    expect(rule.ScheduleExpression).toBe('rate(1 hour)');
    expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    expect(rule.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0]).toMatch(/^RemindersDeadLetters/);
    const queue = only(reminders, 'AWS::SQS::Queue').Properties as Props;
    expect(queue.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('alarms as soon as a run reaches the dead-letter queue', () => {
    const alarm = only(reminders, 'AWS::CloudWatch::Alarm').Properties as Props;
    expect(alarm.MetricName).toBe('ApproximateNumberOfMessagesVisible');
    expect(alarm.Threshold).toBe(1);
    expect(alarm.Dimensions[0].Value['Fn::GetAtt'][0]).toMatch(/^RemindersDeadLetters/);
  });

  it('only queues (no SES, no Scan): the Mailer sends', () => {
    const [fnId] = remindersFn();
    const roleId = reminders.toJSON().Resources[fnId].Properties.Role['Fn::GetAtt'][0] as string;
    const actions = (
      Object.values(
        reminders.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
      ) as Resource[]
    )
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
  });
});

/**
 * The real build: `app.finish()` bundles every handler with esbuild (offline, a few seconds), as
 * `sst deploy` would. It proves each family has an entry that bundles, and shows the final Handler
 * and Runtime. Web is left out: its deferred task runs `vite build`, which the web tests cover.
 * A family without its file fails here ("Could not find file for handler") instead of at deploy.
 */
describe('bundled Lambdas (app.finish)', () => {
  let bundled: Template;
  let bundledMailer: Template;
  let bundledReminders: Template;

  beforeAll(async () => {
    // Runs after the suites above: a second App re-points SST's getStack() at itself.
    const app = await createTestApp();
    app.stack(Alerts).stack(Storage).stack(Auth).stack(Email).stack(Api).stack(Mailer).stack(Reminders);
    await app.finish();
    bundled = templateOf(Api);
    bundledMailer = templateOf(Mailer);
    bundledReminders = templateOf(Reminders);
  }, 300_000);

  it('points each Lambda at its bundled functions/src/<module>/<family> entry on Node 20', () => {
    const fns = bundled.toJSON().Resources;
    for (const [family, { logicalId }] of lambdas) {
      expect(fns[logicalId].Properties.Handler, family).toBe(entryOf(family));
      expect(fns[logicalId].Properties.Runtime, family).toBe('nodejs20.x');
    }
  });

  it('bundles the mailer from functions/src/mailer.ts', () => {
    const fns = Object.values(bundledMailer.findResources('AWS::Lambda::Function')) as Resource[];
    expect(fns.map((f) => f.Properties.Handler)).toContain(MAILER_HANDLER);
  });

  it('bundles the reminders function from functions/src/reminders.ts', () => {
    const fns = Object.values(bundledReminders.findResources('AWS::Lambda::Function')) as Resource[];
    expect(fns.map((f) => f.Properties.Handler)).toContain(REMINDERS_HANDLER);
  });
});
