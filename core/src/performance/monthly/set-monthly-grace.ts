import type { TPeriods, TSetGraceRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan } from '../../planning';
import { periodsOf, settingsOf } from './progress-store';
import { writeChange } from '../../kernel/change';

/**
 * Sets how many days a month of an annual plan stays open after it ends (Performance Management
 * administrators). Versioned: 0 while the plan still has the default (the settings are created,
 * conditional on not existing), then the version read. Audited in the same transaction.
 */
export const setMonthlyGrace = async (ctx: Ctx, input: TSetGraceRequest): Promise<TPeriods> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  await requireModuleAdmin(ctx, 'performance');
  const current = await settingsOf(companyId, plan.annualPlanId);
  const stale = new AppError(
    'CONFLICT',
    'These settings were changed by someone else since you opened them. Reload them and try again.',
  );
  if (current.version !== input.version) throw stale;
  const now = ctx.now.toISOString();
  const key = { companyId, annualPlanId: plan.annualPlanId };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'monthly-progress-periods',
      entityId: plan.annualPlanId,
      action: 'set-grace',
      summary: `Months of the annual plan ${plan.startDate} – ${plan.endDate} stay open ${input.graceDays} days after they end`,
      before: { graceDays: current.graceDays },
      after: { graceDays: input.graceDays },
    },
    (tx) => [
      input.version === 0
        ? tx.monthlySetting
            .create({ ...key, graceDays: input.graceDays, version: 1, createdAt: now, updatedAt: now })
            .commit()
        : tx.monthlySetting
            .patch(key)
            .set({ graceDays: input.graceDays, updatedAt: now })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit(),
    ],
    stale,
  );
  return periodsOf(ctx, plan);
};
