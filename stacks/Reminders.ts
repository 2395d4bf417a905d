import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Function as SstFunction, use, type StackContext } from 'sst/constructs';
import { Api, DYNAMODB_ACTIONS, tableResources } from './Api';
import { lambdaNodejs } from './lambda-build';
import { suppressFunctionDefaults } from './nag';
import { Storage } from './Storage';
import { Alerts } from './Alerts';

export const REMINDERS_HANDLER = 'functions/src/reminders.handler';

/** How often the reminders run: hourly, so a day's reminders go out early and a failed run is soon retried. */
export const REMINDERS_EVERY_HOURS = 1;

/**
 * The reminders engine's schedule (ARCHITECTURE §10). The function only writes (markers and outbox
 * mails, in one transaction each): the Mailer sends. Runs are idempotent, so the hourly schedule
 * and Lambda's retries never mail twice. A run that keeps failing lands in the dead-letter queue,
 * and its alarm tells the operators.
 */
export function Reminders({ stack }: StackContext) {
  const { table } = use(Storage);
  const { alarmAction } = use(Alerts);
  const { environment } = use(Api);

  const deadLetters = new Queue(stack, 'RemindersDeadLetters', {
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
  });

  const reminders = new SstFunction(stack, 'Reminders', {
    handler: REMINDERS_HANDLER,
    description: `Stratum reminders engine (${REMINDERS_HANDLER})`,
    runtime: 'nodejs20.x',
    architecture: 'arm_64',
    memorySize: 512,
    // ~180 day Queries per kind's window and one small transaction per reminder
    timeout: 300,
    nodejs: lambdaNodejs(),
    environment,
    deadLetterQueue: deadLetters,
  });
  reminders.addToRolePolicy(
    new PolicyStatement({
      actions: DYNAMODB_ACTIONS,
      resources: tableResources(table.tableArn),
    }),
  );
  suppressFunctionDefaults(reminders);

  new Rule(stack, 'RemindersSchedule', {
    description:
      'Queues the reminders that are due (compliance due dates, overdue activities, waiting reviews)',
    schedule: Schedule.rate(Duration.hours(REMINDERS_EVERY_HOURS)),
    targets: [new LambdaFunction(reminders, { deadLetterQueue: deadLetters, retryAttempts: 2 })],
  });

  const deadLettersAlarm = new Alarm(stack, 'RemindersDeadLettersAlarm', {
    alarmDescription:
      'A reminders run failed for good: see the Reminders function logs and its dead-letter queue',
    metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  deadLettersAlarm.addAlarmAction(alarmAction);

  return { reminders, deadLetters };
}
