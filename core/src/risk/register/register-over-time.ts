import type {
  RiskRegister,
  TOverdueMitigation,
  TRiskSummary,
  TRiskTrendPoint,
  TRiskTrendRequest,
} from '@stratum/contracts';
import type { RiskLevel } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { registerCounts } from '../counts';
import { namesOf } from '../people';
import { loadSetup, rate, type RiskSetup } from '../setup/setup-store';

/**
 * The register over time and the dashboard's summary — each a couple of queries whatever the
 * size of the register: the month counts (entities/risk-month-count.ts), the running counts, and
 * the due-date index of open mitigations (entities/risk-due.ts). Never a read of all the risks.
 */

/** The most months one trend answers. */
export const MAX_TREND_MONTHS = 120;

const HIGH: ReadonlySet<RiskLevel> = new Set<RiskLevel>(['High', 'Extreme']);

/** `YYYY-MM` plus `n` months. */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
};

/** The level today's matrices give a cell key `<ratingTypeId>#<impact>#<likelihood>`. */
const levelOfKey = (setup: RiskSetup, key: string): RiskLevel | null => {
  const [ratingTypeId, impact, likelihood] = key.split('#');
  const type = setup.types.find((t) => t.ratingTypeId === ratingTypeId);
  return type
    ? (rate(setup, type, { impact: Number(impact), likelihood: Number(likelihood) })?.level ?? null)
    : null;
};

/**
 * Per month from `from` to `to` (default the last 12 months): risks identified and closed in the
 * month, open at its end, and of those the High or Extreme ones by their residual rating. Worked
 * out from the month counts by adding up from the register's first month: a risk counts as
 * identified in its month, and — while it is Closed — as closed in the month of its last close
 * (docs/risk.md: reopening a risk takes its close back; levels are today's).
 */
export const riskTrend = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TRiskTrendRequest,
): Promise<TRiskTrendPoint[]> => {
  const companyId = tenantOf(ctx);
  const thisMonth = ctx.now.toISOString().slice(0, 7);
  const to = input.to ?? (input.from ? addMonths(input.from, 11) : thisMonth);
  const from = input.from ?? addMonths(to, -11);
  if (from > to) throw new AppError('BAD_REQUEST', 'from: must not be after to');
  if (addMonths(from, MAX_TREND_MONTHS - 1) < to) {
    throw new AppError('BAD_REQUEST', `to: a trend covers at most ${MAX_TREND_MONTHS} months`);
  }
  const [setup, { data }] = await Promise.all([
    loadSetup(companyId),
    db().entities.riskMonthCount.query.byId({ companyId, register }).go({ pages: 'all' }),
  ]);
  const levels = new Map<string, boolean>();
  const isHigh = (key: string) => {
    let high = levels.get(key);
    if (high === undefined) {
      const level = levelOfKey(setup, key);
      high = level !== null && HIGH.has(level);
      levels.set(key, high);
    }
    return high;
  };
  // Moves per month: identified, closed, and the open High/Extreme change.
  const byMonth = new Map<string, { identified: number; closed: number; high: number }>();
  for (const c of data) {
    if (c.n === 0 || c.month > to) continue;
    const [kind, ...cell] = c.dim.split('#');
    const m = byMonth.get(c.month) ?? { identified: 0, closed: 0, high: 0 };
    const high = isHigh(cell.join('#'));
    if (kind === 'identified') {
      m.identified += c.n;
      if (high) m.high += c.n;
    } else if (kind === 'closed') {
      m.closed += c.n;
      if (high) m.high -= c.n;
    }
    byMonth.set(c.month, m);
  }
  let open = 0;
  let openHigh = 0;
  for (const [month, m] of byMonth) {
    if (month < from) {
      open += m.identified - m.closed;
      openHigh += m.high;
    }
  }
  const out: TRiskTrendPoint[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) {
    const m = byMonth.get(month) ?? { identified: 0, closed: 0, high: 0 };
    open += m.identified - m.closed;
    openHigh += m.high;
    out.push({ month, identified: m.identified, closed: m.closed, open, openHighOrExtreme: openHigh });
  }
  return out;
};

/** How many of the overdue mitigations the summary lists. */
export const OVERDUE_LISTED = 10;

/**
 * The dashboard's view of a register: open risks by residual level (from the running counts, by
 * today's matrices) and the mitigations past their due date and not Complete (one Query of the
 * due-date index), the earliest due first with their risk's title and owner's name.
 */
export const riskSummary = async (ctx: Ctx, register: RiskRegister): Promise<TRiskSummary> => {
  const companyId = tenantOf(ctx);
  const today = ctx.now.toISOString().slice(0, 10);
  const [setup, rows, due] = await Promise.all([
    loadSetup(companyId),
    registerCounts(companyId, register),
    // Items due before today: the index is sorted by due date, so the range stops at today.
    db()
      .entities.riskDue.query.byId({ companyId, register })
      .between({ dueDate: '0' }, { dueDate: today })
      .go({ pages: 'all' }),
  ]);
  const openByLevel: TRiskSummary['openByLevel'] = { Low: 0, Medium: 0, Moderate: 0, High: 0, Extreme: 0 };
  for (const r of rows) {
    if (r.kind !== 'residual' || r.status !== 'Open' || !r.ratingTypeId) continue;
    const type = setup.types.find((t) => t.ratingTypeId === r.ratingTypeId);
    const level = type ? rate(setup, type, r)?.level : undefined;
    if (level) openByLevel[level] += r.n;
  }
  const overdueItems = due.data
    .filter((d) => d.dueDate < today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.mitigationId.localeCompare(b.mitigationId));
  const first = overdueItems.slice(0, OVERDUE_LISTED);
  const [mitigations, risks] = first.length
    ? await Promise.all([
        db()
          .entities.riskMitigation.get(
            first.map((d) => ({ companyId, riskId: d.riskId, mitigationId: d.mitigationId })),
          )
          .go(),
        db()
          .entities.risk.get(
            [...new Set(first.map((d) => d.riskId))].map((riskId) => ({ companyId, riskId })),
          )
          .go(),
      ])
    : [{ data: [] }, { data: [] }];
  const names = await namesOf(
    companyId,
    mitigations.data.map((m) => m.ownerId),
  );
  const overdue: TOverdueMitigation[] = first.flatMap((d) => {
    const m = mitigations.data.find((x) => x.mitigationId === d.mitigationId);
    const r = risks.data.find((x) => x.riskId === d.riskId);
    if (!m || !r) return [];
    return [
      {
        riskId: r.riskId,
        riskTitle: r.title,
        mitigationId: m.mitigationId,
        description: m.description,
        ownerName: names.get(m.ownerId) ?? '—',
        dueDate: m.dueDate,
      },
    ];
  });
  return {
    openHighOrExtreme: openByLevel.High + openByLevel.Extreme,
    openByLevel,
    overdueMitigations: overdueItems.length,
    overdue,
  };
};
