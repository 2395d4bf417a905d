import type { ModuleKey } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { setRight } from './module-rights';

export const updateAdminAccess = async (
  ctx: Ctx,
  input: { employeeId: string; moduleKey: ModuleKey; adminAccess: boolean },
) => ({
  m_e: await setRight(ctx, { ...input, right: 'adminAccess', value: input.adminAccess }),
});
