import { AppError } from '@stratum/core/kernel/errors';
import { describe, expect, it } from 'vitest';
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
