import { figureCardSvg, formatDate, type FigureCardFigure } from '@stratum/rules';
import { EMBED_VIEW_MODULE } from '@stratum/contracts';
import { getAuditSummary } from '../../audit';
import type { Ctx, LinkCtx } from '../../kernel/ctx';
import { orNotFound } from '../../kernel/errors';
import { assertLinkTarget, linkRefused } from '../../kernel/link-tokens';
import { employeeOf, fullNameOf } from '../../organisation';
import { enabledModules, findCompany } from '../../platform';
import { getRiskSummary } from '../../risk';
import type { EmbedLinkItem } from '../entities/embed-link';
import { embedLinkOf } from './embed-store';
import { EMBED_WORDS, type EmbedWords } from './embed-words';

const figuresOf = async (ctx: Ctx, link: EmbedLinkItem, words: EmbedWords): Promise<FigureCardFigure[]> => {
  if (link.view === 'risk-summary') {
    const s = await getRiskSummary(ctx, 'management');
    return [
      {
        label: words.highExtreme,
        value: s.openHighOrExtreme,
        tone: s.openHighOrExtreme > 0 ? 'alert' : 'normal',
      },
      {
        label: words.overdueMitigations,
        value: s.overdueMitigations,
        tone: s.overdueMitigations > 0 ? 'alert' : 'normal',
      },
    ];
  }
  const s = await getAuditSummary(ctx);
  const of = (status: string) => s.engagementsByStatus.find((e) => e.status === status)?.count ?? 0;
  return [
    { label: words.openAudits, value: of('Open') },
    { label: words.closedAudits, value: of('Closed') },
    { label: words.papersAwaiting, value: s.papersAwaitingReview },
  ];
};

/**
 * The image an embed link shows (docs/dashboard.md): the figures of its one view, read as the
 * administrator who made the link would see them today. The gate checked the token (signed, this
 * purpose, not expired, not withdrawn); the record must still name this token, its maker must
 * still be an active administrator and the view's module still on — else the same refusal as a
 * bad link, with no figures.
 */
export const readEmbedView = async (ctx: LinkCtx): Promise<string> => {
  const { companyId, target: linkId, tokenId } = ctx.link;
  const link = await embedLinkOf(companyId, linkId);
  if (!link || link.tokenId !== tokenId) throw linkRefused();
  assertLinkTarget(ctx.link, link.linkId);
  const [maker, company, on] = await Promise.all([
    orNotFound(employeeOf(companyId, link.createdBy, 'employeeId')),
    orNotFound(findCompany(companyId)),
    enabledModules(companyId),
  ]);
  if (
    !maker ||
    maker.status !== 'Active' ||
    maker.companyRole !== 'administrator' ||
    !company ||
    company.status !== 'Active' ||
    !on.has(EMBED_VIEW_MODULE[link.view])
  )
    throw linkRefused();
  const asMaker: Ctx = {
    requestId: ctx.requestId,
    now: ctx.now,
    sourceIp: ctx.sourceIp,
    userId: maker.userId ?? '',
    email: maker.email,
    role: 'employee',
    companyId,
    employeeId: maker.employeeId,
    companyRole: 'administrator',
    actorName: fullNameOf(maker),
    tokenId: '',
  };
  const words = EMBED_WORDS[link.language];
  const figures = await figuresOf(asMaker, link, words);
  return figureCardSvg({
    title: link.title,
    subtitle: `${company.companyName} · ${words.modules[link.view]}`,
    figures,
    footer: words.asOf(formatDate(ctx.now)),
  });
};
