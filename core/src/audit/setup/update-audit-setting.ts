import type { TAuditSetting, TAuditSettingInput, TAuditSettingKind } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { getAuditSetting } from './get-audit-setting';
import {
  audited,
  duplicateMessage,
  findSetting,
  SETTING_WHAT,
  settingScope,
  storedFields,
} from './settings-store';

/** Changes an item of a settings kind, conditional on the version the caller read. */
export const updateAuditSetting = async (
  ctx: Ctx,
  kind: TAuditSettingKind,
  input: TAuditSettingInput & { id: string; version: number },
): Promise<TAuditSetting> => {
  const companyId = tenantOf(ctx);
  const what = SETTING_WHAT[kind];
  const before = await findSetting(companyId, kind, input.id, what);
  await requireAuditAdmin(ctx);
  const fields = await storedFields(companyId, kind, input);
  const renamed = fields.nameKey !== before.nameKey;
  const scope = settingScope(companyId, kind);
  const diff = changes(audited(before as unknown as Record<string, unknown>), audited(fields));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `audit-${kind}`,
      entityId: before.settingId,
      action: 'update',
      summary: `${what[0]!.toUpperCase()}${what.slice(1)} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ auditSetting, unique }) => [
      auditSetting
        .patch({ companyId, kind, settingId: before.settingId })
        .set({ ...fields, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      renamed && [
        unique.delete({ scope, value: before.nameKey }).commit(),
        unique.create({ scope, value: fields.nameKey, ownerId: before.settingId }).commit(),
      ],
    ],
    new AppError(
      'CONFLICT',
      `This ${what} was changed by someone else since you opened it, or ${duplicateMessage(kind, fields.name, what).replace(/^\w+: /, '')} Reload it and try again.`,
    ),
  );
  return getAuditSetting(ctx, kind, { id: before.settingId });
};
