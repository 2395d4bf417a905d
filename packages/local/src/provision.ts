import {
  AddCustomAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { createTableInput, TTL_ATTRIBUTE } from '../../../core/src/kernel/table';
import type { EmbeddedAws } from './aws';
import { sleep } from './ports';

export interface ProvisionNames {
  tableName: string;
  bucketName: string;
  userPoolName: string;
  allowedOrigins: string[];
}

export interface Provisioned {
  region: string;
  tableName: string;
  bucketName: string;
  userPoolId: string;
  userPoolClientId: string;
}

export const LOCAL_REGION = 'us-east-1';
/** DynamoDB Local, cognito-local and aws-ses-v2-local accept any static pair. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** s3rver's built-in key pair (aws.ts also registers LOCAL_CREDENTIALS with it). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const APP_CLIENT_NAME = 'stratum-web';
export const GROUPS = ['holder', 'employee'] as const;
export const MAIL_FROM = 'Stratum <no-reply@stratum.local>';

/** S3 client settings s3rver needs: path-style URLs, and no flexible checksums (it rejects them). */
export function s3ClientFor(aws: EmbeddedAws): S3Client {
  return new S3Client({
    region: LOCAL_REGION,
    endpoint: aws.endpoints.s3,
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function dynamoDbClientFor(aws: EmbeddedAws): DynamoDBClient {
  return new DynamoDBClient({
    region: LOCAL_REGION,
    endpoint: aws.endpoints.dynamodb,
    credentials: LOCAL_CREDENTIALS,
  });
}

export function cognitoClientFor(aws: EmbeddedAws): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint: aws.endpoints.cognito,
    credentials: LOCAL_CREDENTIALS,
  });
}

async function provisionTable(db: DynamoDBClient, tableName: string): Promise<void> {
  const exists = await db.send(new DescribeTableCommand({ TableName: tableName })).then(
    () => true,
    (err: unknown) => {
      if (err instanceof ResourceNotFoundException) return false;
      throw err;
    },
  );
  if (!exists) {
    await db.send(new CreateTableCommand(createTableInput(tableName))).catch((err: unknown) => {
      // Someone else provisioning the same data folder got there first: same outcome.
      if (!(err instanceof ResourceInUseException)) throw err;
    });
  }
  // DynamoDB Local creates tables ACTIVE at once; real DynamoDB does not, so do not assume it.
  for (let i = 0; ; i++) {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') break;
    if (i > 100) throw new Error(`table ${tableName} stuck in ${Table?.TableStatus}`);
    await sleep(100);
  }

  const ttl = await db.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status === 'ENABLED' || status === 'ENABLING') return;
  await db
    .send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    )
    .catch((err: unknown) => {
      if (!(err instanceof Error && /already enabled/i.test(err.message))) throw err;
    });
}

async function provisionBucket(s3: S3Client, bucketName: string, allowedOrigins: string[]): Promise<void> {
  const exists = await s3.send(new HeadBucketCommand({ Bucket: bucketName })).then(
    () => true,
    (err: unknown) => {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return false;
      throw err;
    },
  );
  if (!exists) {
    await s3.send(new CreateBucketCommand({ Bucket: bucketName })).catch((err: unknown) => {
      // Created meanwhile by another provisioner; s3rver says BucketAlreadyExists, AWS the other.
      const name = (err as Error).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw err;
    });
  }
  // Written every time: it is idempotent, and the app URL (an allowed origin) may have changed.
  // Browsers upload and download with presigned URLs, so the bucket must answer CORS itself.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucketName,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: allowedOrigins,
            AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

const CUSTOM_ATTRIBUTES: SchemaAttributeType[] = [
  { Name: 'companyId', AttributeDataType: 'String', Mutable: true },
  { Name: 'employeeId', AttributeDataType: 'String', Mutable: true },
];

async function findUserPool(
  cognito: CognitoIdentityProviderClient,
  name: string,
): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
    const pool = page.UserPools?.find((p) => p.Name === name);
    if (pool?.Id) return pool.Id;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

async function provisionUserPool(cognito: CognitoIdentityProviderClient, name: string): Promise<string> {
  const existing = await findUserPool(cognito, name);
  if (existing) {
    // A pool made by an older provisioner may lack an attribute added since; add what is missing.
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: existing }));
    const have = new Set((UserPool?.SchemaAttributes ?? []).map((a) => a.Name));
    const missing = CUSTOM_ATTRIBUTES.filter((a) => !have.has(`custom:${a.Name}`));
    if (missing.length > 0) {
      await cognito.send(new AddCustomAttributesCommand({ UserPoolId: existing, CustomAttributes: missing }));
    }
    return existing;
  }
  const created = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: name,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Schema: CUSTOM_ATTRIBUTES,
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error('CreateUserPool returned no pool id');
  return id;
}

async function provisionGroups(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const have = new Set<string>();
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60, NextToken }));
    for (const g of page.Groups ?? []) if (g.GroupName) have.add(g.GroupName);
    NextToken = page.NextToken;
  } while (NextToken);
  for (const group of GROUPS) {
    if (!have.has(group))
      await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
}

async function provisionAppClient(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string> {
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60, NextToken }),
    );
    const client = page.UserPoolClients?.find((c) => c.ClientName === APP_CLIENT_NAME);
    if (client?.ClientId) return client.ClientId;
    NextToken = page.NextToken;
  } while (NextToken);
  const created = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: APP_CLIENT_NAME,
      // The SPA cannot keep a secret.
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('CreateUserPoolClient returned no client id');
  return id;
}

/**
 * Creates the table, bucket and user pool the application expects. Idempotent: against a data
 * folder that already has them it creates nothing and returns the same ids.
 */
export async function provision(aws: EmbeddedAws, names: ProvisionNames): Promise<Provisioned> {
  const db = dynamoDbClientFor(aws);
  const s3 = s3ClientFor(aws);
  const cognito = cognitoClientFor(aws);
  try {
    const [, , userPool] = await Promise.all([
      provisionTable(db, names.tableName),
      provisionBucket(s3, names.bucketName, names.allowedOrigins),
      (async () => {
        const userPoolId = await provisionUserPool(cognito, names.userPoolName);
        await provisionGroups(cognito, userPoolId);
        return { userPoolId, userPoolClientId: await provisionAppClient(cognito, userPoolId) };
      })(),
    ]);
    return {
      region: LOCAL_REGION,
      tableName: names.tableName,
      bucketName: names.bucketName,
      ...userPool,
    };
  } finally {
    db.destroy();
    s3.destroy();
    cognito.destroy();
  }
}

/** The environment variables the application reads. */
export function envFor(aws: EmbeddedAws, p: Provisioned, appUrl: string): Record<string, string> {
  return {
    AWS_REGION: p.region,
    TABLE_NAME: p.tableName,
    BUCKET_NAME: p.bucketName,
    USER_POOL_ID: p.userPoolId,
    USER_POOL_CLIENT_ID: p.userPoolClientId,
    DYNAMODB_ENDPOINT: aws.endpoints.dynamodb,
    S3_ENDPOINT: aws.endpoints.s3,
    COGNITO_ENDPOINT: aws.endpoints.cognito,
    SES_ENDPOINT: aws.endpoints.ses,
    APP_URL: appUrl,
    MAIL_FROM,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  };
}
