import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireModuleAdmin } from '../../platform';

/** The audit outreach acts on, as far as its pages need it. */
export interface OutreachAudit {
  companyId: string;
  auditId: string;
  title: string;
}

/**
 * The audit the caller's outreach acts on, refused (403) unless they may run it: Audit Management
 * administrators. Records are keyed by the audit's id under the caller's company, so another
 * company's id finds nothing of theirs.
 */
export const openAudit = async (ctx: Ctx, auditId: string): Promise<OutreachAudit> => {
  await requireModuleAdmin(ctx, 'audit');
  return { companyId: tenantOf(ctx), auditId, title: 'Audit' };
};

/** The audit's title for a respondent's page and mails (the engagement's, once it is read here). */
export const auditTitleOf = async (_companyId: string, _auditId: string): Promise<string> => 'Audit';
