import type { ModuleKey } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { enabledModules } from '../module/module-view';
import { tenantId, toManual } from './user-manual-parts';

export const listUserManuals = async (ctx: Ctx, input: { moduleKey?: ModuleKey | undefined }) => {
  const [all, enabled] = await Promise.all([
    db().entities.userManual.query.byId({ tenantId }).go({ pages: 'all' }),
    ctx.role === 'holder' ? Promise.resolve(null) : enabledModules(ctx.companyId ?? ''),
  ]);
  const list = all.data
    .filter((m) => !enabled || enabled.has(m.moduleKey as ModuleKey))
    .filter((m) => !input.moduleKey || m.moduleKey === input.moduleKey)
    .sort((a, b) => a.moduleKey.localeCompare(b.moduleKey) || a.title.localeCompare(b.title))
    .map(toManual);
  return { list };
};
