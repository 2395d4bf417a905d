/**
 * Internal audit planning rules (IIA Global Internal Audit Standards 9.4: a risk-based plan).
 * Pure: the core enforces them, the web shows them before a round trip.
 */

/** spec §9: audit risk ratings. */
export type AuditRiskLevel = 'High' | 'Medium' | 'Low';

/** A process's risk score: likelihood × impact, each scored 1 to 5 (so 1 to 25). */
export const auditRiskScore = (likelihood: number, impact: number): number => {
  for (const [name, v] of [
    ['likelihood', likelihood],
    ['impact', impact],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > 5)
      throw new RangeError(`${name} must be a whole number from 1 to 5`);
  }
  return likelihood * impact;
};

/** The audit risk rating of a score: High from 15, Medium from 8, Low below. */
export const auditRiskLevel = (score: number): AuditRiskLevel =>
  score >= 15 ? 'High' : score >= 8 ? 'Medium' : 'Low';

/** spec §3: an audit plan's statusText. */
export const auditPlanStatusText = (status: string): 'Active' | 'Not Active' =>
  status === 'active' ? 'Active' : 'Not Active';

export interface Rankable {
  id: string;
  name: string;
  riskScore: number;
}

/** Riskiest first; equal scores by name, then id, so the order is the same on every read. */
export const rankByRisk = <T extends Rankable>(items: readonly T[]): Array<T & { rank: number }> =>
  [...items]
    .sort((a, b) => b.riskScore - a.riskScore || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((item, i) => ({ ...item, rank: i + 1 }));

/** Where a ranked entity starts in the plan: the ranking cut into four, riskiest in quarter 1. */
export const defaultQuarter = (rank: number, count: number): number =>
  Math.min(4, Math.ceil((rank / Math.max(count, 1)) * 4));

export interface PlacedEntry {
  id: string;
  riskScore: number;
  /** 1 to 4 */
  quarter: number;
  included: boolean;
  /** why it is left out or placed against its rank; empty when none was given */
  reason: string;
}

export type PlacementProblem =
  | { id: string; problem: 'left-out-without-reason' }
  /** `id` is planned in a later quarter than the less risky `before` and neither says why */
  | { id: string; problem: 'against-rank-without-reason'; before: string };

const explained = (e: PlacedEntry) => e.reason.trim().length > 0;

/**
 * What keeps a plan from approval: an entity left out with no reason, and every pair where a
 * riskier entity is audited in a later quarter than a less risky one with a reason on neither.
 */
export const placementProblems = (entries: readonly PlacedEntry[]): PlacementProblem[] => {
  const problems: PlacementProblem[] = [];
  const planned = entries.filter((e) => e.included);
  for (const e of entries) {
    if (!e.included && !explained(e)) problems.push({ id: e.id, problem: 'left-out-without-reason' });
  }
  for (const riskier of planned) {
    for (const other of planned) {
      if (riskier.riskScore > other.riskScore && riskier.quarter > other.quarter) {
        if (!explained(riskier) && !explained(other))
          problems.push({ id: riskier.id, problem: 'against-rank-without-reason', before: other.id });
      }
    }
  }
  return problems;
};

/**
 * Whether this entry, placed as given among the others, needs a reason of its own: it is left
 * out, or it sits against the ranking with some other planned entity (the riskier of the two
 * comes later) that does not itself carry a reason.
 */
export const needsReason = (entry: PlacedEntry, others: readonly PlacedEntry[]): boolean => {
  if (!entry.included) return true;
  return others.some(
    (o) =>
      o.id !== entry.id &&
      o.included &&
      !explained(o) &&
      ((entry.riskScore > o.riskScore && entry.quarter > o.quarter) ||
        (o.riskScore > entry.riskScore && o.quarter > entry.quarter)),
  );
};
