import type { RiskRegister, TAddIdentificationRequest, TRiskDetail } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { requireRiskAdmin } from '../access';
import { cellKey, countedOf, countItems, countMoves } from '../counts';
import type { RiskItem } from '../entities/risk';
import { loadSetup } from '../setup/setup-store';
import { checkObjective, linkFields } from './objectives';
import { registerNoun } from './risk-store';
import {
  audited,
  checkRateable,
  detailOf,
  parentMoves,
  referencesOf,
  refsGone,
  searchTextOf,
} from './identification';

/**
 * Identifies a risk (Risk Management administrators): owner, category, optional team, rating
 * type and inherent impact × likelihood, which is also its residual rating until it has
 * controls. The risk, its counts, its category's, team's and rating type's `riskCount` and the
 * audit entry are one transaction; a category, team or type deleted meanwhile stops it.
 */
export const addRisk = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddIdentificationRequest,
): Promise<TRiskDetail> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const { type } = await referencesOf(companyId, setup, input);
  await requireRiskAdmin(ctx);
  const inherent = { impact: input.impact, likelihood: input.likelihood };
  checkRateable(setup, type, inherent);
  if (input.objectiveLink) await checkObjective(companyId, input.objectiveLink);

  const riskId = newId();
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    riskId,
    register,
    title: input.title,
    description: input.description,
    causes: input.causes,
    consequences: input.consequences,
    categoryId: input.categoryId,
    ...(input.teamId ? { teamId: input.teamId } : {}),
    ownerId: input.ownerId,
    ratingTypeId: type.ratingTypeId,
    inherentImpact: inherent.impact,
    inherentLikelihood: inherent.likelihood,
    residualImpact: inherent.impact,
    residualLikelihood: inherent.likelihood,
    inherentCell: cellKey(type.ratingTypeId, inherent),
    residualCell: cellKey(type.ratingTypeId, inherent),
    status: input.status,
    ...(input.status === 'Closed' ? { closedMonth: now.slice(0, 7) } : {}),
    ...(input.objectiveLink ? linkFields(input.objectiveLink) : {}),
    ...(input.response ? { response: input.response } : {}),
    responseNote: input.responseNote ?? '',
    searchText: searchTextOf(input),
    controlCount: 0,
    mitigationCount: 0,
    mitigationsComplete: 0,
    actionCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskItem;

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk',
      entityId: riskId,
      action: 'add',
      summary: `Risk “${item.title}” identified in the ${registerNoun(register)}`,
      after: audited(item),
    },
    (tx) => [
      tx.risk.create(item).commit(),
      countItems(tx, companyId, register, countMoves(null, countedOf(item))),
      parentMoves(tx, companyId, null, item),
    ],
    refsGone,
  );
  return detailOf(ctx, register, riskId);
};
