import type { TAuditSetting, TAuditSettingKind } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findSetting, SETTING_WHAT, viewSettings } from './settings-store';

export const getAuditSetting = async (
  ctx: Ctx,
  kind: TAuditSettingKind,
  input: { id: string },
): Promise<TAuditSetting> => {
  const companyId = tenantOf(ctx);
  const item = await findSetting(companyId, kind, input.id, SETTING_WHAT[kind]);
  return (await viewSettings(companyId, [item]))[0]!;
};
