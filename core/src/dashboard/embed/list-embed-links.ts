import type { TEmbedLink } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { toEmbedLink } from './embed-store';

/** The company's embed links that still work (a withdrawn one is deleted), newest first. */
export const listEmbedLinks = async (ctx: Ctx): Promise<{ list: TEmbedLink[] }> => {
  const companyId = tenantOf(ctx);
  const now = ctx.now.getTime();
  const { data } = await db().entities.embedLink.query.byCompany({ companyId }).go({ pages: 'all' });
  return {
    list: data
      .filter((e) => e.expiresAt > now)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(toEmbedLink),
  };
};
