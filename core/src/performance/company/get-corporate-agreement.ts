import { type TCorporateAgreement } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { type ScorecardItem } from '../../scorecard';
import { NO_SUCH, canSetAgreement, periodicOf, viewOf } from './agreement-status';

/**
 * A periodic corporate scorecard the caller may read: another company's, another kind, one being
 * built and a hidden one (for someone who administers neither module) are all 404 naming `id`.
 */
const readablePeriodic = async (ctx: Ctx, id: string): Promise<{ s: ScorecardItem; admin: boolean }> => {
  const s = await periodicOf(ctx, id);
  const admin = await canSetAgreement(ctx);
  if (!s.visible && !admin) throw new AppError('NOT_FOUND', NO_SUCH);
  return { s, admin };
};

/** GET agreement-status: the status of a periodic corporate scorecard, its version and history. */
export const getCorporateAgreement = async (
  ctx: Ctx,
  input: { id: string },
): Promise<TCorporateAgreement> => {
  const { s, admin } = await readablePeriodic(ctx, input.id);
  return viewOf(ctx, s, admin);
};
