import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/**
 * The real AWS SDK v3 clients. Against the embedded AWS only the endpoints (and s3rver's fixed
 * credentials) differ; there is no other local code path.
 */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

export const dynamo = once(() => {
  const c = config();
  return new DynamoDBClient({
    region: c.AWS_REGION,
    ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}),
  });
});

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }),
);

export const s3 = once(() => {
  const c = config();
  return new S3Client({
    region: c.AWS_REGION,
    ...(c.S3_ENDPOINT
      ? {
          endpoint: c.S3_ENDPOINT,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
});

export const cognito = once(() => {
  const c = config();
  return new CognitoIdentityProviderClient({
    region: c.AWS_REGION,
    ...(c.COGNITO_ENDPOINT ? { endpoint: c.COGNITO_ENDPOINT } : {}),
  });
});

export const ses = once(() => {
  const c = config();
  return new SESv2Client({ region: c.AWS_REGION, ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}) });
});
