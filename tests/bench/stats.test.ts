import { describe, expect, it } from 'vitest';
import { percentile, statsOf } from './stats';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });

  it('summarises unsorted samples', () => {
    expect(statsOf([3, 1, 2])).toEqual({ n: 3, p50: 2, p95: 3, mean: 2 });
  });
});
