import { BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table, type StackContext, type TableGlobalIndexProps } from 'sst/constructs';
import { GLOBAL_INDEXES, PRIMARY, TTL_ATTRIBUTE, keyAttributes } from '@stratum/core/kernel/table';
import { NagSuppressions } from 'cdk-nag';
import { readSettings } from './settings';

export function Storage({ stack }: StackContext) {
  const { siteUrl } = readSettings();

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

  stack.addOutputs({ TableName: table.tableName, BucketName: bucket.bucketName });

  return { table, bucket };
}
