import { NOBODY, type TAgreementType, type TPerformanceRecord } from '@stratum/contracts';
import {
  refusalOf,
  transitionFor,
  type PerformanceAction,
  type PerformanceActor,
  type PerformanceAwaitingStep,
  type PerformanceTransition,
} from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { appLink } from '../../kernel/mail';
import { queueMail, type MailIntent } from '../../kernel/outbox';
import { effectiveSupervisor } from '../../organisation';
import { requireOpenWindow, todayOf } from '../../planning';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { nextQaReviewer, qaReviewerFor } from '../qa';
import { completenessProblems, ratedQuarter } from './assessment-parts';
import { cleanNotes, noteItem } from './note-parts';
import { findRecordFor, personOrNull, windowsOf } from './review-store';
import { namesOf, scorecardNamesOf, toRecord } from './review-view';
import type { TxEntities } from '../../kernel/transact';
import { writeChange } from '../../kernel/change';

/** A performance record's patch in a write transaction: what it may set and remove. */
type RecordPatch = ReturnType<TxEntities['performanceRecord']['patch']>;

export interface TransitionInput {
  scorecardId: string;
  version: number;
  action: PerformanceAction;
  notes?: string | undefined;
  /** change-type only */
  agreementType?: TAgreementType | undefined;
}

const STEP_TEXT: Record<PerformanceAwaitingStep, { subject: string; ask: string; path: string }> = {
  'agreement-submit': {
    subject: 'Your performance agreement waits for you',
    ask: 'Correct your performance agreement and submit it to your supervisor again.',
    path: '/app/my-inbox/performance-agreement-review',
  },
  'agreement-review': {
    subject: 'A performance agreement waits for your review',
    ask: 'Review the performance agreement: agree it, or dispute it with notes.',
    path: '/app/my-inbox/performance-agreement-review',
  },
  'assessment-self': {
    subject: 'Your performance assessment waits for you',
    ask: 'Enter your actuals with their evidence and your own scores, then submit your self assessment.',
    path: '/app/my-inbox/performance-assessment-review',
  },
  'assessment-supervisor': {
    subject: 'A performance assessment waits for your scores',
    ask: 'Score the quarter’s KPIs and mark the assessment done, or return it with notes.',
    path: '/app/my-inbox/performance-assessment-review',
  },
  'qa-review': {
    subject: 'A performance review waits for QA',
    ask: 'Check the review’s completeness, then complete it or refer it back.',
    path: '/app/my-inbox/performance-assessment-review',
  },
};

/** Who the record waits on after the move (the person; NOBODY for none) and the step. */
const awaitingAfter = async (
  ctx: Ctx,
  r: PerformanceRecordItem,
  t: PerformanceTransition,
): Promise<{ awaitingId: string; awaitingStep: PerformanceAwaitingStep | null } | null> => {
  if (t.awaiting === 'unchanged') return null;
  if (t.awaiting === 'nobody') return { awaitingId: NOBODY, awaitingStep: null };
  const step = t.awaiting;
  switch (step) {
    case 'agreement-submit':
    case 'assessment-self':
      return { awaitingId: r.employeeId, awaitingStep: step };
    case 'agreement-review':
    case 'assessment-supervisor': {
      const supervisorId = personOrNull(r.supervisorId);
      const who = supervisorId
        ? await effectiveSupervisor(r.companyId, { supervisorId }, todayOf(ctx.now))
        : null;
      return { awaitingId: who ?? NOBODY, awaitingStep: step };
    }
    case 'qa-review': {
      // check and recall keep the review with the reviewer making the move
      if (t.action === 'check' || t.action === 'recall') {
        return { awaitingId: ctx.employeeId ?? NOBODY, awaitingStep: step };
      }
      const reviewer = await qaReviewerFor(ctx, r.employeeId, 'performance');
      return { awaitingId: reviewer?.reviewerId ?? NOBODY, awaitingStep: step };
    }
  }
};

