import { type TCorporateAgreement } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { scorecardKey } from '../../scorecard';
import { requireOpenWindow } from '../../planning';
import {
  CORPORATE_AGREEMENT_MOVES,
  DRAFT,
  ENTITY_TYPE,
  SUBMITTED,
  canSetAgreement,
  corporateAgreementStatus,
  periodicOf,
  statusIdOf,
  versionOf,
  viewOf,
} from './agreement-status';
import { writeChange } from '../../kernel/change';

const requireAgreementAdmin = async (ctx: Ctx): Promise<void> => {
  if (!(await canSetAgreement(ctx)))
    throw new AppError(
      'FORBIDDEN',
      'Only a company administrator, a Performance Management administrator or a Strategic Planning administrator can do this.',
    );
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
  await writeChange(
    ctx,
    {
      companyId,
      entityType: ENTITY_TYPE,
      entityId: s.scorecardId,
      action: move.action,
      summary: `Corporate agreement of “${s.name}”: ${corporateAgreementStatus(from).name} → ${
        corporateAgreementStatus(input.status).name
      }`,
      before: { statusId: from, status: corporateAgreementStatus(from).name },
      after: { statusId: input.status, status: corporateAgreementStatus(input.status).name },
    },
    (tx) => [
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
    ],
    stale,
  );
  return viewOf(ctx, { ...s, agreementStatusId: input.status, agreementVersion: version }, true);
};
