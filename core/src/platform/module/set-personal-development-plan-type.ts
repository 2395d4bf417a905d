import type { Ctx } from '../../kernel/ctx';
import { tenantOf } from '../../kernel/ctx';
import { toCompany } from '../company-view';
import { changeCompany } from '../company/change-company';

/** A single-field setting of the administrator's own company: the last choice made stands. */
export const setPersonalDevelopmentPlanType = async (
  ctx: Ctx,
  input: { personalDevelopmentPlanType: 'Annual' | 'Periodic' },
) => ({
  item: await toCompany(
    await changeCompany(ctx, {
      companyId: tenantOf(ctx),
      version: null,
      action: 'set-personal-development-plan-type',
      set: { personalDevelopmentPlanType: input.personalDevelopmentPlanType },
    }),
  ),
});
