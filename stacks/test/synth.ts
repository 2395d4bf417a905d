import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Aspects } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, type INagLogger, NagMessageLevel } from 'cdk-nag';
import { App, getStack } from 'sst/constructs';
import { initProject } from 'sst/project.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A made-up account, so ARNs in the templates look like real ones. */
export const TEST_ACCOUNT = '123456789012';

/**
 * Builds an SST app offline (ARCHITECTURE §1): no credentials, no AWS call. Code bundling and the
 * site build are deferred tasks that only `app.finish()` runs, so the constructs alone synthesise
 * with placeholder Lambda code; call `finish()` only where the real bundles are the point.
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  stage = 'test',
): Promise<App> {
  process.env.SST_TELEMETRY_DISABLED = '1';
  // Makes SST skip what needs an AWS account during finish() (bootstrap lookups, sourcemap upload).
  process.env.NODE_ENV = 'test';
  // SST bundles one function at a time on 2 cores (cores − 1). Each bundle also waits on an
  // `npm install` SST runs in deploy mode, so three at a time keep both cores busy.
  process.env.SST_BUILD_CONCURRENCY ??= '3';
  await initProject({ stage, root: ROOT });
  // initProject loads .env/.env.test over process.env; pin the deploy settings after it so a
  // developer's shell or .env cannot change what the assertions see.
  for (const name of ['MAIL_DOMAIN', 'SITE_URL', 'ALARM_EMAIL']) delete process.env[name];
  Object.assign(process.env, env);
  return new App({
    mode: 'deploy',
    stage,
    name: 'stratum',
    region: 'us-east-1',
    account: TEST_ACCOUNT,
  });
}

export const templateOf = (stack: Parameters<typeof getStack>[0]): Template =>
  Template.fromStack(getStack(stack));

/** One cdk-nag finding: rule, what it found, and the construct path of the resource. */
export interface NagFinding {
  rule: string;
  finding: string;
  path: string;
  level: NagMessageLevel;
  reason?: string;
}

/** What the AwsSolutions pack reported for an app, sorted by outcome. */
export interface NagReview {
  errors: NagFinding[];
  warnings: NagFinding[];
  suppressed: NagFinding[];
  /** a rule that threw while checking a resource (cdk-nag's CdkNagValidationFailure) */
  failures: NagFinding[];
}

/**
 * Runs cdk-nag's AwsSolutions pack over every stack of the app when it is synthesised (an Aspect:
 * add it before the first template is read). No report files; the findings are collected here.
 */
export const reviewWithNag = (app: App): NagReview => {
  const review: NagReview = { errors: [], warnings: [], suppressed: [], failures: [] };
  const finding = (d: Parameters<INagLogger['onNonCompliance']>[0], reason?: string): NagFinding => ({
    rule: d.ruleId,
    finding: d.findingId,
    path: d.resource.node.path,
    level: d.ruleLevel,
    ...(reason === undefined ? {} : { reason }),
  });
  const logger: INagLogger = {
    onCompliance: () => undefined,
    onNotApplicable: () => undefined,
    onNonCompliance: (d) =>
      (d.ruleLevel === NagMessageLevel.ERROR ? review.errors : review.warnings).push(finding(d)),
    onSuppressed: (d) => review.suppressed.push(finding(d, d.suppressionReason)),
    onError: (d) => review.failures.push({ ...finding({ ...d, findingId: '' }), reason: d.errorMessage }),
    onSuppressedError: () => undefined,
  };
  Aspects.of(app).add(new AwsSolutionsChecks({ reports: false, additionalLoggers: [logger] }));
  return review;
};

/** `AwsSolutions-IAM5 test-stratum-Api/FnAuth/ServiceRole/DefaultPolicy/Resource: Resource::*` */
export const describeFinding = (f: NagFinding): string =>
  `${f.rule} ${f.path}${f.finding ? `: ${f.finding}` : ''}${f.reason ? ` (${f.reason})` : ''}`;
