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

/** The highest risk score (likelihood 5 × impact 5). */
export const MAX_AUDIT_RISK_SCORE = 25;

/** How many characters of the name the rank key keeps (equal scores are ordered by them). */
export const RANK_KEY_NAME_LENGTH = 40;

/**
 * The stored sort key that orders the audit universe riskiest first (docs/audit.md, "Paging"):
 * the inverted score zero-padded to two digits (25 − score, so an ascending Query returns the
 * highest score first), the lower-cased name cut or space-padded to a fixed width (so "Payroll"
 * comes before "Payroll review" and after "Fleet"), then the id, which makes every key unique.
 * Lower-cased whole, as the index stores it, so sorting keys here and reading the index agree.
 */
export const auditRiskRankKey = (item: Rankable): string => {
  const { riskScore } = item;
  if (!Number.isInteger(riskScore) || riskScore < 0 || riskScore > MAX_AUDIT_RISK_SCORE)
    throw new RangeError(`riskScore must be a whole number from 0 to ${MAX_AUDIT_RISK_SCORE}`);
  const inverted = String(MAX_AUDIT_RISK_SCORE - riskScore).padStart(2, '0');
  const name = item.name
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, RANK_KEY_NAME_LENGTH)
    .padEnd(RANK_KEY_NAME_LENGTH, ' ');
  return `${inverted}#${name}#${item.id}`.toLowerCase();
};

/**
 * Riskiest first; equal scores by name, then id, so the order is the same on every read and is
 * the order of the stored rank key (`auditRiskRankKey`): a ranked list and a page of the index agree.
 */
export const rankByRisk = <T extends Rankable>(items: readonly T[]): Array<T & { rank: number }> =>
  items
    .map((item) => ({ item, key: auditRiskRankKey(item) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }, i) => ({ ...item, rank: i + 1 }));

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
