import type { RiskLevel } from '@stratum/rules';
import { rate, type RiskSetup } from '../setup/setup-store';

/**
 * The register over time and the dashboard's summary — each a couple of queries whatever the
 * size of the register: the month counts (entities/risk-month-count.ts), the running counts, and
 * the due-date index of open mitigations (entities/risk-due.ts). Never a read of all the risks.
 */

/** The most months one trend answers. */
export const MAX_TREND_MONTHS = 120;

export const HIGH: ReadonlySet<RiskLevel> = new Set<RiskLevel>(['High', 'Extreme']);

/** `YYYY-MM` plus `n` months. */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
};

/** The level today's matrices give a cell key `<ratingTypeId>#<impact>#<likelihood>`. */
export const levelOfKey = (setup: RiskSetup, key: string): RiskLevel | null => {
  const [ratingTypeId, impact, likelihood] = key.split('#');
  const type = setup.types.find((t) => t.ratingTypeId === ratingTypeId);
  return type
    ? (rate(setup, type, { impact: Number(impact), likelihood: Number(likelihood) })?.level ?? null)
    : null;
};

/** How many of the overdue mitigations the summary lists. */
export const OVERDUE_LISTED = 10;
