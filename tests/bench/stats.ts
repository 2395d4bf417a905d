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

/**
 * Both sides of a ratio, measured in turns (ours, raw, ours, raw, …) after `warmup` unmeasured
 * turns: on a shared machine the load moves within a run, and sides measured one after the other
 * would each see a different load.
 */
export const measurePair = async (
  n: number,
  ours: () => Promise<unknown>,
  raw: () => Promise<unknown>,
  warmup = 10,
): Promise<{ ours: Stats; raw: Stats }> => {
  for (let i = 0; i < warmup; i++) {
    await ours();
    await raw();
  }
  const samples = { ours: [] as number[], raw: [] as number[] };
  for (let i = 0; i < n; i++) {
    for (const side of i % 2 === 0 ? (['ours', 'raw'] as const) : (['raw', 'ours'] as const)) {
      const t = performance.now();
      await (side === 'ours' ? ours() : raw());
      samples[side].push(performance.now() - t);
    }
  }
  return { ours: statsOf(samples.ours), raw: statsOf(samples.raw) };
};
