import type { ModuleKey, TUserManual } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { PLATFORM_TENANT } from '../../kernel/entity';
import { AppError } from '../../kernel/errors';
import type { UserManualItem } from '../entities/user-manual';
import { enabledModules } from '../module/module-view';

export const tenantId = PLATFORM_TENANT;

export const toManual = (m: UserManualItem): TUserManual => ({
  id: m.manualId,
  moduleKey: m.moduleKey as ModuleKey,
  title: m.title,
  fileName: m.fileName,
  size: m.size,
  version: m.version,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
});

const notFound = () => new AppError('NOT_FOUND', 'Manual not found');

/** A manual the caller may read: any for the owner; for company people, only an enabled module's. */
export const findReadable = async (ctx: Ctx, id: string): Promise<UserManualItem> => {
  const m = (await db().entities.userManual.get({ tenantId, manualId: id }).go()).data;
  if (!m) throw notFound();
  if (ctx.role !== 'holder' && !(await enabledModules(ctx.companyId ?? '')).has(m.moduleKey as ModuleKey)) {
    throw notFound();
  }
  return m;
};

export const conflict = () =>
  new AppError(
    'CONFLICT',
    'This manual was changed by someone else since you opened it. Reload it and try again.',
  );
