import { Client } from '@smithy/core/client';
import { Client as OlderClient } from '@smithy/smithy-client';

/**
 * Every request this process's AWS SDK clients send that could change the embedded AWS, counted
 * as it leaves, on the wire: the security suites' "nothing changed" checks skip their state read
 * while the count has not moved (tests/security/state.ts), so the count must see every such
 * request, whoever sends it.
 *
 * - Every client: the count is a middleware added to the middleware stack of any client on its
 *   first `send`. Every SDK v3 client sends through its base class's `send`: `@smithy/core`'s
 *   `Client` for the clients the product uses, `@smithy/smithy-client`'s for older ones (the
 *   Lambda client); both are patched, so the kernel's clients, ElectroDB's document client and a
 *   client a handler makes itself are all counted (tests/support/unchanged.test.ts plants writes
 *   through each).
 * - Attempts, not successes: it counts before the request goes out, so a write the service
 *   refuses (a failed condition, a cancelled transaction, a timeout) still counts.
 * - Unknown means write: a request is a read only if it is one of the reads listed below (a GET or
 *   HEAD for the REST services, S3 and SES); every other operation, of any service, counts.
 */

/** JSON-protocol operations (`x-amz-target: <service>.<operation>`) that change nothing. */
const READ_OPERATIONS = new Set([
  // DynamoDB
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'TransactGetItems',
  'DescribeTable',
  'DescribeTimeToLive',
  'ListTables',
  // Cognito
  'AdminGetUser',
  'GetUser',
  'ListUsers',
  'ListUsersInGroup',
  'AdminListGroupsForUser',
  'ListGroups',
  'GetGroup',
  'DescribeUserPool',
  'DescribeUserPoolClient',
  'ListUserPools',
  'ListUserPoolClients',
]);

interface WireRequest {
  method?: string;
  headers?: Record<string, string>;
}

/** Whether a request, as the SDK is about to send it, could change the service's state. */
export const isWrite = (request: WireRequest): boolean => {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const target = headers['x-amz-target'];
  if (target) return !READ_OPERATIONS.has(target.slice(target.lastIndexOf('.') + 1));
  const method = (request.method ?? '').toUpperCase();
  return method !== 'GET' && method !== 'HEAD';
};

interface Counter {
  writes: number;
  /** the stacks that already carry the middleware */
  stacks: WeakSet<object>;
}

/**
 * One counter per process, kept on `globalThis`: the SDK is loaded once per process, while this
 * module may be loaded again for each test file, and the patched `send` must count into the one
 * the state reads ask.
 */
const KEY = Symbol.for('stratum.tests.sdkWrites');
const holder = globalThis as { [KEY]?: Counter };

const MIDDLEWARE = 'stratumWriteCounter';

type Stack = object & {
  add: (
    mw: (next: (args: unknown) => Promise<unknown>) => (args: unknown) => Promise<unknown>,
    opts: { step: 'build'; name: string; priority: 'high' },
  ) => void;
};

type Send = (this: { middlewareStack: unknown }, ...args: unknown[]) => unknown;

/**
 * Starts counting (once per process; later calls do nothing). The security project's setup file
 * calls it before any handler is loaded.
 */
export const countSdkWrites = (): void => {
  if (holder[KEY]) return;
  const counter: Counter = { writes: 0, stacks: new WeakSet() };
  holder[KEY] = counter;
  for (const base of [Client, OlderClient] as Array<{ prototype: { send: Send } }>) {
    const send = base.prototype.send;
    base.prototype.send = function (this: { middlewareStack: unknown }, ...args: unknown[]) {
      const stack = this.middlewareStack as Stack;
      if (!counter.stacks.has(stack)) {
        counter.stacks.add(stack);
        // the build step runs once per send, after the request is serialised and before any
        // attempt (retries come later, in finalizeRequest)
        stack.add(
          (next) => (a) => {
            if (isWrite((a as { request?: WireRequest }).request ?? {})) counter.writes += 1;
            return next(a);
          },
          { step: 'build', name: MIDDLEWARE, priority: 'high' },
        );
      }
      return send.apply(this, args);
    };
  }
};

/** How many writes this process's SDK clients have sent so far; throws if nothing counts them. */
export const sdkWrites = (): number => {
  const counter = holder[KEY];
  if (!counter) {
    // Without the counter every state read would look reusable and every check would pass.
    throw new Error('SDK writes are not being counted: call countSdkWrites() in the setup file');
  }
  return counter.writes;
};
