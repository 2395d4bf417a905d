import type { TAddCompanyAssessmentRequest, TCompanyAssessment } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan, requireOpenWindow } from '../../planning';
import type { CompanyAssessmentItem } from '../entities/company-assessment';
import { assessmentOf } from './store';
import {
  ENTITY_TYPE,
  audited,
  cleanComments,
  label,
  scoreQuarter,
  view,
  scorecardChecks,
} from './assessment-parts';
import { writeChange } from '../../kernel/change';

/**
 * POST add: assesses a quarter (Performance Management administrators, its performance
 * assessment window open): scores its periodic corporate scorecard(s) and creates the assessment,
 * Draft, conditional on the quarter having none (409) and on the scorecards still being ready,
 * with the audit entry, in ONE transaction.
 */
export const addCompanyAssessment = async (
  ctx: Ctx,
  input: TAddCompanyAssessmentRequest,
): Promise<TCompanyAssessment> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  await requireModuleAdmin(ctx, 'performance');
  const taken = new AppError(
    'CONFLICT',
    `The ${label(input.quarter)} company assessment of this annual plan already exists: open it to change it.`,
  );
  if (await assessmentOf(companyId, plan.annualPlanId, input.quarter)) throw taken;
  const { scorecards, score } = await scoreQuarter(companyId, plan, input.quarter);
  await requireOpenWindow(ctx, {
    annualPlanId: plan.annualPlanId,
    quarter: input.quarter,
    window: 'pmAssessment',
  });
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    annualPlanId: plan.annualPlanId,
    quarter: input.quarter,
    assessmentId: newId(),
    scorecardIds: scorecards.map((s) => s.id),
    computedScore: score!,
    finalScore: score!,
    comments: input.comments === undefined ? '' : await cleanComments(input.comments),
    status: 'Draft' as const,
    assessedById: ctx.employeeId ?? ctx.userId,
    assessedByName: ctx.actorName,
    assessedAt: now,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies CompanyAssessmentItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: ENTITY_TYPE,
      entityId: item.assessmentId,
      action: 'add',
      summary: `${label(input.quarter)} company assessment added: score ${score}`,
      after: audited(item),
    },
    (tx) => [
      tx.companyAssessment.create(item).commit(),
      ...scorecardChecks(tx, companyId, item.scorecardIds),
    ],
    taken,
  );
  return view(companyId, plan, item);
};
