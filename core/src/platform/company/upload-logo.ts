import { LOGO_RULE } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl, fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { changeCompany } from './change-company';
import { findCompany } from './company-store';

export interface UploadedFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The owner sets any company's logo (naming it); a company administrator sets their own. The
 * file's bytes must be a PNG, JPEG or WebP image — never SVG, which can carry script.
 */
export const uploadLogo = async (
  ctx: Ctx,
  input: { companyId?: string | undefined },
  file: UploadedFile,
): Promise<{ logo: string }> => {
  // An administrator sets only their own company's logo; naming another company finds nothing.
  if (ctx.role !== 'holder' && input.companyId && input.companyId !== ctx.companyId) {
    throw new AppError('NOT_FOUND', 'Company not found');
  }
  const companyId = ctx.role === 'holder' ? input.companyId : ctx.companyId;
  if (!companyId) throw new AppError('BAD_REQUEST', 'companyId: name the company whose logo this is');
  const type = sniffType(file.content);
  if (!type || !LOGO_RULE.types.includes(type as (typeof LOGO_RULE.types)[number])) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'document: the logo must be a PNG, JPEG or WebP image');
  }
  const key = fileKey(companyId, 'logo', newId(), file.filename);
  // A company that does not exist (or is another tenant's) gets nothing stored.
  await findCompany(companyId);
  await putFile(key, file.content, type);
  await changeCompany(ctx, { companyId, version: null, action: 'update-logo', set: { logoKey: key } });
  return { logo: await downloadUrl(key) };
};
