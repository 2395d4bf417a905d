import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './form-errors';

const fields = ['companyName', 'email', 'status'];

describe('serverFieldErrors', () => {
  it('puts input issues under their fields, the first per field', () => {
    expect(
      serverFieldErrors(
        [
          { path: 'email', message: 'must be a valid email address' },
          { path: 'email', message: 'second' },
          { path: 'companyName', message: 'companyName is required' },
        ],
        'email: must be a valid email address',
        fields,
      ),
    ).toEqual({
      fields: { email: 'must be a valid email address', companyName: 'companyName is required' },
      other: [],
    });
  });

  it('maps a nested path to its top field, and keeps unknown paths apart', () => {
    expect(
      serverFieldErrors(
        [
          { path: 'status.0', message: 'bad' },
          { path: 'version', message: 'must be a number' },
        ],
        '',
        fields,
      ),
    ).toEqual({ fields: { status: 'bad' }, other: ['version: must be a number'] });
  });

  it('reads a field named at the start of the message when there are no issues', () => {
    expect(
      serverFieldErrors([], 'email: no company has this email on record. Ask your administrator.', fields),
    ).toEqual({
      fields: { email: 'no company has this email on record. Ask your administrator.' },
      other: [],
    });
  });

  it('leaves a message that names no field of the form alone', () => {
    expect(serverFieldErrors([], 'The email or password is incorrect.', fields)).toEqual({
      fields: {},
      other: [],
    });
    expect(serverFieldErrors([], 'reference: ABC failed', fields)).toEqual({ fields: {}, other: [] });
  });
});
