import type { TCorporateAccess } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { loadUnits } from '../../organisation';
import { isModuleAdmin } from '../../platform';
import { CORPORATE_KINDS, registerScorecardWriter, type ScorecardWrite } from '../../scorecard';

/**
 * Who answers for the company's corporate scorecards (docs/planning.md "Corporate scorecards in my
 * inbox"): a Strategic Planning administrator, and the head of each active business unit marked
 * strategy plan owner (spec §7 business unit `strategyPlanOwner`). The responsible heads build and
 * edit them from their inbox — add an annual or periodic one, change KPIs and enter actuals —;
 * showing, hiding and deleting stay with the administrators.
 */
export const corporateAccess = async (ctx: Ctx): Promise<TCorporateAccess> => {
  const [admin, units] = await Promise.all([
    isModuleAdmin(ctx, 'planning'),
    ctx.employeeId ? loadUnits(tenantOf(ctx)) : Promise.resolve(new Map()),
  ]);
  const owned = [...units.values()]
    .filter(
      (u) =>
        u.level === 'business-unit' &&
        u.status === 'Active' &&
        u.strategyPlanOwner === 'Yes' &&
        u.headId !== undefined &&
        u.headId === ctx.employeeId,
    )
    .map((u) => ({ id: u.unitId as string, name: u.name as string }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { admin, responsible: admin || owned.length > 0, units: owned };
};

/** Refuses (403) a caller who neither administers Strategic Planning nor answers for corporate scorecards. */
export const requireCorporateWriter = async (ctx: Ctx): Promise<void> => {
  if ((await corporateAccess(ctx)).responsible) return;
  throw new AppError(
    'FORBIDDEN',
    'Only a Strategic Planning administrator or the head of a business unit that owns the strategy plan can change corporate scorecards.',
  );
};

const checkWriter = async (ctx: Ctx, _s: unknown, action: ScorecardWrite): Promise<void> => {
  if (action === 'delete') {
    if (await isModuleAdmin(ctx, 'planning')) return;
    throw new AppError(
      'FORBIDDEN',
      'Only a company administrator or a Strategic Planning administrator can delete a corporate scorecard.',
    );
  }
  await requireCorporateWriter(ctx);
};

registerScorecardWriter(CORPORATE_KINDS, checkWriter);
