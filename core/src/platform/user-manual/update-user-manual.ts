import type { ModuleKey, TUserManual } from '@stratum/contracts';
import { writeItems } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { conflict, findReadable, tenantId, toManual } from './user-manual-parts';

export const updateUserManual = async (
  ctx: Ctx,
  input: { id: string; version: number; moduleKey: ModuleKey; title: string },
): Promise<{ item: TUserManual }> => {
  const before = await findReadable(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  await writeItems(
    (tx) => [
      tx.userManual
        .patch({ tenantId, manualId: input.id })
        .set({ moduleKey: input.moduleKey, title: input.title, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    { onConflict: conflict() },
  );
  return { item: toManual(await findReadable(ctx, input.id)) };
};
