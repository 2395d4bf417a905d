import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Alerts } from '../Alerts';
import { suppressSstInternals } from '../nag';
import { Storage } from '../Storage';
import { type NagReview, createTestApp, describeFinding, reviewWithNag, templateOf } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let storage: Template;
let alerts: Template;
let nag: NagReview;

/** The persistent stage's data stacks, as `sst deploy --stage prod` builds them. */
beforeAll(async () => {
  const app = await createTestApp({ MAIL_DOMAIN: 'acme.io', ALARM_EMAIL: 'ops@acme.io' }, 'prod');
  nag = reviewWithNag(app);
  app.stack(Alerts).stack(Storage);
  suppressSstInternals(app);
  storage = templateOf(Storage);
  alerts = templateOf(Alerts);
});

describe('a persistent stage (prod)', () => {
  it('passes the template review: the backup plan’s role included', () => {
    expect(nag.errors.map(describeFinding)).toEqual([]);
    expect(nag.failures.map(describeFinding)).toEqual([]);
    expect(nag.suppressed.some((s) => s.path.includes('Backup'))).toBe(true);
  });

  it('protects the table from deletion and keeps it and the files bucket when the stack goes', () => {
    const [table] = Object.values(storage.findResources('AWS::DynamoDB::Table')) as Resource[];
    expect(table!.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table!.DeletionPolicy).toBe('Retain');
    const buckets = Object.values(storage.findResources('AWS::S3::Bucket')) as Resource[];
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) expect(b.DeletionPolicy).toBe('Retain');
  });

  it('backs the table up daily and keeps each backup 35 days', () => {
    const [plan] = Object.values(storage.findResources('AWS::Backup::BackupPlan')) as Resource[];
    const rules = (plan!.Properties.BackupPlan as { BackupPlanRule: Record<string, unknown>[] })
      .BackupPlanRule;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      ScheduleExpression: 'cron(0 5 * * ? *)',
      Lifecycle: { DeleteAfterDays: 35 },
    });
    const [selection] = Object.values(storage.findResources('AWS::Backup::BackupSelection')) as Resource[];
    expect(JSON.stringify(selection!.Properties)).toContain('Table');
  });

  it('mails the alarms to the stage’s ALARM_EMAIL', () => {
    alerts.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@acme.io' });
  });
});
