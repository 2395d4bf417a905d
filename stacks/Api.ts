import { type CfnStage, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Api as HttpApi, Function as SstFunction, use, type StackContext } from 'sst/constructs';
import { API_BASE, FAMILIES, ROUTES, familyTimeoutSeconds, moduleOfFamily } from '@stratum/contracts';
import { cognitoActionsOf } from '@stratum/core/kernel/identity-grants';
import { GLOBAL_INDEXES } from '@stratum/core/kernel/table';
import { Auth } from './Auth';
import { lambdaNodejs, PDF_FONTS } from './lambda-build';
import { NagSuppressions } from 'cdk-nag';
import { FILE_AREA_OBJECTS, suppressFunctionDefaults } from './nag';
import { Email } from './Email';
import { APP_URL_PLACEHOLDER, readSettings } from './settings';
import { Storage } from './Storage';

/**
 * The file areas (the `<area>` of `<companyId>/<area>/<id>/<name>`, ARCHITECTURE §5) each family
 * writes or hands out links to, and whether it writes. A presigned link works only as far as the
 * signer's own role reaches, so a family that merely shows a logo still needs GetObject on `logo`.
 * A family not here gets no S3 access at all; the infra test checks that every area core writes is
 * granted and every family with a `file` route has its area.
 */
export const FILE_ACCESS: Readonly<
  Record<string, { areas: readonly string[]; write: boolean; deletes?: readonly string[] }>
> = {
  // company views carry the logo as a short-lived link (core/src/platform/company-view.ts)
  company: { areas: ['logo'], write: false },
  module: { areas: ['logo'], write: false },
  'logo-upload': { areas: ['logo'], write: true },
  'user-manual': { areas: ['manuals'], write: true },
  report: { areas: ['reports'], write: true },
  'performance-report': { areas: ['reports'], write: true },
  // replacing a progress record's evidence deletes the file it replaces (kept as an old version)
  'risk-management': { areas: ['risk-registers', 'risk-evidence'], write: true, deletes: ['risk-evidence'] },
  'ra-risk-management': {
    areas: ['risk-registers', 'risk-evidence'],
    write: true,
    deletes: ['risk-evidence'],
  },
  'audit-engagement': { areas: ['audit-papers'], write: true },
  'audit-questionnaire': { areas: ['audit-questionnaire'], write: true },
  // the final report's files (and frozen content) and the checklists' evidence; it reads the
  // company logo to print it
  'audit-report': { areas: ['audit-reports', 'audit-checklists', 'logo'], write: true },
  // a retest's evidence and the follow-up report's files; it reads the company logo to print it
  'audit-follow-up': { areas: ['audit-follow-ups', 'logo'], write: true },
  // an action's progress evidence, uploaded by its owner and opened by the audit team
  'audit-responses': { areas: ['audit-actions'], write: true },
  // the auditor's side opens what respondents attached
  // and writes the notification letters it mails and the entrance meeting's files
  // removing an entrance-meeting file deletes its object (kept as an old version)
  'audit-outreach': {
    areas: ['audit-questionnaire', 'audit-letters', 'audit-meetings'],
    write: true,
    deletes: ['audit-meetings'],
  },
  compliance: { areas: ['compliance-evidence'], write: true },
  'employee-review': { areas: ['performance-evidence'], write: true },
  // an import's input is stored for the jobs function to read
  employee: { areas: ['jobs'], write: true },
  // a send's list of recipients, when large (2,000), likewise
  organizational: { areas: ['jobs'], write: true },
};

/** The families with any S3 access. */
export const FAMILIES_WITH_FILES: ReadonlySet<string> = new Set(Object.keys(FILE_ACCESS));

/**
 * API Gateway throttling (requests per second, and the burst above it): the whole stage, and the
 * sign-in family on its own, far lower, so password guessing and sign-up floods are cut at the
 * edge before a Lambda runs (the API also counts failures per account and address).
 */
export const API_THROTTLE = { rate: 200, burst: 400 } as const;
export const AUTH_THROTTLE = { rate: 20, burst: 40 } as const;
export const THROTTLED_FAMILIES: Readonly<Record<string, { rate: number; burst: number }>> = {
  auth: AUTH_THROTTLE,
};

/** Families that queue jobs (imports, organisational survey sends): they invoke the jobs function. */
export const FAMILIES_WITH_JOBS: ReadonlySet<string> = new Set(['employee', 'organizational']);

export const JOBS_HANDLER = 'functions/src/jobs.handler';

/** The jobs function may run up to Lambda's limit; a job longer than that is resumed by recovery. */
export const JOBS_TIMEOUT_SECONDS = 900;

/** How often the schedule runs the recovery step. */
export const JOBS_RECOVERY_MINUTES = 5;

/** The user-pool actions a function is granted: exactly what core lets it call (kernel/identity-grants). */
export const cognitoActions = (principal: string): string[] =>
  cognitoActionsOf(principal).map((a) => `cognito-idp:${a}`);

