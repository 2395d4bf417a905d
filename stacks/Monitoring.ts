import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as SstFunction } from 'sst/constructs';
import { use, type StackContext } from 'sst/constructs';
import { Alerts } from './Alerts';
import { Api } from './Api';
import { Mailer } from './Mailer';
import { Reminders } from './Reminders';
import { Storage } from './Storage';

const FIVE_MINUTES = Duration.minutes(5);

/** What pages the operator: each alarm's threshold, in one place the infra test and the runbook read. */
export const ALARM_THRESHOLDS = {
  /** per cent of API requests answered 5xx in five minutes (with at least a few requests) */
  api5xxPercent: 5,
  /** unhandled errors of one function in five minutes (a family answers its own errors in the envelope) */
  lambdaErrors: 1,
  /** throttled invocations of one function in five minutes */
  lambdaThrottles: 1,
  /** throttled table requests in five minutes */
  tableThrottles: 1,
  /** DynamoDB system errors (HTTP 500 from the service) in five minutes */
  tableSystemErrors: 1,
  /** SES account reputation: AWS reviews an account at 5 % bounces and 0.1 % complaints */
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
} as const;

/** The table operations the code performs (core/src/kernel via ElectroDB). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/**
 * Observability per stage (ARCHITECTURE §1, the operations runbook): alarms on what hurts users —
 * API 5xx rate, function errors and throttles, table throttles and system errors, SES reputation —
 * all to the stage's alarm topic, and one dashboard that shows the same signals.
 */
export function Monitoring({ app, stack }: StackContext) {
  const { alarmAction } = use(Alerts);
  const { api, functions } = use(Api);
  const { mailer } = use(Mailer);
  const { reminders } = use(Reminders);
  const { table } = use(Storage);
  const httpApi = api.cdk.httpApi;

  const alarm = (id: string, description: string, metric: IMetric, threshold: number) => {
    const a = new Alarm(stack, id, {
      alarmDescription: `Stratum ${app.stage}: ${description}`,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    a.addAlarmAction(alarmAction);
    return a;
  };

  const requests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
  const serverErrors = httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
  const clientErrors = httpApi.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' });
  // Below 20 requests in five minutes one failure is not a rate; the function alarms catch it.
  const serverErrorRate = new MathExpression({
    expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
    usingMetrics: { requests, errors: serverErrors },
    period: FIVE_MINUTES,
    label: 'API 5xx (%)',
  });
  alarm(
    'Api5xxRate',
    `more than ${ALARM_THRESHOLDS.api5xxPercent} % of API requests failed with 5xx in five minutes`,
    serverErrorRate,
    ALARM_THRESHOLDS.api5xxPercent,
  );

  const allFunctions: [string, SstFunction][] = [
    ...Object.entries(functions),
    ['mailer', mailer],
    ['reminders', reminders],
  ];
  for (const [name, fn] of allFunctions) {
    const id = name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
    alarm(
      `${id}Errors`,
      `the ${name} function failed (an unhandled error, a timeout or out of memory)`,
      fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ALARM_THRESHOLDS.lambdaErrors,
    );
    alarm(
      `${id}Throttles`,
      `the ${name} function was throttled (the account's concurrency is used up)`,
      fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ALARM_THRESHOLDS.lambdaThrottles,
    );
  }

  const tableThrottles = table.cdk.table.metricThrottledRequestsForOperations({
    operations: TABLE_OPERATIONS,
    period: FIVE_MINUTES,
  });
  const tableSystemErrors = table.cdk.table.metricSystemErrorsForOperations({
    operations: TABLE_OPERATIONS,
    period: FIVE_MINUTES,
  });
  alarm('TableThrottles', 'table requests were throttled', tableThrottles, ALARM_THRESHOLDS.tableThrottles);
  alarm(
    'TableSystemErrors',
    'DynamoDB answered table requests with system errors',
    tableSystemErrors,
    ALARM_THRESHOLDS.tableSystemErrors,
  );

  // Account-wide: SES publishes reputation per account and region, not per identity.
  const ses = (metricName: string) =>
    new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
  const bounceRate = ses('Reputation.BounceRate');
  const complaintRate = ses('Reputation.ComplaintRate');
  alarm(
    'SesBounceRate',
    'the SES bounce rate is near the level where AWS reviews the account',
    bounceRate,
    ALARM_THRESHOLDS.sesBounceRate,
  );
  alarm(
    'SesComplaintRate',
    'the SES complaint rate is near the level where AWS reviews the account',
    complaintRate,
    ALARM_THRESHOLDS.sesComplaintRate,
  );

  const sumOf = (label: string, prefix: string, metrics: IMetric[]) =>
    new MathExpression({
      expression: metrics.map((_m, i) => `${prefix}${i}`).join(' + '),
      usingMetrics: Object.fromEntries(metrics.map((m, i) => [`${prefix}${i}`, m])),
      period: FIVE_MINUTES,
      label,
    });
  // CloudWatch math takes at most 10 metrics per expression: the functions' errors in groups.
  const groups = <T>(list: T[], size: number): T[][] =>
    Array.from({ length: Math.ceil(list.length / size) }, (_v, i) => list.slice(i * size, i * size + size));
  const errorGroups = groups(allFunctions, 10).map((group, i) =>
    sumOf(
      `function errors ${i + 1}`,
      `g${i}f`,
      group.map(([, fn]) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
    ),
  );

  const dashboard = new Dashboard(stack, 'Dashboard', {
    dashboardName: `stratum-${app.stage}`,
    defaultInterval: Duration.hours(24),
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown: `# Stratum ${app.stage}\nAlarms go to the stage's alarm topic; docs/operations.md says what each one means.`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'API requests and errors',
      left: [requests, clientErrors, serverErrors],
      width: 12,
    }),
    new GraphWidget({
      title: 'API latency (p50, p95)',
      left: [
        httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
        httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p95' }),
      ],
      right: [serverErrorRate],
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'Function errors', left: errorGroups, width: 12 }),
    new GraphWidget({
      title: 'Mailer and reminders',
      left: [
        mailer.metricInvocations({ period: FIVE_MINUTES, statistic: 'Sum' }),
        reminders.metricInvocations({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ],
      right: [
        mailer.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        reminders.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ],
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Table capacity used',
      left: [
        table.cdk.table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
        table.cdk.table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ],
      width: 12,
    }),
    // (each is a sum over the same per-operation metrics: they cannot share one graph)
    new GraphWidget({ title: 'Table throttles', left: [tableThrottles], width: 6 }),
    new GraphWidget({ title: 'Table system errors', left: [tableSystemErrors], width: 6 }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'SES reputation', left: [bounceRate, complaintRate], width: 12 }),
  );

  stack.addOutputs({ DashboardName: dashboard.dashboardName });

  return { dashboard };
}
