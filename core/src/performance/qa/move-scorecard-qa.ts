import {
  type TScorecardQaAction,
  type TScorecardQaMoveRequest,
  type TScorecardQaState,
} from '@stratum/contracts';
import { scorecardGaps, scorecardQaMove } from '@stratum/rules';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { contentsOf } from '../../scorecard';
import { nextQaReviewer, qaReviewerFor } from './index';
import { panelMembers } from './qa-store';

const PANEL = 'scorecard';
const VERB: Record<TScorecardQaAction, string> = {
  add: 'taken into review',
  check: 'checked complete',
  complete: 'completed',
  recall: 'recalled',
};

/**
 * The scorecard QA panel's review actions (spec §4; docs/performance.md "Scorecard QA review"):
 * `add` takes an agreed quarter's scorecard into review, `check` checks its completeness (KPIs,
 * targets, weights summing to 100: 422 naming each gap), `complete` finishes a checked review (the
 * panel's last reviewer) or hands it on to the next member, `recall` takes a completed one back.
 * Only the member who reviews the employee on the scorecard panel — or holds the review after a
 * hand-on — acts (403 otherwise; another company's scorecard 404). The state and its own version
 * change with the audit entry in ONE transaction, conditional on the version read (409 stale).
 */
export const moveScorecardQa = async (
  ctx: Ctx,
  action: TScorecardQaAction,
  input: TScorecardQaMoveRequest,
): Promise<TScorecardQaState> => {
  const companyId = tenantOf(ctx);
  const r = (await db().entities.performanceRecord.get({ companyId, scorecardId: input.scorecardId }).go())
    .data;
  if (!r) throw new AppError('NOT_FOUND', 'scorecardId: no such quarter’s scorecard in your company');
  const me = ctx.employeeId ?? '';
  const [assigned, members] = await Promise.all([
    qaReviewerFor(ctx, r.employeeId, PANEL),
    panelMembers(companyId, PANEL),
  ]);
  const status = r.scorecardQaStatus ?? 'Not Started';
  const holderId = r.scorecardQaHolderId ?? null;
  const isMember = members.some((m) => m.employeeId === me);
  // Whoever the panel gives the employee to acts; after a hand-on, the member holding it.
  const mayAct = isMember && (assigned?.reviewerId === me || (status === 'In Review' && holderId === me));
  if (!mayAct) {
    throw new AppError(
      'FORBIDDEN',
      'Only the scorecard QA panel member who reviews this employee (or holds the review) can do this.',
    );
  }
  const version = r.scorecardQaVersion ?? 1;
  if (version !== input.version) {
    throw new AppError(
      'CONFLICT',
      'This scorecard’s QA review was changed by someone else since you opened it. Reload it and try again.',
    );
  }
  const next = await nextQaReviewer(ctx, me, PANEL);
  const moved = scorecardQaMove({ status, checked: r.scorecardQaChecked ?? false, holderId }, action, {
    me,
    isLast: next === null,
    nextId: next?.reviewerId ?? null,
    agreed: r.agreementStatus === 'Agreed',
  });
  if (!moved.ok) throw new AppError('CONFLICT', moved.why);
  if (action === 'check') {
    const gaps = scorecardGaps((await contentsOf(companyId, r.scorecardId)).kpis);
    if (gaps.length > 0)
      throw new AppError('UNPROCESSABLE', `This scorecard is not complete: ${gaps.join('; ')}.`);
  }
  const after = moved.next;
  const stale = new AppError(
    'CONFLICT',
    'This scorecard’s QA review was changed by someone else since you opened it. Reload it and try again.',
  );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'scorecard-qa',
      entityId: r.scorecardId,
      action,
      summary: `Scorecard QA review ${VERB[action]}${moved.handedOn ? ' and handed on to the next reviewer' : ''}`,
      before: { status, checked: r.scorecardQaChecked ?? false, holderId },
      after: { status: after.status, checked: after.checked, holderId: after.holderId },
    },
    (tx) => {
      const patch = tx.performanceRecord.patch({ companyId, scorecardId: r.scorecardId }).set({
        scorecardQaStatus: after.status,
        scorecardQaChecked: after.checked,
        scorecardQaVersion: version + 1,
      });
      const held = after.holderId
        ? patch.set({ scorecardQaHolderId: after.holderId })
        : patch.remove(['scorecardQaHolderId']);
      return [
        held
          .where((a, op) =>
            version === 1 ? op.notExists(a.scorecardQaVersion) : op.eq(a.scorecardQaVersion, version),
          )
          .commit(),
      ];
    },
    stale,
  );
  return {
    scorecardId: r.scorecardId,
    scorecardQaStatus: after.status,
    scorecardQaChecked: after.checked,
    scorecardQaVersion: version + 1,
    holderId: after.holderId,
  };
};