/**
 * Item and index access. `dynamodb:Scan` is left out on purpose: ARCHITECTURE §5 forbids Scan in a
 * request path, and IAM makes that a hard rule in AWS. Transactions need no action of their own
 * (they are authorised per Put/Update/Delete/ConditionCheck).
 */
export const DYNAMODB_ACTIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
].map((a) => `dynamodb:${a}`);

/**
 * Object-level only: no ListBucket, so a function cannot enumerate other tenants' keys.
 * DeleteObject only where a family removes a file it replaced (`deletes` in FILE_ACCESS); the
 * bucket is versioned, so the removed file stays restorable (stacks/Storage.ts).
 */
export const S3_READ_ACTIONS = ['s3:GetObject'];
export const S3_ACTIONS = ['s3:GetObject', 's3:PutObject'];
export const S3_DELETE_ACTIONS = ['s3:DeleteObject'];

/** The object ARNs of one area in every company: `<bucket>/<companyId>/<area>/*`. */
export const areaObjects = (bucketArn: string, areas: readonly string[]): string[] =>
  areas.map((area) => `${bucketArn}/*/${area}/*`);

/**
 * The table and each of its indexes by name (core/src/kernel/table.ts), rather than `index/*`: an
 * index added later is granted by adding it to that list, not by a wildcard.
 */
export const tableResources = (tableArn: string): string[] => [
  tableArn,
  ...Object.keys(GLOBAL_INDEXES).map((name) => `${tableArn}/index/${name}`),
];

/**
 * The entry of a family's Lambda, relative to the repo root (SST resolves it from the cwd):
 * `functions/src/<module>/<family>.ts`; the OpenAPI document, which serves every module, sits at the root.
 */
export const handlerOf = (family: string) =>
  family === 'openapi'
    ? 'functions/src/openapi.handler'
    : `functions/src/${moduleOfFamily(family)}/${family}.handler`;

/** Every call of a family sits under `/<family>/` in the contracts. */
const familyPrefix = (family: string) => `/${family}`;

/** The one API Gateway route of a family: every path under its prefix, any method. */
export const familyRoutePath = (family: string) => `${API_BASE}${familyPrefix(family)}/{proxy+}`;

/** `logo-upload` → `LogoUpload`: construct ids stay readable and CloudFormation-safe. */
const pascal = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

export const functionIdOf = (family: string) => `Fn${pascal(family)}`;

