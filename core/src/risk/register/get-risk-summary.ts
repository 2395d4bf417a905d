import type { RiskRegister, TOverdueMitigation, TRiskSummary } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { registerCounts } from '../counts';
import { namesOfEmployees } from '../../organisation';
import { loadSetup, rate } from '../setup/setup-store';
import { OVERDUE_LISTED } from './register-over-time';

/**
 * The dashboard's view of a register: open risks by residual level (from the running counts, by
 * today's matrices) and the mitigations past their due date and not Complete (one Query of the
 * due-date index), the earliest due first with their risk's title and owner's name.
 */
export const getRiskSummary = async (ctx: Ctx, register: RiskRegister): Promise<TRiskSummary> => {
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
  const names = await namesOfEmployees(
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
