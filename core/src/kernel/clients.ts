import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { requestScope } from './request-scope';
import { checkCognitoGrant } from './identity-grants';

/**
 * The real AWS SDK v3 clients. Against the embedded AWS only the endpoints (and s3rver's fixed
 * credentials) differ; there is no other local code path.
 *
 * Every call reads or writes the table, so DynamoDB's client is loaded with the module. S3,
 * Cognito and SES are loaded by `import()` when a call first needs them (their callers import
 * their commands the same way): each SDK package takes a large share of a cold start, and most
 * Lambdas' calls never use them.
 */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/**
 * Every call waits a bounded time to connect and for an answer (per attempt, the SDK's retries
 * included), so a stalled service cannot hold a request until the function's own limit.
 */
const timeouts = () => {
  const c = config();
  return {
    requestHandler: {
      connectionTimeout: c.SDK_CONNECT_TIMEOUT_MS,
      requestTimeout: c.SDK_REQUEST_TIMEOUT_MS,
      // Without it the SDK only logs a warning when the answer is late, and goes on waiting.
      throwOnRequestTimeout: true,
    },
  };
};

interface Handles {
  config: {
    requestHandler: unknown;
  };
}

type Handle = (request: unknown, options?: { abortSignal?: AbortSignal }) => Promise<unknown>;

/**
 * Makes each call of the client listen to its request's signal (kernel/request-scope): when the
 * request gives up before the function's limit, its calls in flight are cancelled with it rather
 * than run on after the answer. ElectroDB sends through the client itself and takes no signal,
 * so the signal joins at the HTTP handler every call passes through.
 */
const cancellable = <C extends Handles>(client: C): C => {
  const handler = client.config.requestHandler as { handle: Handle };
  const handle = handler.handle.bind(handler);
  handler.handle = (request, options) =>
    handle(request, { ...options, abortSignal: options?.abortSignal ?? requestScope()?.signal });
  return client;
};

export const dynamo = once(() => {
  const c = config();
  return cancellable(
    new DynamoDBClient({
      region: c.AWS_REGION,
      ...timeouts(),
      ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}),
    }),
  );
});

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }),
);

export const s3 = once(async (): Promise<S3Client> => {
  const c = config();
  const { S3Client } = await import('@aws-sdk/client-s3');
  return cancellable(
    new S3Client({
      region: c.AWS_REGION,
      ...timeouts(),
      ...(c.S3_ENDPOINT
        ? {
            endpoint: c.S3_ENDPOINT,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    }),
  );
});

export const cognito = once(async (): Promise<CognitoIdentityProviderClient> => {
  const c = config();
  const { CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
  const client = cancellable(
    new CognitoIdentityProviderClient({
      region: c.AWS_REGION,
      ...timeouts(),
      ...(c.COGNITO_ENDPOINT ? { endpoint: c.COGNITO_ENDPOINT } : {}),
    }),
  );
  // What IAM enforces when deployed, enforced here too: every function runs in one process
  // locally, so a call from a function without the grant is refused before it is sent.
  client.middlewareStack.add(
    (next, context) => (args) => {
      const principal = requestScope()?.principal;
      if (principal) checkCognitoGrant(principal, context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize', name: 'stratumCognitoGrants' },
  );
  return client;
});

export const ses = once(async (): Promise<SESv2Client> => {
  const c = config();
  const { SESv2Client } = await import('@aws-sdk/client-sesv2');
  return cancellable(
    new SESv2Client({
      region: c.AWS_REGION,
      ...timeouts(),
      ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}),
    }),
  );
});
