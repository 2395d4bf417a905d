import { Stack } from 'aws-cdk-lib';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { App } from 'sst/constructs';

/**
 * cdk-nag's AwsSolutions pack reviews every stack in the infra tests (stacks/test/nag.ts). What it
 * flags and we keep is suppressed here or next to the resource, each with the rule and the reason;
 * docs/operations.md lists them all (an infra test keeps that list complete).
 */

/**
 * The Lambda runtime: our functions are built, tested and run locally on Node 20 (ARCHITECTURE §1),
 * so the deployed runtime moves with those machines, not with the newest Lambda offers.
 */
export const RUNTIME_PINNED: NagPackSuppression = {
  id: 'AwsSolutions-L1',
  reason: 'Runtime pinned to Node 20, the version the code is built and tested on (ARCHITECTURE §1)',
};

/** AWSLambdaBasicExecutionRole only lets a function write its own CloudWatch logs. */
export const BASIC_EXECUTION_ROLE: NagPackSuppression = {
  id: 'AwsSolutions-IAM4',
  reason:
    'AWSLambdaBasicExecutionRole grants only logs:CreateLogGroup/CreateLogStream/PutLogEvents, what every function needs',
  appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
};

/** X-Ray's PutTraceSegments/PutTelemetryRecords have no resource-level permissions: `*` is the only resource. */
export const XRAY_TRACING: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason: 'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support only Resource "*"',
  appliesTo: ['Resource::*'],
};

/** What every one of our Lambda functions carries (SST's defaults for a function). */
export const suppressFunctionDefaults = (fn: IConstruct): void =>
  NagSuppressions.addResourceSuppressions(fn, [RUNTIME_PINNED, BASIC_EXECUTION_ROLE, XRAY_TRACING], true);

/**
 * SST adds a `CustomResourceHandler` function to every stack (it uploads and wires its own
 * assets); its runtime and role are SST's, not ours to set.
 */
export const suppressSstInternals = (app: App): void => {
  for (const stack of app.node.children) {
    if (!(stack instanceof Stack)) continue;
    // CDK's log-retention handler (one per stack, for the functions' logRetention) is CDK's own too
    const retention = stack.node.children.find((c) => c.node.id.startsWith('LogRetention'));
    if (retention) {
      NagSuppressions.addResourceSuppressions(
        retention,
        [
          { ...BASIC_EXECUTION_ROLE, reason: "CDK's log-retention handler: writes only its own logs" },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "CDK's log-retention handler sets the retention of the stack's function log groups, named only at deploy time",
            appliesTo: ['Resource::*'],
          },
        ],
        true,
      );
    }
    const handler = stack.node.tryFindChild('CustomResourceHandler');
    if (!handler) continue;
    NagSuppressions.addResourceSuppressions(
      handler,
      [
        {
          ...RUNTIME_PINNED,
          reason: "SST v2's own deploy-time custom resource handler; its runtime is SST's",
        },
        { ...BASIC_EXECUTION_ROLE, reason: "SST v2's own custom resource handler: writes only its own logs" },
      ],
      true,
    );
  }
};

/**
 * A family's S3 grant: the objects of its areas in every company (the key pattern `<company>/<area>/...`). The
 * company is the key's first part and is only known per request, so the tenant boundary is kept
 * by the key the core builds from the caller's company (ARCHITECTURE §5), not by IAM.
 */
export const FILE_AREA_OBJECTS: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    'Objects of the family’s own file areas in every company (<bucket>/*/<area>/*): the company id is the first key part, known only per request',
  appliesTo: [{ regex: '/^Resource::<FilesBucket[A-Za-z0-9]*\\.Arn>\\/\\*\\/[a-z-]+\\/\\*$/' }],
};
