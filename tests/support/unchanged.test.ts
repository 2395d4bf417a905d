import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { cognito, documentClient, dynamo, s3 } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { sendMail } from '@stratum/core/kernel/mail';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectUnchanged, stateReads, worldState } from '../security/state';
import { publishManual, type SecurityWorld } from '../security/world';
import { post, useTransport } from './api';
import { tenantSnapshot } from './snapshot';
import { inProcess } from './in-process';
import { withOrg } from './org';
import { makeTenant, ownerSession, type Person } from './world';
import { isWrite, sdkWrites } from './writes';
import { demoLogins } from '../../packages/local/src/seed';

/**
 * The generated suites' "nothing changed" check skips its state read when the call sent no write
 * (tests/security/state.ts). These tests plant writes where a faulty handler would make them and
 * show that every one is still caught: if the shortcut ever hid a write, one of them fails.
 */

let w: SecurityWorld;

beforeAll(async () => {
  const session = await ownerSession();
  const owner: Person = { ...session, email: demoLogins().owner.email };
  const [a, b] = await Promise.all([
    makeTenant(session, 'sec-checker-a').then(withOrg),
    makeTenant(session, 'sec-checker-b').then(withOrg),
  ]);
  const manuals = {
    readable: await publishManual(owner.token, 'risk'),
    hidden: await publishManual(owner.token, 'risk'),
  };
  w = { owner, a, b, manuals, mails: {} };
});

afterEach(() => useTransport(inProcess));

/** A call every company employee is refused: adding a business unit is the administrator's. */
const refusedCall = async () => {
  const r = await post('/business-unit/add', { name: 'Planted', status: 'Active' }, w.a.employee.token);
  expect(r.status, r.body.err_msg).toBe(403);
};

/** The key of an item in a tenant's partition (tests/support/snapshot.ts reads exactly these). */
const inPartition = (companyId: string, sk: string) => ({
  pk: `$stratum#companyid_${companyId.toLowerCase()}`,
  sk,
});

let planted = 0;
const plantedKey = () => inPartition(w.a.companyId, `$planted#${(planted += 1)}`);

/** Makes the next calls' handler run `write` before answering, as a faulty handler would. */
const handlerThatAlso = (write: () => Promise<unknown>) =>
  useTransport(async (request) => {
    await write();
    return inProcess(request);
  });

describe('a refused call', () => {
  it('that sends no write is answered from the kept read: no second read', async () => {
    const before = await worldState(w);
    const [reads, writes] = [stateReads(), sdkWrites()];
    await refusedCall();
    expect(sdkWrites(), 'a refused call sent a write').toBe(writes);
    await expectUnchanged(w, before);
    expect(stateReads()).toBe(reads);
  });

  const table = () => config().TABLE_NAME;
  const bucket = () => config().BUCKET_NAME;
  const PLANTS: ReadonlyArray<{ name: string; write: () => Promise<unknown>; changes: RegExp }> = [
    {
      name: 'a DynamoDB PutItem (the low-level client)',
      write: () => {
        const { pk, sk } = plantedKey();
        return dynamo().send(
          new PutItemCommand({ TableName: table(), Item: { pk: { S: pk }, sk: { S: sk } } }),
        );
      },
      changes: /tenant A changed/,
    },
    {
      name: 'a document-client Put',
      write: () => documentClient().send(new PutCommand({ TableName: table(), Item: plantedKey() })),
      changes: /tenant A changed/,
    },
    {
      name: 'an Update of an item the tenant already had',
      write: async () => {
        const [first] = JSON.parse(await tenantSnapshot(w.a.companyId)) as Array<{ pk: string; sk: string }>;
        return documentClient().send(
          new UpdateCommand({
            TableName: table(),
            Key: { pk: first!.pk, sk: first!.sk },
            UpdateExpression: 'SET planted = :p',
            ExpressionAttributeValues: { ':p': (planted += 1) },
          }),
        );
      },
      changes: /tenant A changed/,
    },
    {
      name: 'a TransactWriteItems',
      write: () =>
        documentClient().send(
          new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table(), Item: plantedKey() } }] }),
        ),
      changes: /tenant A changed/,
    },
    {
      name: 'a BatchWriteItem',
      write: () =>
        documentClient().send(
          new BatchWriteCommand({ RequestItems: { [table()]: [{ PutRequest: { Item: plantedKey() } }] } }),
        ),
      changes: /tenant A changed/,
    },
    {
      name: 'an S3 PutObject under the tenant',
      write: async () =>
        (await s3()).send(
          new PutObjectCommand({
            Bucket: bucket(),
            Key: `${w.a.companyId}/planted-${planted++}.txt`,
            Body: 'x',
          }),
        ),
      changes: /tenant A changed/,
    },
    {
      name: 'an S3 PutObject from a client the handler made itself',
      write: () => {
        const own = new S3Client({
          region: config().AWS_REGION,
          endpoint: config().S3_ENDPOINT,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED',
        });
        return own.send(
          new PutObjectCommand({ Bucket: bucket(), Key: `${w.b.companyId}/own-${planted++}.txt`, Body: 'x' }),
        );
      },
      changes: /tenant B changed/,
    },
    {
      name: 'a mail sent to tenant A’s administrator',
      write: () => sendMail({ to: w.a.admin.email, subject: 'Planted', paragraphs: ['Nothing happened.'] }),
      changes: /tenant A changed/,
    },
    {
      name: 'a new version of a user manual',
      write: async () =>
        (await s3()).send(
          new PutObjectCommand({
            Bucket: bucket(),
            Key: `platform/manuals/${w.manuals.readable.id}/planted.pdf`,
            Body: 'x',
          }),
        ),
      changes: /platform content/,
    },
  ];

  it.each(PLANTS.map((p) => [p.name, p] as const))(
    'whose handler still sends %s: the check reads again and fails',
    async (_name, plant) => {
      const before = await worldState(w);
      handlerThatAlso(plant.write);
      await refusedCall();
      await expect(expectUnchanged(w, before)).rejects.toThrow(plant.changes);
    },
  );

  it('whose handler deletes an item: caught', async () => {
    const key = plantedKey();
    await documentClient().send(new PutCommand({ TableName: table(), Item: key }));
    const before = await worldState(w);
    handlerThatAlso(() => documentClient().send(new DeleteCommand({ TableName: table(), Key: key })));
    await refusedCall();
    await expect(expectUnchanged(w, before)).rejects.toThrow(/tenant A changed/);
  });

  it('whose handler deletes a file: caught', async () => {
    const Key = `${w.a.companyId}/to-delete.txt`;
    await (await s3()).send(new PutObjectCommand({ Bucket: bucket(), Key, Body: 'x' }));
    const before = await worldState(w);
    handlerThatAlso(async () => (await s3()).send(new DeleteObjectCommand({ Bucket: bucket(), Key })));
    await refusedCall();
    await expect(expectUnchanged(w, before)).rejects.toThrow(/tenant A changed/);
  });

  it('whose handler’s write fails its condition (nothing changed) still gets a full read', async () => {
    const key = plantedKey();
    await documentClient().send(new PutCommand({ TableName: table(), Item: key }));
    const before = await worldState(w);
    const reads = stateReads();
    let refused: unknown;
    handlerThatAlso(() =>
      documentClient()
        .send(
          new PutCommand({
            TableName: table(),
            Item: key,
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .catch((e: unknown) => {
          refused = e;
        }),
    );
    await refusedCall();
    expect((refused as Error | undefined)?.name).toBe('ConditionalCheckFailedException');
    await expectUnchanged(w, before);
    expect(stateReads(), 'a refused write must still make the check read').toBe(reads + 1);
  });

  it('whose handler changes the identity provider: counted, so the check reads again', async () => {
    await worldState(w);
    const reads = stateReads();
    handlerThatAlso(async () =>
      (await cognito()).send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: config().USER_POOL_ID,
          Username: w.a.employee.email,
          UserAttributes: [{ Name: 'family_name', Value: 'Planted' }],
        }),
      ),
    );
    await refusedCall();
    await worldState(w);
    expect(stateReads()).toBe(reads + 1);
  });
});

