import type { TActingSupervisor } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { checkManages, companyEmployee, findArrangement, namesOf, toActing } from './acting-store';
import { dayOf } from './rules';

/** Who acts for a supervisor, if anyone: an administrator asks about anyone, others about themselves. */
export const getActingSupervisor = async (
  ctx: Ctx,
  input: { supervisorId: string },
): Promise<{ item: TActingSupervisor | null }> => {
  const companyId = tenantOf(ctx);
  await companyEmployee(companyId, input.supervisorId, 'supervisorId');
  checkManages(ctx, input.supervisorId);
  const item = await findArrangement(companyId, input.supervisorId);
  if (!item) return { item: null };
  return { item: toActing(item, await namesOf(companyId, [item]), dayOf(ctx.now)) };
};
