import type { LinkCtx } from '../../kernel/ctx';
import { linkRefused } from '../../kernel/link-tokens';
import { openGrant } from './questionnaire-store';

/**
 * The respondent's first step (spec §2 `questionnaire` auth): the gate checked the link; this
 * names the questionnaire and contact it opens, for the page `complete/{auditQuestionnaireId}/{userId}`.
 */
export const openQuestionnaireLink = async (
  ctx: LinkCtx,
): Promise<{ auditQuestionnaireId: string; userId: string }> => {
  const [auditQuestionnaireId, userId] = ctx.link.target.split('/');
  if (!auditQuestionnaireId || !userId) throw linkRefused();
  await openGrant(ctx.link, { auditQuestionnaireId, userId });
  return { auditQuestionnaireId, userId };
};
