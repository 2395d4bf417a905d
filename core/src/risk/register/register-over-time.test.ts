import { describe, expect, it } from 'vitest';
import { addMonths } from './register-over-time';

describe('months', () => {
  it.each([
    ['2026-01', 0, '2026-01'],
    ['2026-01', 11, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-03', -3, '2025-12'],
    ['2026-11', -11, '2025-12'],
    ['2026-11', -23, '2024-12'],
    ['0001-01', 0, '0001-01'],
  ])('%s plus %i is %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });
});
