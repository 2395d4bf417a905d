import type { TActivity } from '@stratum/contracts';
import { nextDateOnAccept } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { isComplianceAdmin } from '../access';
import { dayOf, dueFields, findActivity } from '../activities/activity-store';
import { toActivity } from '../activities/activity-view';
import type { ComplianceActivityItem } from '../entities/compliance-activity';
import type { ComplianceStepItem } from '../entities/compliance-step';
import { dueDateAfter } from '../recurrence';
import { checkVersion, loadSetup, type ComplianceSetup } from '../setup/setup-store';

/**
 * The submission workflow (spec §4): the complying team saves notes and submits; the compliance
 * team processes (accepts) or declines with a reason; an administrator may process on the
 * compliance team's behalf (admin process), recorded as such. Each move is conditional on the
 * version and state read, and writes its step (create-only) and audit entry in one transaction.
 */
type Side = 'complying' | 'compliance';

export const memberOf = (setup: ComplianceSetup, teamId: string, employeeId: string | null) =>
  Boolean(employeeId && setup.teams.find((t) => t.teamId === teamId)?.memberIds.includes(employeeId));

/** Refuses (403) a caller outside the activity's team of that side. */
export const requireMember = (ctx: Ctx, setup: ComplianceSetup, a: ComplianceActivityItem, side: Side) => {
  const teamId = side === 'complying' ? a.complyingTeamId : a.complianceTeamId;
  if (!memberOf(setup, teamId, ctx.employeeId)) {
    throw new AppError('FORBIDDEN', `Only members of this activity’s ${side} team can do this.`);
  }
};

type Removable = 'nextComplianceDate' | 'nextComplianceDatePendingApproval';

interface Move {
  side: Side | 'admin';
  /** the states the move starts from */
  from: ReadonlyArray<ComplianceActivityItem['state']>;
  verb: string;
  set: (a: ComplianceActivityItem) => Partial<ComplianceActivityItem> & { remove?: Removable[] };
  step?: (a: ComplianceActivityItem) => Pick<ComplianceStepItem, 'kind'> & Partial<ComplianceStepItem>;
}

const STATE_TEXT = { open: 'open', submitted: 'waiting for review', declined: 'sent back' } as const;

export const moveActivity = async (
  ctx: Ctx,
  input: { id: string; version: number },
  move: Move,
): Promise<TActivity> => {
  const companyId = tenantOf(ctx);
  const [setup, a] = await Promise.all([loadSetup(companyId), findActivity(companyId, input.id)]);
  if (move.side === 'admin') {
    if (!(await isComplianceAdmin(ctx))) {
      throw new AppError(
        'FORBIDDEN',
        'Only a company administrator or a Compliance Management administrator can do this.',
      );
    }
  } else {
    requireMember(ctx, setup, a, move.side);
  }
  checkVersion(a, input.version, 'compliance activity');
  if (!move.from.includes(a.state)) {
    throw new AppError(
      'UNPROCESSABLE',
      `This activity is ${STATE_TEXT[a.state]}: it cannot be ${move.verb} now.`,
    );
  }
  const { remove, ...set } = move.set(a);
  const now = ctx.now.toISOString();
  const step = move.step?.(a);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-activity',
      entityId: a.activityId,
      action: move.verb,
      summary: `Compliance activity “${a.name}” ${move.verb}${move.side === 'admin' ? ' by an administrator' : ''}`,
      after: {
        state: set.state ?? a.state,
        ...(set.nextComplianceDate ? { nextComplianceDate: set.nextComplianceDate } : {}),
        ...(set.nextComplianceDatePendingApproval
          ? { nextComplianceDatePendingApproval: set.nextComplianceDatePendingApproval }
          : {}),
      },
    },
    (tx: TxEntities): TxItem[] => {
      const q = tx.complianceActivity
        .patch({ companyId, activityId: a.activityId })
        .set({ ...set, updatedAt: now });
      return [
        (remove?.length ? q.remove(remove) : q)
          .add({ version: 1 })
          .where((x, op) => `${op.eq(x.version, input.version)} AND ${op.eq(x.state, a.state)}`)
          .commit(),
        ...(step
          ? [
              tx.complianceStep
                .create({
                  companyId,
                  activityId: a.activityId,
                  stepId: newId(),
                  actorName: ctx.actorName,
                  at: now,
                  ...(ctx.employeeId ? { employeeId: ctx.employeeId } : {}),
                  ...(a.nextComplianceDate ? { dueDate: a.nextComplianceDate } : {}),
                  ...step,
                })
                .commit(),
            ]
          : []),
      ];
    },
    new AppError(
      'CONFLICT',
      'This activity was changed by someone else since you opened it. Reload it and try again.',
    ),
  );
  return toActivity(await findActivity(companyId, a.activityId), setup, dayOf(ctx.now));
};

/**
 * Accepting: the last compliance date is the evidence's effective date, and the next is the date
 * the submission proposed, approved by this acceptance, else the recurrence's date after the one
 * just met (none for a one-off). Later periods follow the recurrence from the approved date.
 */
export const acceptMove = (adminProcess: boolean): Move => ({
  side: adminProcess ? 'admin' : 'compliance',
  from: ['submitted'],
  verb: 'processed',
  set: (a) => {
    const next = nextDateOnAccept(
      a.nextComplianceDate ? dueDateAfter({ ...a, rule: a.rule || null }, a.nextComplianceDate) : null,
      a.nextComplianceDatePendingApproval || null,
    );
    const last = a.evidenceEffectiveDate || dayOfIso(a.updatedAt);
    return {
      state: 'open',
      lastComplianceDate: last,
      notes: '',
      // The next period starts without evidence; the accepted files stay on the submitted step.
      evidence: [],
      ...(next ? { nextComplianceDate: next } : {}),
      remove: [
        ...(next ? [] : (['nextComplianceDate'] as const)),
        ...(a.nextComplianceDatePendingApproval ? (['nextComplianceDatePendingApproval'] as const) : []),
      ],
      ...dueFields(next, a.graceDays),
    };
  },
  step: () => ({ kind: 'accepted', adminProcess }),
});

const dayOfIso = (iso: string) => iso.slice(0, 10);