it('a write made after the call answered (a job in the background) is caught by the next check', async () => {
  const before = await worldState(w);
  await refusedCall();
  await documentClient().send(new PutCommand({ TableName: config().TABLE_NAME, Item: plantedKey() }));
  await expect(expectUnchanged(w, before)).rejects.toThrow(/tenant A changed/);
});

it('tells reads from writes on the wire, and takes what it does not know for a write', () => {
  const json = (target: string) => ({ method: 'POST', headers: { 'X-Amz-Target': target } });
  const cases: Array<[string, { method: string; headers?: Record<string, string> }, boolean]> = [
    ['DynamoDB GetItem', json('DynamoDB_20120810.GetItem'), false],
    ['DynamoDB Query', json('DynamoDB_20120810.Query'), false],
    ['DynamoDB PutItem', json('DynamoDB_20120810.PutItem'), true],
    ['DynamoDB UpdateItem', json('DynamoDB_20120810.UpdateItem'), true],
    ['DynamoDB DeleteItem', json('DynamoDB_20120810.DeleteItem'), true],
    ['DynamoDB TransactWriteItems', json('DynamoDB_20120810.TransactWriteItems'), true],
    ['DynamoDB BatchWriteItem', json('DynamoDB_20120810.BatchWriteItem'), true],
    ['DynamoDB ExecuteStatement (may write)', json('DynamoDB_20120810.ExecuteStatement'), true],
    ['Cognito AdminGetUser', json('AWSCognitoIdentityProviderService.AdminGetUser'), false],
    ['Cognito InitiateAuth', json('AWSCognitoIdentityProviderService.InitiateAuth'), true],
    ['Cognito SignUp', json('AWSCognitoIdentityProviderService.SignUp'), true],
    ['Cognito ForgotPassword', json('AWSCognitoIdentityProviderService.ForgotPassword'), true],
    ['an operation nobody listed', json('SomeService.DoSomething'), true],
    ['S3 GetObject / ListObjectsV2', { method: 'GET' }, false],
    ['S3 HeadObject', { method: 'HEAD' }, false],
    ['S3 PutObject / CopyObject', { method: 'PUT' }, true],
    ['S3 DeleteObject', { method: 'DELETE' }, true],
    ['S3 DeleteObjects / CreateMultipartUpload, SES SendEmail', { method: 'POST' }, true],
  ];
  for (const [name, request, write] of cases) expect(isWrite(request), name).toBe(write);
});
