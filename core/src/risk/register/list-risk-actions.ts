import type { RiskRegister, TRiskAction } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { namesOfEmployees } from '../../organisation';
import { findRisk } from './risk-store';
import { toAction } from './actions';

/** A risk's actions, oldest first: one query under the risk. */
export const listRiskActions = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskId: string },
): Promise<TRiskAction[]> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const { data } = await db()
    .entities.riskAction.query.byId({ companyId, riskId: risk.riskId })
    .go({ pages: 'all' });
  const names = await namesOfEmployees(
    companyId,
    data.map((a) => a.ownerId),
  );
  return data
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.actionId.localeCompare(b.actionId))
    .map((a) => toAction(a, names));
};