/** The actor the caller makes this move as, or the refusal: 403 (another part may), 409 (not now). */
const actorFor = (
  r: PerformanceRecordItem,
  action: PerformanceAction,
  roles: readonly PerformanceActor[],
): { actor: PerformanceActor; t: PerformanceTransition } => {
  for (const actor of roles) {
    const t = transitionFor(r, action, actor);
    if (t) return { actor, t };
  }
  const refusals = roles.map((actor) => refusalOf(r, action, actor)!);
  const byActor = refusals.find((x) => x.kind === 'actor');
  if (byActor) throw new AppError('FORBIDDEN', byActor.message);
  throw new AppError('CONFLICT', refusals[0]?.message ?? 'This move is not possible now.');
};

/**
 * Makes one workflow move on a quarter's record (PERFORMANCE_TRANSITIONS): the caller must take
 * part in it (404 otherwise) as the row's actor (403), the record be at `version` (409 stale) and
 * in the row's state (409), the row's quarter window open today (409 `Period is closed`), notes
 * given where the row needs them (400). The record's new state, whom it now waits on, the notes,
 * the audit entry and the mail to the person it now waits on (the outbox sends it) are written in
 * ONE transaction, conditional on the version. A QA reviewer who is not the panel's last hands a
 * completed review on to the next member (it stays In Review, waiting on them).
 */
export const applyTransition = async (ctx: Ctx, input: TransitionInput): Promise<TPerformanceRecord> => {
  const { record: r, roles } = await findRecordFor(ctx, input.scorecardId);
  const { actor, t } = actorFor(r, input.action, roles);
  if (r.version !== input.version) {
    throw new AppError(
      'CONFLICT',
      'This performance record was changed by someone else since you opened it. Reload it and try again.',
    );
  }
  if (t.window) {
    await requireOpenWindow(ctx, { annualPlanId: r.annualPlanId, quarter: r.quarter, window: t.window });
  }
  const notes = await cleanNotes(input.notes, t.notes === 'required');

  let to: Partial<PerformanceRecordItem> = { ...t.to };
  let awaiting = await awaitingAfter(ctx, r, t);
  let summary = `${input.action} by the ${actor}`;

  if (input.action === 'change-type') {
    if (!input.agreementType) throw new AppError('BAD_REQUEST', 'agreementType: choose the agreement’s type');
    to = { ...to, agreementType: input.agreementType };
    summary = `agreement type ${r.agreementType} → ${input.agreementType} by the ${actor}`;
  }
  if (input.action === 'submit') {
    // the supervisor, or the acting supervisor in force today, reviews it
    to = { ...to, reviewerId: awaiting?.awaitingId !== NOBODY ? awaiting?.awaitingId : undefined };
  }
  if (input.action === 'self-assess') {
    const q = await ratedQuarter(r);
    to = { ...to, selfScore: q.selfTotal };
    summary = `self assessed (self score ${q.selfTotal})`;
  }
  if (input.action === 'supervisor-assess') {
    const q = await ratedQuarter(r);
    to = {
      ...to,
      supervisorScore: q.scored.total,
      totalScore: q.scored.total,
      ...(q.scored.adjustedTotal === null ? {} : { adjustedTotal: q.scored.adjustedTotal }),
    };
    summary = `supervisor assessed (rating ${q.scored.total}${q.scored.adjustedTotal === null ? '' : `, adjusted ${q.scored.adjustedTotal}`})`;
  }
  if (input.action === 'check') {
    const problems = completenessProblems(await ratedQuarter(r));
    if (problems.length > 0) {
      throw new AppError('UNPROCESSABLE', `This review is not complete: ${problems.join('; ')}.`);
    }
  }
  if (input.action === 'complete' && ctx.employeeId) {
    const mine = await qaReviewerFor(ctx, r.employeeId, 'performance');
    const isLast = mine?.reviewerId === ctx.employeeId ? mine.isLastReviewer : true;
    const next = isLast ? null : await nextQaReviewer(ctx, ctx.employeeId, 'performance');
    if (next) {
      to = { qaStatus: 'In Review' };
      awaiting = { awaitingId: next.reviewerId, awaitingStep: 'qa-review' };
      summary = `QA review completed by the reviewer and handed on to the next panel member`;
    }
  }

  const now = ctx.now.toISOString();
  const after = { ...r, ...to, ...(awaiting ? { awaitingId: awaiting.awaitingId } : {}) };
  const set: Record<string, unknown> = { ...to, updatedAt: now, supervisorId: r.supervisorId };
  const remove: string[] = [];
  if (awaiting) {
    set.awaitingId = awaiting.awaitingId;
    if (awaiting.awaitingStep) set.awaitingStep = awaiting.awaitingStep;
    else remove.push('awaitingStep');
  }
  for (const [k, v] of Object.entries(set)) if (v === undefined) delete set[k];
  const key = { companyId: r.companyId, scorecardId: r.scorecardId };
  const audited = (x: Partial<PerformanceRecordItem>) => ({
    agreementStatus: x.agreementStatus,
    agreementType: x.agreementType,
    assessmentStatus: x.assessmentStatus,
    qaStatus: x.qaStatus,
    reviewComplete: x.reviewComplete,
    awaitingId: x.awaitingId,
  });

  const mail =
    awaiting &&
    personOrNull(awaiting.awaitingId) &&
    awaiting.awaitingId !== ctx.employeeId &&
    awaiting.awaitingStep
      ? await awaitingMail(
          ctx,
          { ...r, ...to } as PerformanceRecordItem,
          awaiting.awaitingId,
          awaiting.awaitingStep,
        )
      : null;

  await writeChange(
    ctx,
    {
      companyId: r.companyId,
      entityType: 'employee-review',
      entityId: r.scorecardId,
      action: input.action,
      summary: `Q${r.quarter + 1} performance record of employee ${r.employeeId}: ${summary}`,
      before: audited(r),
      after: audited(after),
    },
    (tx) => {
      const patch = tx.performanceRecord
        .patch(key)
        .set(set as Parameters<RecordPatch['set']>[0])
        .composite({ annualPlanId: r.annualPlanId, quarter: r.quarter, employeeId: r.employeeId })
        .add({ version: 1 });
      return [
        (remove.length > 0 ? patch.remove(remove as Parameters<RecordPatch['remove']>[0]) : patch)
          .where((attr, op) => op.eq(attr.version, input.version))
          .commit(),
        ...(notes ? [noteItem(tx, ctx, r, input.action, notes)] : []),
        mail && queueMail(tx, ctx, mail),
      ];
    },
    new AppError(
      'CONFLICT',
      'This performance record was changed by someone else since you opened it. Reload it and try again.',
    ),
  );

  const saved = (await db().entities.performanceRecord.get(key).go()).data!;
  const [open, names, scorecardNames] = await Promise.all([
    windowsOf(ctx, saved),
    namesOf(saved.companyId, [saved.employeeId, saved.supervisorId, saved.awaitingId]),
    scorecardNamesOf(saved.companyId, [saved.scorecardId]),
  ]);
  return toRecord(saved, roles, open, names, scorecardNames);
};

