import type { TCompanyAssessment, TUpdateCompanyAssessmentRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan, requireOpenWindow } from '../../planning';
import type { CompanyAssessmentItem } from '../entities/company-assessment';
import { assessmentKey, loadAssessment } from './store';
import {
  ENTITY_TYPE,
  audited,
  cleanComments,
  label,
  scoreQuarter,
  stale,
  view,
  scorecardChecks,
} from './assessment-parts';
import { writeChange } from '../../kernel/change';

/**
 * POST update (Performance Management administrators, the quarter's performance assessment window
 * open, at the version read). A Draft takes an adjusted score (0–6, two decimals; null clears it),
 * comments and a status, and is re-scored from its scorecards as they are now; `Complete` freezes
 * it (who and when are kept). A Complete assessment takes only `status: Draft` (reopen, re-scored);
 * anything else is 409. The write, conditional on the version and on the scorecards still being
 * ready, and its audit entry are ONE transaction.
 */
export const updateCompanyAssessment = async (
  ctx: Ctx,
  input: TUpdateCompanyAssessmentRequest,
): Promise<TCompanyAssessment> => {
  const companyId = tenantOf(ctx);
  const a = await loadAssessment(ctx, input.id);
  await requireModuleAdmin(ctx, 'performance');
  const plan = await findAnnualPlan(companyId, a.annualPlanId, 'id');
  if (a.version !== input.version) throw stale();
  const status = input.status ?? a.status;
  if (a.status === 'Complete') {
    const other = input.adjustedScore !== undefined || input.comments !== undefined;
    if (status !== 'Draft' || other) {
      throw new AppError(
        'CONFLICT',
        `The ${label(a.quarter)} company assessment is Complete: reopen it (status Draft) before changing it.`,
      );
    }
  }
  await requireOpenWindow(ctx, { annualPlanId: a.annualPlanId, quarter: a.quarter, window: 'pmAssessment' });
  const { scorecards, score } = await scoreQuarter(companyId, plan, a.quarter);
  const adjustedScore = input.adjustedScore === undefined ? (a.adjustedScore ?? null) : input.adjustedScore;
  const now = ctx.now.toISOString();
  const next: CompanyAssessmentItem = {
    ...a,
    scorecardIds: scorecards.map((s) => s.id),
    computedScore: score!,
    finalScore: adjustedScore ?? score!,
    comments: input.comments === undefined ? a.comments : await cleanComments(input.comments),
    status,
    assessedById: ctx.employeeId ?? ctx.userId,
    assessedByName: ctx.actorName,
    assessedAt: now,
    version: a.version + 1,
    updatedAt: now,
  };
  if (adjustedScore === null) delete next.adjustedScore;
  else next.adjustedScore = adjustedScore;
  const completing = a.status === 'Draft' && status === 'Complete';
  const reopening = a.status === 'Complete' && status === 'Draft';
  if (completing)
    Object.assign(next, {
      completedById: ctx.employeeId ?? ctx.userId,
      completedByName: ctx.actorName,
      completedAt: now,
    });
  if (reopening) {
    delete next.completedById;
    delete next.completedByName;
    delete next.completedAt;
  }
  const removed = [
    ...(adjustedScore === null && a.adjustedScore !== undefined ? (['adjustedScore'] as const) : []),
    ...(reopening ? (['completedById', 'completedByName', 'completedAt'] as const) : []),
  ];
  const { before, after } = changes(audited(a), audited(next));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: ENTITY_TYPE,
      entityId: a.assessmentId,
      action: completing ? 'complete' : reopening ? 'reopen' : 'update',
      summary: `${label(a.quarter)} company assessment ${
        completing ? 'completed' : reopening ? 'reopened' : 'updated'
      }: final score ${next.finalScore}`,
      before,
      after,
    },
    (tx) => {
      const set = {
        scorecardIds: next.scorecardIds,
        computedScore: next.computedScore,
        finalScore: next.finalScore,
        comments: next.comments,
        status: next.status,
        assessedById: next.assessedById,
        assessedByName: next.assessedByName,
        assessedAt: next.assessedAt,
        version: next.version,
        updatedAt: now,
        ...(next.adjustedScore !== undefined ? { adjustedScore: next.adjustedScore } : {}),
        ...(completing
          ? {
              completedById: next.completedById!,
              completedByName: next.completedByName!,
              completedAt: next.completedAt!,
            }
          : {}),
      };
      const patch = tx.companyAssessment.patch(assessmentKey(a)).set(set);
      return [
        (removed.length > 0 ? patch.remove([...removed]) : patch)
          .where((x, op) => op.eq(x.version, input.version))
          .commit(),
        ...scorecardChecks(tx, companyId, next.scorecardIds),
      ];
    },
    stale(),
  );
  return view(companyId, plan, next);
};
