import type { TEmbedLink } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { linkTokenText } from '../../kernel/link-tokens';
import type { EmbedLinkItem } from '../entities/embed-link';

export const PURPOSE = 'embed';

export const embedLinkOf = async (companyId: string, linkId: string): Promise<EmbedLinkItem | null> =>
  (await db().entities.embedLink.get({ companyId, linkId }).go()).data;

export const findEmbedLink = async (companyId: string, linkId: string): Promise<EmbedLinkItem> => {
  const found = await embedLinkOf(companyId, linkId);
  if (!found) throw new AppError('NOT_FOUND', 'id: no such embed link in your company (withdrawn already?)');
  return found;
};

export const toEmbedLink = (e: EmbedLinkItem): TEmbedLink => ({
  id: e.linkId,
  view: e.view,
  title: e.title,
  language: e.language,
  token: linkTokenText({
    companyId: e.companyId,
    tokenId: e.tokenId,
    purpose: PURPOSE,
    target: e.linkId,
    expiresAt: e.expiresAt,
  }),
  createdAt: e.createdAt,
  createdByName: e.createdByName,
  expiresAt: e.expiresAt,
});
