import type { RiskRegister, TRiskProgress } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { toProgress } from './risk-view';
import { openMitigation } from './mitigations';

/** A mitigation's progress updates, newest first. */
export const listRiskProgress = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskId: string; mitigationId: string },
): Promise<TRiskProgress[]> => {
  const { mitigation } = await openMitigation(ctx, register, input);
  const { data } = await db()
    .entities.riskProgress.query.byId({
      companyId: mitigation.companyId,
      mitigationId: mitigation.mitigationId,
    })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toProgress);
};
