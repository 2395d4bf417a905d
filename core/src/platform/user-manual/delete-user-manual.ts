import { writeItems } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { conflict, findReadable, tenantId } from './user-manual-parts';

export const deleteUserManual = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<{ id: string }> => {
  const before = await findReadable(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  await writeItems(
    (tx) => [
      tx.userManual
        .delete({ tenantId, manualId: input.id })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    { onConflict: conflict() },
  );
  return { id: input.id };
};
