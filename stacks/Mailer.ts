import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Function as SstFunction, use, type StackContext } from 'sst/constructs';
import { Api, areaObjects, cognitoActions, DYNAMODB_ACTIONS, S3_READ_ACTIONS, tableResources } from './Api';
import { lambdaNodejs } from './lambda-build';
import { Auth } from './Auth';
import { Email } from './Email';
import { NagSuppressions } from 'cdk-nag';
import { FILE_AREA_OBJECTS, suppressFunctionDefaults } from './nag';
import { Storage } from './Storage';
import { Alerts } from './Alerts';

export const MAILER_HANDLER = 'functions/src/mailer.handler';

/** The ElectroDB entity name of an outbox mail (core/src/kernel/outbox-mail.ts), as the stream sees it. */
export const OUTBOX_ENTITY = 'outboxMail';

/** The file areas whose files go out attached to mails: the audit's notification letters. */
export const MAIL_ATTACHMENT_AREAS = ['audit-letters'] as const;

/**
 * The outbox's sender (ARCHITECTURE §11): the only function allowed to send mail. Two things wake
 * it, and either way it drains whatever is due, claiming each mail before sending it:
 * - the table's stream, filtered to mails newly queued (a new mail, or one resent): they go out
 *   within seconds of the change that queued them;
 * - a schedule every minute, for retries whose backoff has run out and anything a failed run left.
 * A run that keeps failing (the table unreachable, a bug) ends in the dead-letter queue, and the
 * alarm on that queue tells the operators; a mail SES refuses is retried and recorded per mail.
 */
export function Mailer({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const { alarmAction } = use(Alerts);
  const { userPool } = use(Auth);
  const { identity } = use(Email);
  const { environment } = use(Api);

  const deadLetters = new Queue(stack, 'MailerDeadLetters', {
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
  });

  const mailer = new SstFunction(stack, 'Mailer', {
    handler: MAILER_HANDLER,
    description: `Stratum mail outbox sender (${MAILER_HANDLER})`,
    runtime: 'nodejs20.x',
    architecture: 'arm_64',
    memorySize: 512,
    // a run sends at most 200 mails, 5 at a time, each cut after 10 s: well inside this
    timeout: 120,
    nodejs: lambdaNodejs(),
    environment,
    // scheduled (async) invocations that still fail after Lambda's two retries land here too
    deadLetterQueue: deadLetters,
  });
  mailer.addToRolePolicy(
    new PolicyStatement({ actions: DYNAMODB_ACTIONS, resources: tableResources(table.tableArn) }),
  );
  suppressFunctionDefaults(mailer);
  NagSuppressions.addResourceSuppressions(
    mailer,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'The table stream event source: dynamodb:ListStreams has no resource-level permissions, so CDK grants it on "*"',
        appliesTo: ['Resource::*'],
      },
      FILE_AREA_OBJECTS,
    ],
    true,
  );
  // a queued sign-up makes the person's membership (and identity) when it is sent
  mailer.addToRolePolicy(
    new PolicyStatement({ actions: cognitoActions('mailer'), resources: [userPool.userPoolArn] }),
  );
  identity.grantSendEmail(mailer);
  // a mail's attachments are read from the bucket when it is sent (core/src/kernel/mail.ts)
  mailer.addToRolePolicy(
    new PolicyStatement({
      actions: S3_READ_ACTIONS,
      resources: areaObjects(bucket.bucketArn, MAIL_ATTACHMENT_AREAS),
    }),
  );

  mailer.addEventSource(
    new DynamoEventSource(table.cdk.table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 3,
      onFailure: new SqsDlq(deadLetters),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.or('INSERT', 'MODIFY'),
          dynamodb: {
            NewImage: {
              __edb_e__: { S: FilterRule.isEqual(OUTBOX_ENTITY) },
              state: { S: FilterRule.isEqual('queued') },
              // a claim counts an attempt: only new and resent mails wake the sender
              attempts: { N: FilterRule.isEqual('0') },
            },
          },
        }),
      ],
    }),
  );

  new Rule(stack, 'MailerSchedule', {
    description: 'Sends outbox mails whose retry is due',
    schedule: Schedule.rate(Duration.minutes(1)),
    targets: [new LambdaFunction(mailer, { deadLetterQueue: deadLetters, retryAttempts: 2 })],
  });

  const deadLettersAlarm = new Alarm(stack, 'MailerDeadLettersAlarm', {
    alarmDescription:
      'A mail outbox run failed for good: see the Mailer function logs and its dead-letter queue',
    metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  deadLettersAlarm.addAlarmAction(alarmAction);

  return { mailer, deadLetters };
}
