import type { TLoginRequest } from '@stratum/contracts';

/**
 * The sign-in form's own check of its two fields, with the auth contract's words (ZEmail, the
 * login request's password): the page validates without zod or a form library, so it loads
 * neither before sign-in (docs/benchmarks.md: the sign-in page). The server checks the same
 * contract; sign-in-fields.test.ts holds the two to the same answers.
 */
export type SignInErrors = Partial<Record<'email' | 'password', string>>;

// zod's own email pattern (z.email()), which the contract uses.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const checkSignIn = (raw: {
  email: string;
  password: string;
}): { ok: true; value: TLoginRequest } | { ok: false; errors: SignInErrors } => {
  const email = raw.email.trim().toLowerCase();
  const errors: SignInErrors = {};
  if (email.length > 254) errors.email = 'must be at most 254 characters';
  else if (!EMAIL.test(email)) errors.email = 'must be a valid email address';
  if (raw.password.length < 1) errors.password = 'password is required';
  else if (raw.password.length > 256) errors.password = 'Too big: expected string to have <=256 characters';
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { email, password: raw.password } };
};
