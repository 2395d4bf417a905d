import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StackContext } from 'sst/constructs';
import { readSettings } from './settings';

/**
 * Where every alarm of the stage goes: one SNS topic, mailed to the stage's ALARM_EMAIL. It comes
 * first in the stack order so each stack can point its own alarms at it (a later stack holding the
 * topic would make the earlier ones depend on it, a cycle).
 */
export function Alerts({ app, stack }: StackContext) {
  const { alarmEmail } = readSettings(app.stage);

  // Encrypted with our own key: CloudWatch cannot publish to a topic under the AWS-managed SNS key.
  const key = new Key(stack, 'AlarmsKey', {
    description: `Stratum ${app.stage}: encrypts the alarm topic`,
    enableKeyRotation: true,
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }),
  );

  const topic = new Topic(stack, 'Alarms', {
    displayName: `Stratum ${app.stage} alarms`,
    masterKey: key,
    enforceSSL: true,
  });
  if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));

  stack.addOutputs({ AlarmTopicArn: topic.topicArn });

  return { topic, alarmAction: new SnsAction(topic) };
}
