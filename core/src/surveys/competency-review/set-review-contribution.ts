import {
  ZSetReviewContributionRequestSchema,
  type TCompetencyReviewSetup,
  type TSetReviewContributionRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { adminPlan, changed, loadReviewSetup, setupNow } from './review-store';
import { qualitativeMeasurementOn } from '../../platform';

/**
 * Sets the plan's contribution weight: the percent of each employee's final assessment score the
 * competency score makes up (0: not used; every score is the scorecard's as before). Above 0 only
 * while qualitative measurement is on for the company (422 otherwise). Versioned:
 * version 0 creates it (refused if someone set it meanwhile), a later one must match (stale: 409).
 */
export const setReviewContribution = async (
  ctx: Ctx,
  raw: TSetReviewContributionRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZSetReviewContributionRequestSchema.parse(raw);
  const companyId = await adminPlan(ctx, input.annualPlanId);
  const [{ settings }, enabled] = await Promise.all([
    loadReviewSetup(companyId, input.annualPlanId),
    qualitativeMeasurementOn(companyId),
  ]);
  if (!enabled && input.weight > 0)
    throw new AppError(
      'UNPROCESSABLE',
      'weight: qualitative measurement is off for your company, so the competency review cannot count towards assessments. The platform owner turns it on (Qualitative measurement); until then the weight can only be 0.',
    );
  if ((settings?.version ?? 0) !== input.version)
    throw new AppError(
      'CONFLICT',
      'The contribution weight was changed by someone else since you opened it. Reload it and try again.',
    );
  const key = { companyId, annualPlanId: input.annualPlanId };
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'competency-review-contribution',
      entityId: input.annualPlanId,
      action: 'update',
      summary: `Competency review contribution set to ${input.weight}%`,
      before: { contributionWeight: settings?.contributionWeight ?? 0 },
      after: { contributionWeight: input.weight },
    },
    (tx) => [
      settings
        ? tx.competencyReviewSettings
            .patch(key)
            .set({ contributionWeight: input.weight, updatedAt: now })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit()
        : tx.competencyReviewSettings
            .create({ ...key, contributionWeight: input.weight, version: 1, createdAt: now, updatedAt: now })
            .commit(),
    ],
    changed('contribution'),
  );
  return setupNow(companyId, input.annualPlanId);
};
