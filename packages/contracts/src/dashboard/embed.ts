import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { defineRoute, type RouteDef } from '../route';

/**
 * Embedded figures (spec §7 `embed-creation`, docs/dashboard.md): a company administrator makes a
 * signed, revocable, read-only link to one dashboard view, which the company's intranet page shows
 * as an image (`<img src="…/embed-creation/view?token=…">`). The image holds only what the link
 * names — that view's figures, in the language chosen — and nothing once the link is withdrawn.
 */

/** What a link can show: a module's dashboard figures (the module must be on). */
export const EMBED_VIEWS = ['risk-summary', 'audit-summary'] as const;
export const ZEmbedView = z.enum(EMBED_VIEWS, { error: `view must be one of ${EMBED_VIEWS.join(', ')}` });
export type TEmbedView = z.infer<typeof ZEmbedView>;

/** The module each view's figures come from. */
export const EMBED_VIEW_MODULE = {
  'risk-summary': 'risk',
  'audit-summary': 'audit',
} as const satisfies Record<TEmbedView, string>;

export const EMBED_LANGUAGES = ['en', 'de', 'bn'] as const;

export const ZEmbedLinkSchema = z.object({
  id: ZId,
  view: ZEmbedView,
  /** the heading the image shows */
  title: z.string(),
  language: z.enum(EMBED_LANGUAGES),
  /** the link token; the app builds the image's address from it */
  token: z.string(),
  createdAt: ZIsoDateTime,
  createdByName: z.string(),
  /** epoch ms */
  expiresAt: z.number(),
});
export type TEmbedLink = z.infer<typeof ZEmbedLinkSchema>;

export const ZCreateEmbedLinkSchema = z.object({
  view: ZEmbedView,
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(80, 'title must be at most 80 characters'),
  language: z
    .enum(EMBED_LANGUAGES, { error: `language must be one of ${EMBED_LANGUAGES.join(', ')}` })
    .default('en'),
});
export type TCreateEmbedLink = z.input<typeof ZCreateEmbedLinkSchema>;

/** The public image's path; the token travels in its `token` query parameter (an img sends no headers). */
export const EMBED_VIEW_PATH = '/embed-creation/view';
export const EMBED_TOKEN_PARAM = 'token';

const family = 'embed-creation';
const adminRoute = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  input: I,
  output: O,
  errorTitle: string,
) =>
  defineRoute({
    family,
    action,
    method,
    path: `/${family}/${action}`,
    summary,
    input,
    output,
    access: ['admin'],
    module: 'dashboard',
    errorTitle,
    mutates: method === 'POST',
  });

export const listEmbedLinks = adminRoute(
  'list',
  'GET',
  'The company’s embedded-figure links that still work',
  z.object({}),
  z.object({ list: z.array(ZEmbedLinkSchema) }),
  'Get Embed Links Failed',
);
export const createEmbedLink = adminRoute(
  'create',
  'POST',
  'Makes a read-only link to one dashboard view, for the company’s intranet page',
  ZCreateEmbedLinkSchema,
  z.object({ item: ZEmbedLinkSchema }),
  'Create Embed Link Failed',
);
export const revokeEmbedLink = adminRoute(
  'revoke',
  'POST',
  'Withdraws an embedded-figure link: its image shows nothing from now on',
  z.object({ id: ZId }),
  z.object({ id: ZId }),
  'Revoke Embed Link Failed',
);

/** The image itself: SVG of the view's figures, opened by the link (no session). */
export const embedView = defineRoute({
  family,
  action: 'view',
  method: 'GET',
  path: EMBED_VIEW_PATH,
  summary: 'The figures an embed link names, as an SVG image (opened by the link)',
  input: z.object({}),
  output: z.string(),
  access: ['questionnaire'],
  link: 'embed',
  linkParam: EMBED_TOKEN_PARAM,
  contentType: 'image/svg+xml; charset=utf-8',
  errorTitle: 'Embedded Figures Failed',
  mutates: false,
});

export const embedRoutes: RouteDef[] = [listEmbedLinks, createEmbedLink, revokeEmbedLink, embedView];