/**
 * The mail to the person a record now waits on, with a link to the screen where they act; null
 * when they have no address or are inactive. `r` is the record as the move leaves it.
 */
const awaitingMail = async (
  ctx: Ctx,
  r: PerformanceRecordItem,
  personId: string,
  step: PerformanceAwaitingStep,
): Promise<MailIntent | null> => {
  const [person, employee] = await Promise.all([
    db().entities.employee.get({ companyId: r.companyId, employeeId: personId }).go(),
    db().entities.employee.get({ companyId: r.companyId, employeeId: r.employeeId }).go(),
  ]);
  if (!person.data?.email || person.data.status !== 'Active') return null;
  const text = STEP_TEXT[step];
  const whose =
    personId === r.employeeId
      ? 'your'
      : `${employee.data?.firstName ?? ''} ${employee.data?.lastName ?? ''}’s`.trim();
  return {
    companyId: r.companyId,
    kind: 'message',
    to: person.data.email,
    subject: `${text.subject} (Q${r.quarter + 1})`,
    content: {
      paragraphs: [
        `Hello ${person.data.firstName},`,
        `${ctx.actorName} moved ${whose} Q${r.quarter + 1} performance record: agreement ${r.agreementStatus}, assessment ${r.assessmentStatus}${r.reviewComplete ? ' (review complete)' : ''}, QA ${r.qaStatus}.`,
        text.ask,
      ],
      action: { label: 'Open it in Stratum', url: appLink(text.path, { scorecardId: r.scorecardId }) },
    },
  };
};
