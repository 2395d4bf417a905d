import { ZLoginRequestSchema } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { checkSignIn } from './sign-in-fields';

const contract = (input: { email: string; password: string }) => {
  const r = ZLoginRequestSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
};

const CASES: Array<{ email: string; password: string }> = [
  { email: 'owner@acme.example', password: 'x' },
  { email: '  Mixed.Case@Acme.Example ', password: 'secret' },
  { email: "o'brien+tag@mail.acme.co", password: 'p' },
  { email: '', password: '' },
  { email: 'not-an-email', password: 'p' },
  { email: 'a@b', password: 'p' },
  { email: '.dot@acme.example', password: 'p' },
  { email: 'two..dots@acme.example', password: 'p' },
  { email: 'trailing.@acme.example', password: 'p' },
  { email: 'a@-acme.example', password: 'p' },
  { email: 'a@acme.c', password: 'p' },
  { email: `${'a'.repeat(250)}@acme.example`, password: 'p' },
  { email: 'owner@acme.example', password: 'y'.repeat(256) },
  { email: 'owner@acme.example', password: 'y'.repeat(257) },
];

describe('checkSignIn', () => {
  it.each(CASES)('answers as the auth contract does: $email', (input) => {
    expect(checkSignIn(input)).toEqual(contract(input));
  });
});
