import {
  bandsOf,
  scoreScorecard,
  type Band,
  type RatedKpi,
  type RatingMode,
  type RatingPeriod,
} from '@stratum/rules';
import { statsOf } from './stats';

/**
 * The rating engine part of the bench: SCORECARDS scorecards of KPIS_PER_CARD KPIs each
 * (20 × 5,000 = 100,000 KPIs), built from a seeded generator so every run scores the same inputs,
 * scored in this process by `scoreScorecard` — bands, percent, score, weighted total and adjusted
 * total — once per mode/period below, after one unmeasured warm-up pass.
 */
const SCORECARDS = Number(process.env.BENCH_SCORECARDS ?? 20);
const KPIS_PER_CARD = Number(process.env.BENCH_KPIS_PER_CARD ?? 5000);

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

interface Card {
  bands: Band[];
  kpis: RatedKpi[];
}

const buildCards = (seed: number): Card[] => {
  const rnd = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  // A figure as stored: mostly numbers, some numeric text, some missing, a few zeros.
  const figure = (lo: number, hi: number) => {
    const r = rnd();
    if (r < 0.05) return null;
    if (r < 0.08) return 0;
    if (r < 0.15) return String(int(lo, hi));
    return Math.round(lo + rnd() * (hi - lo) * 100) / 100;
  };
  const cards: Card[] = [];
  for (let c = 0; c < SCORECARDS; c++) {
    const targets = new Set<number>();
    while (targets.size < 5) targets.add(int(40, 160));
    const bands = bandsOf([...targets].map((target, i) => ({ description: `Band ${i + 1}`, target })));
    // Weights that sum to 100 with two decimals: the last KPI takes what is left.
    const raw = Array.from({ length: KPIS_PER_CARD }, () => 1 + rnd());
    const sum = raw.reduce((s, w) => s + w, 0);
    const weights = raw.map((w) => Math.floor((w / sum) * 100 * 100) / 100);
    weights[weights.length - 1] =
      Math.round((100 - weights.slice(0, -1).reduce((s, w) => s + w, 0)) * 100) / 100;
    const kpis: RatedKpi[] = weights.map((weight, k) => {
      const target = figure(10, 1000);
      const base = typeof target === 'number' && target > 0 ? target : 100;
      return {
        kpiType: rnd() < 0.8 ? 'Quantitative' : 'Qualitative',
        optionType: rnd() < 0.3 ? 'ASC' : 'DESC',
        target,
        ytd: figure(0, base * 1.6),
        periodicTarget1: figure(1, base / 4),
        periodicTarget2: figure(1, base / 4),
        periodicTarget3: figure(1, base / 4),
        periodicTarget4: figure(1, base / 4),
        actual1: figure(0, base / 3),
        actual2: figure(0, base / 3),
        actual3: figure(0, base / 3),
        actual4: figure(0, base / 3),
        weight,
        manualRatingScore: rnd() < 0.9 ? int(0, 6) : null,
        adjustedScore: k % 10 === 0 ? int(0, 6) : null,
      };
    });
    cards.push({ bands, kpis });
  }
  return cards;
};

const nf = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n);

/** Scores every scorecard once for a mode and period; returns per-scorecard times and a checksum. */
const pass = (cards: Card[], mode: RatingMode, period: RatingPeriod) => {
  const samples: number[] = [];
  let checksum = 0;
  for (const card of cards) {
    const t = performance.now();
    const out = scoreScorecard(card.kpis, card.bands, { mode, period });
    samples.push(performance.now() - t);
    if (!Number.isFinite(out.total) || !out.weightsValid || out.kpis.length !== card.kpis.length)
      throw new Error('rating bench: a scorecard scored wrongly');
    checksum += out.total + (out.adjustedTotal ?? 0);
  }
  return { samples, checksum };
};

/** Markdown rows: the table head, then one row per mode/period scored. */
export async function ratingBench(): Promise<string> {
  const cards = buildCards(20260505);
  const kpis = SCORECARDS * KPIS_PER_CARD;
  const runs: { label: string; mode: RatingMode; period: RatingPeriod }[] = [
    { label: 'automatic, annual (target vs ytd)', mode: 'automatic', period: 'annual' },
    { label: 'automatic, Q2 (periodicTarget2 vs actual2)', mode: 'automatic', period: 1 },
    { label: 'manual, annual', mode: 'manual', period: 'annual' },
  ];
  const rows = [
    `| rating engine, ${SCORECARDS} scorecards × ${nf(KPIS_PER_CARD)} KPIs | KPIs | total ms | KPIs/s | p50 per scorecard | p95 per scorecard |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of runs) {
    pass(cards, run.mode, run.period); // warm-up
    const started = performance.now();
    const { samples } = pass(cards, run.mode, run.period);
    const totalMs = performance.now() - started;
    const s = statsOf(samples);
    rows.push(
      `| \`scoreScorecard\` ${run.label} | ${nf(kpis)} | ${totalMs.toFixed(1)} | ${nf(kpis / (totalMs / 1000))} | ${s.p50.toFixed(2)} ms | ${s.p95.toFixed(2)} ms |`,
    );
  }
  rows.push('\nAim: ≥ 2,000,000 KPIs/s; one 5,000-KPI scorecard in ≤ 2.5 ms (p50 column).');
  return rows.join('\n');
}
