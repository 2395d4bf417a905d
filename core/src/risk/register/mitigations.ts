import type { RiskRegister, TRiskMitigation } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireRiskOwnerOrAdmin } from '../access';
import type { RiskItem } from '../entities/risk';
import type { RiskMitigationItem } from '../entities/risk-mitigation';
import { namesOfEmployees } from '../../organisation';
import { findMitigation, findRisk } from './risk-store';
import { toMitigation } from './risk-view';

/**
 * Mitigations of a risk (owner, due date) and their progress (spec §9: Complete at 100 percent,
 * else In Progress). A mitigation's percent changes only through a progress update, which keeps
 * the history; evidence files hang on the updates. The risk counts its mitigations and the
 * complete ones without its version moving, so recording progress never makes someone's open
 * edit of the risk stale.
 */

export const audited = (m: Pick<RiskMitigationItem, 'description' | 'ownerId' | 'dueDate'>) => ({
  description: m.description,
  ownerId: m.ownerId,
  dueDate: m.dueDate,
});

/** The due-date index item of a mitigation that is not Complete (entities/risk-due.ts). */
export const dueKey = (risk: RiskItem, m: Pick<RiskMitigationItem, 'dueDate' | 'mitigationId'>) => ({
  companyId: risk.companyId,
  register: risk.register,
  dueDate: m.dueDate,
  mitigationId: m.mitigationId,
});

export const viewOf = async (ctx: Ctx, m: RiskMitigationItem): Promise<TRiskMitigation> =>
  toMitigation(m, await namesOfEmployees(m.companyId, [m.ownerId]), ctx.now);

export const fresh = async (ctx: Ctx, risk: RiskItem, mitigationId: string) =>
  viewOf(ctx, await findMitigation(risk.companyId, risk.riskId, mitigationId));

/** The risk and mitigation a progress call names, for its mitigation's owner, the risk's owner or an administrator. */
export const openMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskId: string; mitigationId: string },
) => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const mitigation = await findMitigation(companyId, risk.riskId, input.mitigationId, 'mitigationId');
  return { risk, mitigation };
};

export const mayRecord = (ctx: Ctx, risk: RiskItem, mitigation: RiskMitigationItem) =>
  requireRiskOwnerOrAdmin(ctx, [mitigation.ownerId, risk.ownerId], 'the mitigation’s or the risk’s owner');
