import type { RiskRegister, TRiskDetail } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { setupOf } from '../setup/setup-store';
import { findRisk } from './risk-store';
import { riskDetail } from './risk-view';

/** One risk of the register with its controls and mitigations. */
export const getRisk = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { id: string },
): Promise<TRiskDetail> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.id);
  // A risk exists, so its company has its set-up: nothing to write.
  return riskDetail(await setupOf(ctx, { provision: false }), risk, ctx.now);
};
