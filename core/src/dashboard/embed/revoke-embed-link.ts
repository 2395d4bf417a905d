import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { linkTokenRecords, revokeLinkToken } from '../../kernel/link-tokens';
import { findEmbedLink } from './embed-store';

/**
 * Withdraws an embed link: its record is deleted and its token withdrawn in one transaction, so the
 * image answers nothing from the next read on. Another company's id, or one withdrawn already, is
 * not found.
 */
export const revokeEmbedLink = async (ctx: Ctx, input: { id: string }): Promise<{ id: string }> => {
  const companyId = tenantOf(ctx);
  const link = await findEmbedLink(companyId, input.id);
  const [record] = await linkTokenRecords(companyId, [link.tokenId]);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'embed-link',
      entityId: link.linkId,
      action: 'revoke-link',
      summary: `Embed link withdrawn: ${link.title} (${link.view})`,
    },
    (tx) => [
      tx.embedLink
        .delete({ companyId, linkId: link.linkId })
        .where((a, op) => op.eq(a.tokenId, link.tokenId))
        .commit(),
      record && !record.revokedAt && revokeLinkToken(tx, ctx, { companyId, tokenId: link.tokenId }),
    ],
    new AppError('NOT_FOUND', 'id: no such embed link in your company (withdrawn already?)'),
  );
  return { id: link.linkId };
};
