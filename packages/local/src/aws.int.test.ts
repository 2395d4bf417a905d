import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableInput, TTL_ATTRIBUTE } from '../../../core/src/kernel/table';
import { startEmbeddedAws, type EmbeddedAws } from './aws';
import { isPortOpen } from './ports';
import {
  APP_CLIENT_NAME,
  cognitoClientFor,
  dynamoDbClientFor,
  provision,
  s3ClientFor,
  type ProvisionNames,
  type Provisioned,
} from './provision';

const names: ProvisionNames = {
  tableName: 'stratum-test',
  bucketName: 'stratum-test-files',
  userPoolName: 'stratum-test-users',
  allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
};

const START = 60_000;

const hostPort = (endpoint: string): [string, number] => {
  const url = new URL(endpoint);
  return [url.hostname, Number(url.port)];
};

describe('throwaway embedded AWS', () => {
  let aws: EmbeddedAws;
  let first: Provisioned;
  let second: Provisioned;

  beforeAll(async () => {
    aws = await startEmbeddedAws({ quiet: true });
    first = await provision(aws, names);
    second = await provision(aws, names);
  }, START);

  afterAll(async () => {
    await aws?.stop();
  });

  it('provisions idempotently: the second run returns the same ids', () => {
    expect(second).toEqual(first);
    expect(first.region).toBe('us-east-1');
    expect(first.userPoolId).toMatch(/\S/);
    expect(first.userPoolClientId).toMatch(/\S/);
  });

  it('creates the table exactly as createTableInput describes it, with TTL on', async () => {
    const db = dynamoDbClientFor(aws);
    try {
      const want = createTableInput(names.tableName);
      const { Table } = await db.send(new DescribeTableCommand({ TableName: names.tableName }));
      expect(Table?.KeySchema).toEqual(want.KeySchema);
      const byName = <T extends { AttributeName?: string; IndexName?: string }>(a: T, b: T): number =>
        (a.AttributeName ?? a.IndexName ?? '').localeCompare(b.AttributeName ?? b.IndexName ?? '');
      expect([...(Table?.AttributeDefinitions ?? [])].sort(byName)).toEqual(
        [...(want.AttributeDefinitions ?? [])].sort(byName),
      );
      const indexes = (Table?.GlobalSecondaryIndexes ?? [])
        .map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection }))
        .sort(byName);
      expect(indexes).toEqual([...(want.GlobalSecondaryIndexes ?? [])].sort(byName));

      const ttl = await db.send(new DescribeTimeToLiveCommand({ TableName: names.tableName }));
      expect(ttl.TimeToLiveDescription).toMatchObject({
        TimeToLiveStatus: 'ENABLED',
        AttributeName: TTL_ATTRIBUTE,
      });
    } finally {
      db.destroy();
    }
  });

  it('gives the bucket the CORS rule browsers need for presigned uploads', async () => {
    const s3 = s3ClientFor(aws);
    try {
      const { CORSRules } = await s3.send(new GetBucketCorsCommand({ Bucket: names.bucketName }));
      expect(CORSRules).toHaveLength(1);
      expect(CORSRules?.[0]).toMatchObject({
        AllowedOrigins: names.allowedOrigins,
        AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
        AllowedHeaders: ['*'],
        ExposeHeaders: ['ETag'],
      });
    } finally {
      s3.destroy();
    }
  });

  it('creates one user pool with the custom attributes, both groups and one app client', async () => {
    const cognito = cognitoClientFor(aws);
    try {
      const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      expect(pools.UserPools?.filter((p) => p.Name === names.userPoolName).map((p) => p.Id)).toEqual([
        first.userPoolId,
      ]);

      const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: first.userPoolId }));
      expect(UserPool?.UsernameAttributes).toEqual(['email']);
      const attributes = (UserPool?.SchemaAttributes ?? []).map((a) => a.Name);
      expect(attributes).toEqual(expect.arrayContaining(['custom:companyId', 'custom:employeeId']));

      const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: first.userPoolId }));
      expect((groups.Groups ?? []).map((g) => g.GroupName).sort()).toEqual(['employee', 'holder']);

      const clients = await cognito.send(
        new ListUserPoolClientsCommand({ UserPoolId: first.userPoolId, MaxResults: 60 }),
      );
      expect((clients.UserPoolClients ?? []).map((c) => c.ClientId)).toEqual([first.userPoolClientId]);
      const { UserPoolClient } = await cognito.send(
        new DescribeUserPoolClientCommand({ UserPoolId: first.userPoolId, ClientId: first.userPoolClientId }),
      );
      expect(UserPoolClient?.ClientName).toBe(APP_CLIENT_NAME);
      expect(UserPoolClient?.ClientSecret).toBeUndefined();
      expect(UserPoolClient?.ExplicitAuthFlows).toEqual(
        expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      );
    } finally {
      cognito.destroy();
    }
  });

  it(
    'stop() closes every port and can be called again',
    async () => {
      const endpoints = Object.values(aws.endpoints).map(hostPort);
      for (const [host, port] of endpoints) expect(await isPortOpen(host, port)).toBe(true);
      await aws.stop();
      await aws.stop();
      for (const [host, port] of endpoints) expect(await isPortOpen(host, port)).toBe(false);
    },
    START,
  );
});

describe('embedded AWS with a data folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'stratum-aws-test-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps table items, files and the user pool across a restart',
    async () => {
      const key = { pk: { S: 'company#1' }, sk: { S: 'profile' } };

      const before = await startEmbeddedAws({ dataDir, quiet: true });
      let ids: Provisioned;
      try {
        ids = await provision(before, names);
        const db = dynamoDbClientFor(before);
        const s3 = s3ClientFor(before);
        await db.send(
          new PutItemCommand({ TableName: names.tableName, Item: { ...key, name: { S: 'Acme' } } }),
        );
        await s3.send(new PutObjectCommand({ Bucket: names.bucketName, Key: '1/logo/a.txt', Body: 'logo' }));
        db.destroy();
        s3.destroy();
      } finally {
        await before.stop();
      }

      const after = await startEmbeddedAws({ dataDir, quiet: true });
      try {
        expect(await provision(after, names)).toEqual(ids);
        const db = dynamoDbClientFor(after);
        const s3 = s3ClientFor(after);
        const { Item } = await db.send(new GetItemCommand({ TableName: names.tableName, Key: key }));
        expect(Item?.name).toEqual({ S: 'Acme' });
        const file = await s3.send(new GetObjectCommand({ Bucket: names.bucketName, Key: '1/logo/a.txt' }));
        expect(await file.Body?.transformToString()).toBe('logo');
        db.destroy();
        s3.destroy();
      } finally {
        await after.stop();
      }
    },
    2 * START,
  );
});