export function Api({ app, stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const { userPool, userPoolClient, authEnvironment } = use(Auth);
  // No family sends mail (ARCHITECTURE §11): they queue it, and only the Mailer stack's function sends.
  const { mailFrom } = use(Email);
  const { siteUrl } = readSettings(app.stage);

  // The variables core/src/kernel/config.ts parses at cold start.
  const environment = {
    STAGE: app.stage,
    TABLE_NAME: table.tableName,
    BUCKET_NAME: bucket.bucketName,
    USER_POOL_ID: userPool.userPoolId,
    USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
    MAIL_FROM: mailFrom,
    // The site is built in the later Web stack; see settings.ts for why this is an env value.
    APP_URL: siteUrl ?? APP_URL_PLACEHOLDER,
    // the session secret, and Microsoft sign-in's issuer and client when the stage has it
    ...authEnvironment,
  };

  const api = new HttpApi(stack, 'Api', {
    // The SPA calls /api/v1 through the same CloudFront origin, so the API needs no CORS at all.
    cors: false,
  });

  const makeFunction = (family: string) => {
    const fn = new SstFunction(stack, functionIdOf(family), {
      handler: handlerOf(family),
      description: `Stratum API ${family} (${handlerOf(family)})`,
      runtime: 'nodejs20.x',
      architecture: 'arm_64',
      memorySize: 512,
      timeout: familyTimeoutSeconds(family),
      nodejs: lambdaNodejs(),
      copyFiles: PDF_FONTS,
      environment,
    });
    suppressFunctionDefaults(fn);
    return fn;
  };

  const functions: Record<string, SstFunction> = {};

  for (const family of FAMILIES) {
    const fn = makeFunction(family);
    functions[family] = fn;

    fn.addToRolePolicy(
      new PolicyStatement({ actions: DYNAMODB_ACTIONS, resources: tableResources(table.tableArn) }),
    );
    const files = FILE_ACCESS[family];
    if (files) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: files.write ? S3_ACTIONS : S3_READ_ACTIONS,
          resources: areaObjects(bucket.bucketArn, files.areas),
        }),
      );
      if (files.deletes) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: S3_DELETE_ACTIONS,
            resources: areaObjects(bucket.bucketArn, files.deletes),
          }),
        );
      }
      NagSuppressions.addResourceSuppressions(fn, [FILE_AREA_OBJECTS], true);
    }
    const identityActions = cognitoActions(family);
    if (identityActions.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: identityActions, resources: [userPool.userPoolArn] }),
      );
    }
  }

  // Jobs (ARCHITECTURE §11): long writes run in their own function, invoked asynchronously by the
  // request that queued them (so API Gateway's 30 s does not cut them short), and every few minutes
  // by a schedule that finishes or undoes any job whose runner died (crash, time limit, memory).
  const jobs = new SstFunction(stack, functionIdOf('jobs'), {
    handler: JOBS_HANDLER,
    description: `Stratum jobs: runs queued jobs and recovers interrupted ones (${JOBS_HANDLER})`,
    runtime: 'nodejs20.x',
    architecture: 'arm_64',
    memorySize: 1024,
    timeout: JOBS_TIMEOUT_SECONDS,
    nodejs: lambdaNodejs(),
    copyFiles: PDF_FONTS,
    environment,
  });
  jobs.addToRolePolicy(
    new PolicyStatement({ actions: DYNAMODB_ACTIONS, resources: tableResources(table.tableArn) }),
  );
  // it reads an import's stored input (core/src/kernel/jobs.ts) and writes nothing to S3
  jobs.addToRolePolicy(
    new PolicyStatement({ actions: S3_READ_ACTIONS, resources: areaObjects(bucket.bucketArn, ['jobs']) }),
  );
  suppressFunctionDefaults(jobs);
  NagSuppressions.addResourceSuppressions(jobs, [FILE_AREA_OBJECTS], true);
  new Rule(stack, 'JobsRecovery', {
    description: 'Stratum jobs: finish or undo jobs whose runner stopped',
    schedule: Schedule.rate(Duration.minutes(JOBS_RECOVERY_MINUTES)),
    targets: [new LambdaFunction(jobs, { retryAttempts: 2 })],
  });
  for (const family of FAMILIES_WITH_JOBS) {
    const fn = functions[family]!;
    fn.addEnvironment('JOBS_FUNCTION_NAME', jobs.functionName);
    // the unqualified function only (core invokes it by name); grantInvoke would add `:*` versions
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [jobs.functionArn] }),
    );
  }
  functions.jobs = jobs;

  // Serves the generated OpenAPI document: it touches no data, so it gets no permissions. It keeps
  // the common environment so that any import of core's config() still parses at cold start.
  const openapi = makeFunction('openapi');
  functions.openapi = openapi;

  // One API Gateway route per family — `ANY /api/v1/<family>/{proxy+}` — with one integration and
  // one invoke permission per function. The family's Lambda already routes every call itself from
  // the contracts' route table (functions/src/http/family.ts: unknown path 404, wrong method 400,
  // both in the envelope), so per-call routes in API Gateway added nothing but CloudFormation
  // resources: at about 300 calls they pushed the stack towards the 500-resource limit, and the
  // audit, compliance and survey families are still to come. Now the stack grows by family, not by
  // call. (The local server routes the same way: by the family of the path.)
  const integrationOf = (name: string, fn: SstFunction) =>
    new HttpLambdaIntegration(`${functionIdOf(name)}Integration`, fn, { scopePermissionToRoute: false });

  const stage = api.cdk.httpApi.defaultStage!.node.defaultChild as CfnStage;
  stage.defaultRouteSettings = {
    throttlingRateLimit: API_THROTTLE.rate,
    throttlingBurstLimit: API_THROTTLE.burst,
  };
  for (const family of FAMILIES) {
    const stray = ROUTES.filter((r) => r.family === family && !r.path.startsWith(`${familyPrefix(family)}/`));
    if (stray.length > 0) {
      // The proxy route would never reach them: refuse to synthesise rather than deploy dead calls.
      throw new Error(
        `family ${family}: routes outside ${familyPrefix(family)}/: ${stray.map((r) => r.path).join(', ')}`,
      );
    }
    const routes = api.cdk.httpApi.addRoutes({
      path: familyRoutePath(family),
      methods: [HttpMethod.ANY],
      integration: integrationOf(family, functions[family]!),
    });
    const limit = THROTTLED_FAMILIES[family];
    if (limit) {
      // RouteSettings is free-form JSON to CDK: its keys are written as CloudFormation spells them
      stage.routeSettings = {
        ...((stage.routeSettings as Record<string, unknown> | undefined) ?? {}),
        [`ANY ${familyRoutePath(family)}`]: {
          ThrottlingRateLimit: limit.rate,
          ThrottlingBurstLimit: limit.burst,
        },
      };
      // the stage may only name a route that already exists
      for (const route of routes) stage.node.addDependency(route);
    }
  }
  api.cdk.httpApi.addRoutes({
    path: `${API_BASE}/openapi.json`,
    methods: [HttpMethod.GET],
    integration: integrationOf('openapi', openapi),
  });

  NagSuppressions.addResourceSuppressions(
    api.cdk.httpApi,
    [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Every family Lambda authorises each call itself from the route table (Cognito JWT, our session or a link token; public sign-in routes): one gate for deployed and local (ARCHITECTURE §4)',
      },
    ],
    true,
  );

  stack.addOutputs({ ApiUrl: api.url });

  return { api, functions, environment };
}
