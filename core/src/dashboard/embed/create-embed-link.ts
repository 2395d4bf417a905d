import { EMBED_VIEW_MODULE, type TCreateEmbedLink, type TEmbedLink } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { issueLinkToken } from '../../kernel/link-tokens';
import { enabledModules } from '../../platform';
import type { EmbedLinkItem } from '../entities/embed-link';
import { PURPOSE, toEmbedLink } from './embed-store';
import { listEmbedLinks } from './list-embed-links';

/** How many working embed links a company may keep (each is a way in; a few are enough). */
export const MAX_EMBED_LINKS = 20;

/**
 * A new embed link (docs/dashboard.md): the link token and its record commit in one transaction,
 * so a link exists only with its record. The view's module must be on. The token's target is the
 * record's id, so it opens that record and nothing else.
 */
export const createEmbedLink = async (
  ctx: Ctx,
  input: Required<TCreateEmbedLink>,
): Promise<{ item: TEmbedLink }> => {
  const companyId = tenantOf(ctx);
  const [on, existing] = await Promise.all([enabledModules(companyId), listEmbedLinks(ctx)]);
  const module = EMBED_VIEW_MODULE[input.view];
  if (!on.has(module))
    throw new AppError(
      'UNPROCESSABLE',
      `view: your company does not have the module this view shows (${module}); the platform owner turns modules on`,
    );
  if (existing.list.length >= MAX_EMBED_LINKS)
    throw new AppError(
      'UNPROCESSABLE',
      `Your company has ${MAX_EMBED_LINKS} embed links; withdraw one it no longer uses first.`,
    );
  const linkId = newId();
  let made: EmbedLinkItem | undefined;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'embed-link',
      entityId: linkId,
      action: 'create-link',
      summary: `Embed link made: ${input.title} (${input.view})`,
    },
    (tx) => {
      const link = issueLinkToken(tx, ctx, { companyId, purpose: PURPOSE, target: linkId });
      made = {
        companyId,
        linkId,
        tokenId: link.tokenId,
        view: input.view,
        title: input.title,
        language: input.language,
        createdBy: ctx.employeeId ?? '',
        createdByName: ctx.actorName,
        createdAt: ctx.now.toISOString(),
        expiresAt: link.expiresAt,
      };
      return [link.item, tx.embedLink.create(made).commit()];
    },
  );
  return { item: toEmbedLink(made!) };
};
