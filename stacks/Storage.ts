import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupResource } from 'aws-cdk-lib/aws-backup';
import { BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table, type StackContext, type TableGlobalIndexProps } from 'sst/constructs';
import { GLOBAL_INDEXES, PRIMARY, TTL_ATTRIBUTE, keyAttributes } from '@stratum/core/kernel/table';
import { NagSuppressions } from 'cdk-nag';
import { BACKED_UP_STAGES, isPersistentStage, readSettings } from './settings';

/** How long a replaced or deleted file's earlier version can still be restored. */
export const FILE_VERSIONS_KEPT_DAYS = 90;

export function Storage({ app, stack }: StackContext) {
  const { siteUrl } = readSettings(app.stage);
  const persistent = isPersistentStage(app.stage);
  // A persistent stage's data outlives `sst remove` and a stack replaced by mistake; throwaway
  // stages take theirs with them (sst.config.ts sets their default removal policy to destroy).
  const keep = persistent ? { removalPolicy: RemovalPolicy.RETAIN } : {};

  // Keys and indexes come from the kernel's one list (STYLE §6), the same list ElectroDB and the
  // local provisioner use, so the deployed table cannot drift from what the code queries.
  const table = new Table(stack, 'Table', {
    fields: Object.fromEntries(keyAttributes().map((name) => [name, 'string' as const])),
    primaryIndex: { partitionKey: PRIMARY.pk, sortKey: PRIMARY.sk },
    globalIndexes: Object.fromEntries(
      Object.entries(GLOBAL_INDEXES).map(([name, keys]): [string, TableGlobalIndexProps] => [
        name,
        // ALL, as in createTableInput(): entities are read back whole from every index.
        { partitionKey: keys.pk, sortKey: keys.sk, projection: 'all' },
      ]),
    ),
    timeToLiveAttribute: TTL_ATTRIBUTE,
    // the mail outbox's sender is woken by new queued mails (stacks/Mailer.ts)
    stream: 'new_image',
    cdk: {
      table: {
        // SST already passes the deprecated `pointInTimeRecovery: true`; CDK refuses both forms
        // together, so clear it and state the non-deprecated one explicitly.
        pointInTimeRecovery: undefined,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: persistent,
        ...keep,
      },
    },
  });

  const bucket = new Bucket(stack, 'Files', {
    // true = BLOCK_ALL + bucket-owner-enforced ownership: files are only ever reached through
    // presigned URLs (ARCHITECTURE §5), never public ACLs or policies.
    blockPublicACLs: true,
    cors: [
      {
        // Browsers PUT/POST uploads and GET downloads straight to S3 with presigned URLs.
        // Until SITE_URL is known (first deploy, see settings.ts) the origin is `*`; that is safe
        // enough for one deploy because every request still needs a valid presigned signature.
        allowedOrigins: [siteUrl ?? '*'],
        allowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: '1 hour',
      },
    ],
    cdk: {
      bucket: {
        // S3-managed keys: encrypted at rest without giving every function KMS permissions.
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        // Evidence, working papers and letters are replaced or removed by people; every earlier
        // version stays restorable for FILE_VERSIONS_KEPT_DAYS (S3 versions whole buckets, and
        // keys start with the company, so no rule can single out one area).
        versioned: true,
        lifecycleRules: [
          {
            id: 'expire-old-versions',
            noncurrentVersionExpiration: Duration.days(FILE_VERSIONS_KEPT_DAYS),
            expiredObjectDeleteMarker: true,
          },
          { id: 'abort-unfinished-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ],
        ...keep,
      },
    },
  });

  NagSuppressions.addResourceSuppressions(
    bucket,
    [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Objects are reached only through presigned URLs the functions issue per request, and each issue is in that request’s JSON log line (request and company id)',
      },
    ],
    true,
  );

  if (BACKED_UP_STAGES.has(app.stage)) {
    // Daily backups kept 35 days, beside point-in-time recovery's 35 days of second-level restores:
    // a backup survives the table's deletion, and restores into another account's vault if needed.
    const plan = BackupPlan.daily35DayRetention(stack, 'Backup');
    plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(table.cdk.table)] });
    NagSuppressions.addResourceSuppressions(
      plan,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'AWSBackupServiceRolePolicyForBackup/Restores are the service role policies AWS Backup needs to back up and restore the table',
        },
      ],
      true,
    );
  }

  stack.addOutputs({ TableName: table.tableName, BucketName: bucket.bucketName });

  return { table, bucket };
}
