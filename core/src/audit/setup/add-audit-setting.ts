import type { TAuditSetting, TAuditSettingInput, TAuditSettingKind } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireAuditAdmin } from '../access';
import { audited, duplicateMessage, SETTING_WHAT, settingScope, storedFields } from './settings-store';
import { getAuditSetting } from './get-audit-setting';

/** Adds an item of a settings kind; its name (or person, or level) is claimed in the kind. */
export const addAuditSetting = async (
  ctx: Ctx,
  kind: TAuditSettingKind,
  input: TAuditSettingInput,
): Promise<TAuditSetting> => {
  const companyId = tenantOf(ctx);
  // The fields first: a person or unit of another company is not found (404) for every caller,
  // before who may add is asked.
  const fields = await storedFields(companyId, kind, input);
  await requireAuditAdmin(ctx);
  const settingId = newId();
  const now = ctx.now.toISOString();
  const what = SETTING_WHAT[kind];
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `audit-${kind}`,
      entityId: settingId,
      action: 'add',
      summary: `${what[0]!.toUpperCase()}${what.slice(1)} “${fields.name}” added`,
      after: audited({ ...fields, nameKey: undefined }),
    },
    ({ auditSetting, unique }) => [
      auditSetting
        .create({ companyId, kind, settingId, ...fields, version: 1, createdAt: now, updatedAt: now })
        .commit(),
      unique
        .create({ scope: settingScope(companyId, kind), value: fields.nameKey, ownerId: settingId })
        .commit(),
    ],
    new AppError('CONFLICT', duplicateMessage(kind, fields.name, what)),
  );
  return getAuditSetting(ctx, kind, { id: settingId });
};
