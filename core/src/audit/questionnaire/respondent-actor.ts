import type { LinkCtx } from '../../kernel/ctx';

/** Who a respondent's change is by, in the audit trail: the contact, through their link. */
export const respondentActor = (ctx: LinkCtx, name: string) => ({
  userId: `link:${ctx.link.tokenId}`,
  actorName: `${name} (questionnaire link)`,
  now: ctx.now,
});
