import type { Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { getRisk } from '../../risk';

/**
 * The title of the risk-register risk a matrix row stands for, read through the risk module's
 * index; '' when the row links none. Another company's risk, or none, is a 422 naming the field.
 */
export const registerRiskTitle = async (ctx: Ctx, riskId: string | null | undefined): Promise<string> => {
  if (!riskId) return '';
  const risk = await orNullIfMissing(getRisk(ctx, 'management', { id: riskId }));
  if (!risk) throw new AppError('UNPROCESSABLE', 'registerRiskId: no such risk in your risk register');
  return risk.title;
};
