import { describe, expect, it } from 'vitest';
import { measurePair, percentile, statsOf } from './stats';

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

describe('measured in turns', () => {
  it('runs each side n times after the warm-up, alternating which goes first', async () => {
    const calls: string[] = [];
    const figures = await measurePair(
      4,
      async () => void calls.push('ours'),
      async () => void calls.push('raw'),
      1,
    );
    expect(calls).toEqual(['ours', 'raw', 'ours', 'raw', 'raw', 'ours', 'ours', 'raw', 'raw', 'ours']);
    expect([figures.ours.n, figures.raw.n]).toEqual([4, 4]);
  });
});
