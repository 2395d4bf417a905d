import { createEmbedLink, listEmbedLinks } from '@stratum/core/dashboard';
import type { Ctx } from '@stratum/core/kernel/ctx';

/**
 * Acme's embedded figures (docs/dashboard.md): the risk figures and the audit figures its
 * intranet page shows, so `npm start` has links to preview, copy and withdraw at
 * /app/settings/embeds. Made once: a start that finds links leaves them.
 */
export const seedEmbeds = async (ctx: Ctx): Promise<void> => {
  if ((await listEmbedLinks(ctx)).list.length > 0) return;
  await createEmbedLink(ctx, { view: 'risk-summary', title: 'Acme risk at a glance', language: 'en' });
  await createEmbedLink(ctx, { view: 'audit-summary', title: 'Internal audit this year', language: 'en' });
};
