import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { isConditionFailure } from '../../kernel/errors';
import { conflict, findReadable, tenantId } from './user-manual-parts';

export const deleteUserManual = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<{ id: string }> => {
  const before = await findReadable(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  try {
    await db()
      .entities.userManual.delete({ tenantId, manualId: input.id })
      .where((a, op) => op.eq(a.version, input.version))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw conflict();
    throw e;
  }
  return { id: input.id };
};
