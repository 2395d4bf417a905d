import { describe, expect, it } from 'vitest';
import { passwordRulesMet } from './password-rules';

describe('passwordRulesMet', () => {
  it('marks every rule missing for an empty password', () => {
    expect(passwordRulesMet('')).toEqual({
      length: false,
      lower: false,
      upper: false,
      digit: false,
      symbol: false,
    });
  });

  it('marks every rule met for a password the API accepts', () => {
    expect(passwordRulesMet('Owner!2026pass')).toEqual({
      length: true,
      lower: true,
      upper: true,
      digit: true,
      symbol: true,
    });
  });

  it.each([
    ['short1!A', { length: true, lower: true, upper: true, digit: true, symbol: true }],
    ['Ab1!', { length: false, lower: true, upper: true, digit: true, symbol: true }],
    ['ALLUPPER1!', { length: true, lower: false, upper: true, digit: true, symbol: true }],
    ['alllower1!', { length: true, lower: true, upper: false, digit: true, symbol: true }],
    ['NoDigits!!', { length: true, lower: true, upper: true, digit: false, symbol: true }],
    ['NoSymbol12', { length: true, lower: true, upper: true, digit: true, symbol: false }],
  ])('%s', (password, expected) => {
    expect(passwordRulesMet(password)).toEqual(expected);
  });
});
