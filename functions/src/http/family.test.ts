import { AppError } from '@stratum/core/kernel/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@stratum/contracts';
import { bind } from './bind';
import { failure, familyHandler, unboundRoutes } from './family';

describe('failure envelopes', () => {
  it('turns a validation error into 400 naming each field', () => {
    const err = z
      .object({ email: z.email('must be a valid email address'), name: z.string() })
      .safeParse({ email: 'x' }).error!;
    const { status, body } = failure(err, 'r1');
    expect(status).toBe(400);
    expect(body.res).toBe('FAILED');
    expect(body.err_msg).toBe(
      'email: must be a valid email address; name: Invalid input: expected string, received undefined',
    );
    expect(body.data?.issues?.map((i) => i.path)).toEqual(['email', 'name']);
  });

  it.each([
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['FORBIDDEN', 403],
    ['UNAUTHORIZED', 401],
    ['UNPROCESSABLE', 422],
    ['TOO_MANY_REQUESTS', 429],
  ] as const)('maps %s to HTTP %i with its own message', (code, status) => {
    const out = failure(new AppError(code, 'Risk not found'), 'r1');
    expect(out.status).toBe(status);
    expect(out.body.err_msg).toBe('Risk not found');
  });

  it('never shows an internal error’s text or stack, only a reference', () => {
    const sdk = Object.assign(
      new Error('ResourceNotFoundException: Requested resource not found at arn:aws:dynamodb…'),
      {
        stack: 'Error: at secret.ts:1',
      },
    );
    const { status, body } = failure(sdk, 'ref-123');
    expect(status).toBe(500);
    expect(body.err_msg).toContain('ref-123');
    expect(JSON.stringify(body)).not.toMatch(/dynamodb|secret\.ts|ResourceNotFound/);
  });
});

describe('a family built from its bindings', () => {
  const route = (family: string, action: string) =>
    defineRoute({
      family,
      action,
      method: 'GET',
      path: `/${family}/${action}`,
      summary: action,
      input: z.object({}),
      output: z.object({}),
      access: ['employee'],
      errorTitle: 'Failed',
      mutates: false,
    });
  const answer = async () => ({});

  it('names the routes of the table it leaves unbound', () => {
    const all = route('thing', 'all');
    const add = route('thing', 'add');
    const handler = familyHandler('thing', [bind(all, answer)]);
    expect(unboundRoutes(handler, [all, add]).map((r) => r.path)).toEqual(['/thing/add']);
    expect(unboundRoutes(handler, [all])).toEqual([]);
  });

  it('refuses another family’s route, and no routes at all', () => {
    expect(() => familyHandler('thing', [bind(route('other', 'all'), answer)])).toThrow(/other\/all/);
    expect(() => familyHandler('thing', [])).toThrow(/thing/);
  });
});

describe('the log line of a call', () => {
  const SECRET = 'Hunter2!password';
  const EMAIL = 'ada.lovelace@example.com';
  const login = defineRoute({
    family: 'thing',
    action: 'login',
    method: 'POST',
    path: '/thing/login',
    summary: 'login',
    input: z.object({ email: z.email(), password: z.string() }),
    output: z.object({ token: z.string() }),
    access: 'public',
    errorTitle: 'Login Failed',
    mutates: false,
  });
  const event = (body: unknown) =>
    ({
      rawPath: '/api/v1/thing/login',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}-token` },
      body: JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: { requestId: 'req-123', http: { method: 'POST', path: '/api/v1/thing/login' } },
    }) as never;
  const context = { getRemainingTimeInMillis: () => 10_000 } as never;

  const linesOf = async (run: () => Promise<unknown>) => {
    const out: string[] = [];
    const grab = (chunk: unknown) => {
      out.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(grab);
    const stderr = vi.spyOn(console, 'error').mockImplementation(grab);
    await run();
    stdout.mockRestore();
    stderr.mockRestore();
    return out.flatMap((o) => o.split('\n')).filter(Boolean);
  };
  afterEach(() => vi.restoreAllMocks());

  it('is one JSON line with the request id, the call and its outcome, and none of the input', async () => {
    const handler = familyHandler('thing', [bind(login, async () => ({ token: `${SECRET}-issued` }))]);
    const lines = await linesOf(() => handler(event({ email: EMAIL, password: SECRET }), context));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'req-123',
      family: 'thing',
      action: 'login',
      status: 200,
    });
    expect(typeof line.ms).toBe('number');
    expect(lines[0]).not.toContain(EMAIL);
    expect(lines[0]).not.toContain(SECRET);
  });

  it('logs a failure with its reference and error, still without the input or the token', async () => {
    const handler = familyHandler('thing', [
      bind(login, async () => {
        throw new Error('the store is down');
      }),
    ]);
    const lines = await linesOf(() => handler(event({ email: EMAIL, password: SECRET }), context));
    const line = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', requestId: 'req-123', status: 500 });
    expect(line.message).toBe('the store is down');
    expect(lines.join('\n')).not.toContain(EMAIL);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('logs a refused call with the reason given, naming no input value', async () => {
    const handler = familyHandler('thing', [bind(login, async () => ({ token: 'x' }))]);
    const lines = await linesOf(() => handler(event({ email: 'not-an-email', password: SECRET }), context));
    const line = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'request refused', status: 400, requestId: 'req-123' });
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});
