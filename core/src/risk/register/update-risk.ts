import type { RiskRegister, TEditIdentificationRequest, TRiskDetail } from '@stratum/contracts';
import { residualCell } from '@stratum/rules';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskOwnerOrAdmin } from '../access';
import { cellKey, countedOf, countItems, countMoves } from '../counts';
import type { RiskItem } from '../entities/risk';
import { loadSetup } from '../setup/setup-store';
import { checkObjective, linkFields } from './objectives';
import { checkVersion, controlsOf, findRisk } from './risk-store';
import { audited, checkRateable, detailOf, parentMoves, referencesOf, searchTextOf } from './identification';

/**
 * Changes a risk's identification (administrators and the risk's owner), conditional on the
 * version read. The residual rating is worked out again from the new inherent rating and the
 * risk's controls; the counts, and the old and new category's, team's and type's `riskCount`,
 * move in the same transaction.
 */
export const updateRisk = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TEditIdentificationRequest,
): Promise<TRiskDetail> => {
  const companyId = tenantOf(ctx);
  const [setup, before] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, input.id)]);
  const { type } = await referencesOf(companyId, setup, input);
  await requireRiskOwnerOrAdmin(ctx, [before.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'risk');
  const inherent = { impact: input.impact, likelihood: input.likelihood };
  checkRateable(setup, type, inherent);
  if (input.objectiveLink) await checkObjective(companyId, input.objectiveLink);
  const residual = residualCell(inherent, await controlsOf(companyId, before.riskId));
  const now = ctx.now.toISOString();
  // The month of its last change to Closed (the register over time); none while Open.
  const closedMonth =
    input.status === 'Closed' ? (before.status === 'Closed' && before.closedMonth) || now.slice(0, 7) : '';

  const set = {
    title: input.title,
    description: input.description,
    causes: input.causes,
    consequences: input.consequences,
    categoryId: input.categoryId,
    ownerId: input.ownerId,
    ratingTypeId: type.ratingTypeId,
    inherentImpact: inherent.impact,
    inherentLikelihood: inherent.likelihood,
    residualImpact: residual.impact,
    residualLikelihood: residual.likelihood,
    inherentCell: cellKey(type.ratingTypeId, inherent),
    residualCell: cellKey(type.ratingTypeId, residual),
    status: input.status,
    closedMonth,
    ...linkFields(input.objectiveLink),
    responseNote: input.responseNote ?? '',
    searchText: searchTextOf(input),
    updatedAt: now,
  };
  const removed = [
    ...(input.objectiveLink ? [] : (['objectiveKind'] as const)),
    ...(input.response ? [] : (['response'] as const)),
  ];
  const after = {
    ...before,
    ...set,
    teamId: input.teamId ?? undefined,
    objectiveKind: input.objectiveLink?.kind,
    response: input.response ?? undefined,
  };
  const diff = changes(audited(before), audited(after));
  const key = { companyId, riskId: before.riskId };

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk',
      entityId: before.riskId,
      action: 'update',
      summary: `Risk “${before.title}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      tx.risk
        .patch(key)
        // No team is stored as ''.
        .set({ ...set, teamId: input.teamId ?? '', ...(input.response ? { response: input.response } : {}) })
        .remove(removed)
        .composite({ register })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      countItems(tx, companyId, register, countMoves(countedOf(before), countedOf(after as RiskItem))),
      parentMoves(tx, companyId, before, after),
    ],
    new AppError(
      'CONFLICT',
      'This risk was changed by someone else since you opened it, or its category, team or rating type was deleted a moment ago. Reload it and try again.',
    ),
  );
  return detailOf(ctx, register, before.riskId);
};
