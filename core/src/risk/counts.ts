import type { RiskRegister } from '@stratum/contracts';
import type { Cell } from '@stratum/rules';
import { db } from '../db';
import type { RiskItem } from './entities/risk';
import type { TxEntities } from '../kernel/transact';

/**
 * The register's running counts (entities/risk-count.ts). Every risk write works out which counts
 * it moves — a risk leaves its old cells and enters its new ones — and commits those moves in its
 * own transaction, so the counts are never out of step with the risks.
 */

type Status = RiskItem['status'];

/** What a risk is counted under. */
export interface Counted {
  status: Status;
  ratingTypeId: string;
  categoryId: string;
  inherent: Cell;
  residual: Cell;
  /** YYYY-MM it was identified in (the register over time; absent: not counted by month) */
  createdMonth?: string | undefined;
  /** YYYY-MM of its last change to Closed (counted only while it is Closed) */
  closedMonth?: string | undefined;
}

/** The prefix of the month counts (entities/risk-month-count.ts). */
export const MONTH_DIM = 'month#';

/** `<ratingTypeId>#<impact>#<likelihood>`: a cell of a rating type's matrix. */
export const cellKey = (ratingTypeId: string, cell: Cell): string =>
  `${ratingTypeId}#${cell.impact}#${cell.likelihood}`;

/** The counts one risk is in. */
export const dimsOf = (r: Counted): string[] => {
  const residual = cellKey(r.ratingTypeId, r.residual);
  const dims = [
    `total#${r.status}`,
    `category#${r.status}#${r.categoryId}`,
    `inherent#${r.status}#${cellKey(r.ratingTypeId, r.inherent)}`,
    `residual#${r.status}#${residual}`,
  ];
  // Over time: the month it was identified in, and (while Closed) the month it was closed in,
  // each by its residual cell so the trend can tell the High and Extreme ones by today's matrices.
  if (r.createdMonth) dims.push(`${MONTH_DIM}${r.createdMonth}#identified#${residual}`);
  if (r.createdMonth && r.status === 'Closed') {
    dims.push(`${MONTH_DIM}${r.closedMonth ?? r.createdMonth}#closed#${residual}`);
  }
  return dims;
};

export interface CountMove {
  dim: string;
  delta: number;
}

/**
 * The counts a change moves: -1 for each count the risk was in, +1 for each it is in now, with
 * those it stays in left alone (a transaction may touch an item only once). `null` is no risk:
 * before an add, after a delete.
 */
export const countMoves = (before: Counted | null, after: Counted | null): CountMove[] => {
  const delta = new Map<string, number>();
  for (const dim of before ? dimsOf(before) : []) delta.set(dim, (delta.get(dim) ?? 0) - 1);
  for (const dim of after ? dimsOf(after) : []) delta.set(dim, (delta.get(dim) ?? 0) + 1);
  return [...delta].filter(([, d]) => d !== 0).map(([dim, d]) => ({ dim, delta: d }));
};

export const countedOf = (r: RiskItem): Counted => ({
  status: r.status,
  ratingTypeId: r.ratingTypeId,
  categoryId: r.categoryId,
  inherent: { impact: r.inherentImpact, likelihood: r.inherentLikelihood },
  residual: { impact: r.residualImpact, likelihood: r.residualLikelihood },
  createdMonth: r.createdAt.slice(0, 7),
  closedMonth: r.closedMonth || undefined,
});

/** The transaction items of these moves (`update` creates a count the first time it is moved). */
export const countItems = (
  tx: Pick<TxEntities, 'riskCount' | 'riskMonthCount'>,
  companyId: string,
  register: RiskRegister,
  moves: readonly CountMove[],
) =>
  moves.map((m) => {
    if (!m.dim.startsWith(MONTH_DIM)) {
      return tx.riskCount.update({ companyId, register, dim: m.dim }).add({ n: m.delta }).commit();
    }
    const [, month = '', ...rest] = m.dim.split('#');
    return tx.riskMonthCount
      .update({ companyId, register, month, dim: rest.join('#') })
      .add({ n: m.delta })
      .commit();
  }) as never[];

/** One count, read back into its parts. */
export interface CountRow {
  kind: 'total' | 'category' | 'inherent' | 'residual';
  status: Status;
  /** category counts */
  categoryId: string | null;
  /** cell counts */
  ratingTypeId: string | null;
  impact: number;
  likelihood: number;
  n: number;
}

export const parseDim = (dim: string, n: number): CountRow | null => {
  const [kind, status, a, b, c] = dim.split('#');
  if (status !== 'Open' && status !== 'Closed') return null;
  const base = { status, n, categoryId: null, ratingTypeId: null, impact: 0, likelihood: 0 } as const;
  if (kind === 'total') return { ...base, kind };
  if (kind === 'category' && a) return { ...base, kind, categoryId: a };
  if ((kind === 'inherent' || kind === 'residual') && a) {
    return { ...base, kind, ratingTypeId: a, impact: Number(b), likelihood: Number(c) };
  }
  return null;
};

/** Every count of a register: one query (a few hundred small items at most). */
export const registerCounts = async (companyId: string, register: RiskRegister): Promise<CountRow[]> => {
  const { data } = await db().entities.riskCount.query.byId({ companyId, register }).go({ pages: 'all' });
  return data.flatMap((c) => {
    const row = parseDim(c.dim, c.n);
    return row && row.n !== 0 ? [row] : [];
  });
};

/** The counts of both registers (set-up changes ask whether any risk still uses something). */
export const allCounts = async (companyId: string): Promise<CountRow[]> =>
  (
    await Promise.all([registerCounts(companyId, 'management'), registerCounts(companyId, 'assessment')])
  ).flat();

export const sumOf = (rows: readonly CountRow[], keep: (r: CountRow) => boolean): number =>
  rows.reduce((sum, r) => (keep(r) ? sum + r.n : sum), 0);
