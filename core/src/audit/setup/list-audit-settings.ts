import type { TAuditSetting, TAuditSettingKind } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadKind, viewSettings } from './settings-store';

/** A kind's items, by name (finding ratings High, Medium, Low). */
export const listAuditSettings = async (ctx: Ctx, kind: TAuditSettingKind): Promise<TAuditSetting[]> => {
  const companyId = tenantOf(ctx);
  const list = await viewSettings(companyId, await loadKind(companyId, kind));
  const order = ['High', 'Medium', 'Low'];
  return kind === 'finding-rating'
    ? list.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    : list.sort((a, b) => a.name.localeCompare(b.name));
};
