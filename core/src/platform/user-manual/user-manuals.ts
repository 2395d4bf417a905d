import { MANUAL_RULE, type ModuleKey, type TUserManual } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { PLATFORM_TENANT } from '../../kernel/entity';
import { AppError, isConditionFailure } from '../../kernel/errors';
import { downloadUrl, fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UserManualItem } from '../entities/user-manual';
import { enabledModules } from '../module/module-view';
import type { UploadedFile } from '../company/upload-logo';

const tenantId = PLATFORM_TENANT;

const toManual = (m: UserManualItem): TUserManual => ({
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
const findReadable = async (ctx: Ctx, id: string): Promise<UserManualItem> => {
  const m = (await db().entities.userManual.get({ tenantId, manualId: id }).go()).data;
  if (!m) throw notFound();
  if (ctx.role !== 'holder' && !(await enabledModules(ctx.companyId ?? '')).has(m.moduleKey as ModuleKey)) {
    throw notFound();
  }
  return m;
};

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

export const addUserManual = async (
  ctx: Ctx,
  input: { moduleKey: ModuleKey; title: string },
  file: UploadedFile,
): Promise<{ item: TUserManual }> => {
  if (sniffType(file.content) !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${MANUAL_RULE.field}: a manual must be a PDF file`);
  }
  const manualId = newId();
  const key = fileKey('platform', 'manuals', manualId, file.filename);
  await putFile(key, file.content, 'application/pdf');
  const now = ctx.now.toISOString();
  const item = (
    await db()
      .entities.userManual.create({
        tenantId,
        manualId,
        moduleKey: input.moduleKey,
        title: input.title,
        fileName: file.filename,
        fileKey: key,
        size: file.content.length,
        createdAt: now,
        updatedAt: now,
      })
      .go()
  ).data;
  return { item: toManual(item as UserManualItem) };
};

const conflict = () =>
  new AppError(
    'CONFLICT',
    'This manual was changed by someone else since you opened it. Reload it and try again.',
  );

export const updateUserManual = async (
  ctx: Ctx,
  input: { id: string; version: number; moduleKey: ModuleKey; title: string },
): Promise<{ item: TUserManual }> => {
  const before = await findReadable(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  try {
    await db()
      .entities.userManual.patch({ tenantId, manualId: input.id })
      .set({ moduleKey: input.moduleKey, title: input.title, updatedAt: ctx.now.toISOString() })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, input.version))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw conflict();
    throw e;
  }
  return { item: toManual(await findReadable(ctx, input.id)) };
};

export const deleteUserManual = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<{ id: string }> => {
  const before = await findReadable(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  try {
    await db()
      .entities.userManual.delete({ tenantId, manualId: input.id })
      .where((a, op) => op.eq(a.version, input.version))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw conflict();
    throw e;
  }
  return { id: input.id };
};

export const openUserManual = async (ctx: Ctx, input: { id: string }): Promise<{ url: string }> => {
  const m = await findReadable(ctx, input.id);
  return { url: await downloadUrl(m.fileKey, 15 * 60) };
};
