import type { RiskRegister, TRiskTrendPoint, TRiskTrendRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { loadSetup } from '../setup/setup-store';
import { addMonths, HIGH, levelOfKey, MAX_TREND_MONTHS } from './register-over-time';

/**
 * Per month from `from` to `to` (default the last 12 months): risks identified and closed in the
 * month, open at its end, and of those the High or Extreme ones by their residual rating. Worked
 * out from the month counts by adding up from the register's first month: a risk counts as
 * identified in its month, and — while it is Closed — as closed in the month of its last close
 * (docs/risk.md: reopening a risk takes its close back; levels are today's).
 */
export const getRiskTrend = async (
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
