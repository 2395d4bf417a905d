import {
  CORPORATE_AGREEMENT_STATUSES,
  type TCorporateAgreement,
  type TCorporateAgreementStatus,
} from '@stratum/contracts';
import { isWindowOpen } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { isModuleAdmin } from '../../platform';
import { type ScorecardItem, findScorecard } from '../../scorecard';
import { findQuarter, todayOf } from '../../planning';

export const ENTITY_TYPE = 'corporate-agreement-status';
export const DRAFT = 1;
export const SUBMITTED = 2;
const AGREED = 3;

/**
 * The corporate agreement's moves (docs/performance.md "Company assessment"): from → to, and the
 * action the audit trail records. Everything else is refused (409) and nothing is written.
 */
export const CORPORATE_AGREEMENT_MOVES: readonly { from: number; to: number; action: string }[] = [
  { from: DRAFT, to: SUBMITTED, action: 'submit' },
  { from: SUBMITTED, to: AGREED, action: 'agree' },
  { from: SUBMITTED, to: DRAFT, action: 'return' },
  { from: AGREED, to: DRAFT, action: 'reopen' },
];

export const corporateAgreementStatus = (id: number): TCorporateAgreementStatus => {
  const found = CORPORATE_AGREEMENT_STATUSES.find((s) => s.id === id);
  return found ? { id: found.id, name: found.name } : { id: DRAFT, name: 'Draft' };
};

export const statusIdOf = (s: ScorecardItem) => s.agreementStatusId ?? DRAFT;
export const versionOf = (s: ScorecardItem) => s.agreementVersion ?? 1;

/** Company administrators, Performance Management and Strategic Planning administrators. */
export const canSetAgreement = async (ctx: Ctx): Promise<boolean> =>
  (await isModuleAdmin(ctx, 'performance')) || (await isModuleAdmin(ctx, 'planning'));

export const NO_SUCH = 'id: no such periodic corporate scorecard in your company';

/** A periodic corporate scorecard of the caller's company, ready; anything else 404 naming `id`. */
export const periodicOf = async (ctx: Ctx, id: string): Promise<ScorecardItem> => {
  const s = await orNullIfMissing(findScorecard(tenantOf(ctx), id, ['corporate-periodic'], 'id'));
  if (!s) throw new AppError('NOT_FOUND', NO_SUCH);
  return s;
};

const historyOf = async (companyId: string, scorecardId: string): Promise<TCorporateAgreement['history']> => {
  const { data } = await db()
    .entities.auditTrail.query.byEntity({ companyId, entityId: scorecardId })
    .where((a, op) => op.eq(a.entityType, ENTITY_TYPE))
    .go({ pages: 'all', order: 'desc' });
  return data.map((e) => {
    const before = (e.before ?? {}) as { statusId?: number };
    const after = (e.after ?? {}) as { statusId?: number };
    return {
      from: corporateAgreementStatus(before.statusId ?? DRAFT),
      to: corporateAgreementStatus(after.statusId ?? DRAFT),
      byName: e.actorName,
      at: e.doneAt,
    };
  });
};

export const viewOf = async (ctx: Ctx, s: ScorecardItem, admin: boolean): Promise<TCorporateAgreement> => {
  const [quarter, history] = await Promise.all([
    findQuarter(s.companyId, s.annualPlanId!, s.quarter!),
    historyOf(s.companyId, s.scorecardId),
  ]);
  const current = statusIdOf(s);
  return {
    scorecardId: s.scorecardId,
    annualPlanId: s.annualPlanId!,
    quarter: s.quarter!,
    status: corporateAgreementStatus(current),
    version: versionOf(s),
    windowOpen: isWindowOpen(quarter, 'pmAgreement', todayOf(ctx.now)),
    canSet: admin,
    next: admin
      ? CORPORATE_AGREEMENT_MOVES.filter((m) => m.from === current).map((m) => corporateAgreementStatus(m.to))
      : [],
    history,
  };
};
