import type { TAuditSetting, TAuditSettingKind } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';
import { audited, findSetting, SETTING_WHAT, settingScope, viewSettings } from './settings-store';

/** Deletes an item of a settings kind, conditional on the version the caller read. */
export const deleteAuditSetting = async (
  ctx: Ctx,
  kind: TAuditSettingKind,
  input: { id: string; version: number },
): Promise<TAuditSetting> => {
  const companyId = tenantOf(ctx);
  const what = SETTING_WHAT[kind];
  const before = await findSetting(companyId, kind, input.id, what);
  await requireAuditAdmin(ctx);
  const [view] = await viewSettings(companyId, [before]);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `audit-${kind}`,
      entityId: before.settingId,
      action: 'delete',
      summary: `${what[0]!.toUpperCase()}${what.slice(1)} “${view!.name}” deleted`,
      before: audited(view!),
    },
    ({ auditSetting, unique }) => [
      auditSetting
        .delete({ companyId, kind, settingId: before.settingId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      unique.delete({ scope: settingScope(companyId, kind), value: before.nameKey }).commit(),
    ],
  );
  return view!;
};
