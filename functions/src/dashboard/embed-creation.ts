import { createEmbedLink, embedView, listEmbedLinks, revokeEmbedLink } from '@stratum/contracts';
import * as dashboard from '@stratum/core/dashboard';
import { bind, bindLink } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * Embedded figures (docs/dashboard.md): a company administrator's read-only links to a dashboard
 * view, and the image itself — SVG opened by the link (in the `token` query parameter), no session.
 */
export const handler = familyHandler('embed-creation', [
  bind(listEmbedLinks, ({ ctx }) => dashboard.listEmbedLinks(ctx)),
  bind(createEmbedLink, ({ ctx, input }) => dashboard.createEmbedLink(ctx, input)),
  bind(revokeEmbedLink, ({ ctx, input }) => dashboard.revokeEmbedLink(ctx, input)),
  bindLink(embedView, ({ ctx }) => dashboard.readEmbedView(ctx)),
]);
