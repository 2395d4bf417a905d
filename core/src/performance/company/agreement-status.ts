import {
  CORPORATE_AGREEMENT_STATUSES,
  type TCorporateAgreement,
  type TCorporateAgreementStatus,
} from '@stratum/contracts';
import { isWindowOpen } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { commit } from '../../kernel/transact';
import { isModuleAdmin } from '../../platform/module/require-module-admin';
import type { ScorecardItem } from '../../planning/entities/scorecard';
import { findQuarter } from '../../planning/quarter/quarter-store';
import { todayOf } from '../../planning/quarter/quarter-view';
import { requireOpenWindow } from '../../planning/quarter/require-open-window';
import { findScorecard, scorecardKey } from '../../planning/scorecard/scorecard-store';

const ENTITY_TYPE = 'corporate-agreement-status';
const DRAFT = 1;
const SUBMITTED = 2;
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

const statusIdOf = (s: ScorecardItem) => s.agreementStatusId ?? DRAFT;
const versionOf = (s: ScorecardItem) => s.agreementVersion ?? 1;

/** Company administrators, Performance Management and Strategic Planning administrators. */
const canSetAgreement = async (ctx: Ctx): Promise<boolean> =>
  (await isModuleAdmin(ctx, 'performance')) || (await isModuleAdmin(ctx, 'planning'));

const requireAgreementAdmin = async (ctx: Ctx): Promise<void> => {
  if (!(await canSetAgreement(ctx)))
    throw new AppError(
      'FORBIDDEN',
      'Only a company administrator, a Performance Management administrator or a Strategic Planning administrator can do this.',
    );
};

const NO_SUCH = 'id: no such periodic corporate scorecard in your company';

/** A periodic corporate scorecard of the caller's company, ready; anything else 404 naming `id`. */
const periodicOf = async (ctx: Ctx, id: string): Promise<ScorecardItem> => {
  const s = await orNullIfMissing(findScorecard(tenantOf(ctx), id, ['corporate-periodic'], 'id'));
  if (!s) throw new AppError('NOT_FOUND', NO_SUCH);
  return s;
};

/**
 * A periodic corporate scorecard the caller may read: another company's, another kind, one being
 * built and a hidden one (for someone who administers neither module) are all 404 naming `id`.
 */
const readablePeriodic = async (ctx: Ctx, id: string): Promise<{ s: ScorecardItem; admin: boolean }> => {
  const s = await periodicOf(ctx, id);
  const admin = await canSetAgreement(ctx);
  if (!s.visible && !admin) throw new AppError('NOT_FOUND', NO_SUCH);
  return { s, admin };
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

const viewOf = async (ctx: Ctx, s: ScorecardItem, admin: boolean): Promise<TCorporateAgreement> => {
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

/** GET agreement-status: the status of a periodic corporate scorecard, its version and history. */
export const getCorporateAgreement = async (
  ctx: Ctx,
  input: { id: string },
): Promise<TCorporateAgreement> => {
  const { s, admin } = await readablePeriodic(ctx, input.id);
  return viewOf(ctx, s, admin);
};

/**
 * POST set-agreement-status (administrators): one of the moves above (else 409), at the version
 * read (else 409 stale), while the quarter's performance agreement window is open (else 409 `Period is closed`, nothing
 * written). The status and its version change with the audit entry in ONE transaction,
 * conditional on the version read and on the scorecard still being ready.
 */
export const setCorporateAgreement = async (
  ctx: Ctx,
  input: { id: string; status: number; version: number },
): Promise<TCorporateAgreement> => {
  const companyId = tenantOf(ctx);
  const s = await periodicOf(ctx, input.id);
  await requireAgreementAdmin(ctx);
  const stale = new AppError(
    'CONFLICT',
    'The agreement status of this scorecard was changed by someone else since you opened it. Reload it and try again.',
  );
  const from = statusIdOf(s);
  const move = CORPORATE_AGREEMENT_MOVES.find((m) => m.from === from && m.to === input.status);
  if (!move) {
    const here = corporateAgreementStatus(from).name;
    const there = corporateAgreementStatus(input.status).name;
    throw new AppError(
      'CONFLICT',
      from === input.status
        ? `The agreement is already ${here}.`
        : `The agreement cannot go from ${here} to ${there}: ${
            from === DRAFT
              ? 'submit it first'
              : from === SUBMITTED
                ? 'agree it or return it to Draft'
                : 'reopen it (Draft) first'
          }.`,
    );
  }
  if (versionOf(s) !== input.version) throw stale;
  await requireOpenWindow(ctx, { annualPlanId: s.annualPlanId!, quarter: s.quarter!, window: 'pmAgreement' });
  const version = input.version + 1;
  await commit(
    db().transaction.write((tx) => [
      tx.scorecard
        .patch(scorecardKey(s))
        .set({ agreementStatusId: input.status, agreementVersion: version })
        .where((a, op) =>
          [
            op.eq(a.state, 'ready'),
            input.version === 1 ? op.notExists(a.agreementVersion) : op.eq(a.agreementVersion, input.version),
          ].join(' AND '),
        )
        .commit(),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: ENTITY_TYPE,
            entityId: s.scorecardId,
            action: move.action,
            summary: `Corporate agreement of “${s.name}”: ${corporateAgreementStatus(from).name} → ${
              corporateAgreementStatus(input.status).name
            }`,
            before: { statusId: from, status: corporateAgreementStatus(from).name },
            after: { statusId: input.status, status: corporateAgreementStatus(input.status).name },
          }),
        )
        .commit(),
    ]),
    stale,
  );
  return viewOf(ctx, { ...s, agreementStatusId: input.status, agreementVersion: version }, true);
};
