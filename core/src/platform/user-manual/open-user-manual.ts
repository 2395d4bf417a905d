import type { Ctx } from '../../kernel/ctx';
import { downloadUrl } from '../../kernel/files';
import { findReadable } from './user-manual-parts';

export const openUserManual = async (ctx: Ctx, input: { id: string }): Promise<{ url: string }> => {
  const m = await findReadable(ctx, input.id);
  return { url: await downloadUrl(m.fileKey, 15 * 60) };
};
