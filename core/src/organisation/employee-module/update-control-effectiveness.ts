import type { Ctx } from '../../kernel/ctx';
import { setRight } from './module-rights';

/** Control effectiveness is a right within risk management (spec §3). */
export const updateControlEffectiveness = async (
  ctx: Ctx,
  input: { employeeId: string; controlEffectiveness: boolean },
) => ({
  item: await setRight(ctx, {
    employeeId: input.employeeId,
    moduleKey: 'risk',
    right: 'controlEffectiveness',
    value: input.controlEffectiveness,
  }),
});
