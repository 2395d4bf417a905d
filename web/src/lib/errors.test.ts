import { ApiError } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { errorNotice, isStaleVersion, shouldRetry } from './errors';

describe('errorNotice', () => {
  it('titles a failed call with the route’s error title and shows the server’s message', () => {
    expect(
      errorNotice(
        new ApiError('Add Company Failed', 'A company with this name exists', 409, 'CONFLICT'),
        'x',
      ),
    ).toEqual({
      severity: 'error',
      summary: 'Add Company Failed',
      detail: 'A company with this name exists',
    });
  });

  it('leaves a 401 to the session (refresh, else sign-in)', () => {
    expect(errorNotice(new ApiError('Get Module Failed', 'expired', 401, 'UNAUTHORIZED'), 'x')).toBeNull();
  });

  it('reports anything else under the fallback title', () => {
    expect(errorNotice(new Error('boom'), 'Request Failed')).toEqual({
      severity: 'error',
      summary: 'Request Failed',
      detail: 'boom',
    });
  });
});

describe('shouldRetry', () => {
  const err = (status: number) => new ApiError('T', 'm', status, 'X');
  it.each([
    [0, 0, true],
    [0, 500, true],
    [0, 503, true],
    [0, 429, true],
    [1, 500, true],
    [2, 500, false],
    [0, 400, false],
    [0, 401, false],
    [0, 403, false],
    [0, 404, false],
    [0, 409, false],
  ])('after %i failures, status %i → %s', (failures, status, expected) => {
    expect(shouldRetry(failures, err(status))).toBe(expected);
  });

  it('does not retry a bug', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('isStaleVersion', () => {
  it.each([
    [
      'a 409 naming no field',
      new ApiError(
        'Update Company Failed',
        'This company was changed by someone else since you opened it.',
        409,
        'CONFLICT',
      ),
      true,
    ],
    [
      'a taken name (409 naming the field)',
      new ApiError(
        'Update Company Failed',
        'companyName: a company named “Acme” already exists.',
        409,
        'CONFLICT',
      ),
      false,
    ],
    ['another failure', new ApiError('Update Company Failed', 'Company not found', 404, 'NOT_FOUND'), false],
    ['not a call failure', new Error('boom'), false],
  ])('%s → %s', (_what, error, expected) => {
    expect(isStaleVersion(error)).toBe(expected);
  });
});
