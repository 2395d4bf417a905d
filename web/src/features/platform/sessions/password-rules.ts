import { ZNewPassword } from '@stratum/contracts';

/**
 * The password rules of the contracts' ZNewPassword (Cognito's default policy), each tied to the
 * message the schema gives when it is broken, so the list the person sees is the schema's verdict.
 */
export const PASSWORD_RULES = [
  { key: 'length', message: 'must be at least 8 characters' },
  { key: 'lower', message: 'must contain a lower-case letter' },
  { key: 'upper', message: 'must contain an upper-case letter' },
  { key: 'digit', message: 'must contain a digit' },
  { key: 'symbol', message: 'must contain a symbol' },
] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number]['key'];

/** Which rules `password` meets. */
export const passwordRulesMet = (password: string): Record<PasswordRule, boolean> => {
  const result = ZNewPassword.safeParse(password);
  const broken = new Set(result.success ? [] : result.error.issues.map((i) => i.message));
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.key, !broken.has(r.message)])) as Record<
    PasswordRule,
    boolean
  >;
};
