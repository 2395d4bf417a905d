/** Latency figures of a run, in milliseconds. */
export interface Stats {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export const statsOf = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length),
  };
};

/** Runs `fn` `warmup` times unmeasured, then `n` times measured, one after another. */
export const measure = async (n: number, fn: () => Promise<unknown>, warmup = 10): Promise<Stats> => {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return statsOf(samples);
};

export const fmt = (ms: number): string => `${ms.toFixed(2)} ms`;
