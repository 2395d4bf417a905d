import type { EngagementRole } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { db } from '../../db';
import { FIELDWORKERS, openEngagementAs, requireOpen } from '../engagement/engagement-store';

/** The audit outreach acts on, as far as its pages need it. */
export interface OutreachAudit {
  companyId: string;
  auditId: string;
  title: string;
}

/**
 * The engagement the caller's outreach acts on: another company's id is the same 404 as none, and
 * only the engagement's lead and performers (and Audit Management administrators) may run its
 * outreach — the people who do its fieldwork. A change needs the engagement open.
 */
export const openAudit = async (
  ctx: Ctx,
  auditId: string,
  mode: 'read' | 'change' = 'change',
  allowed: readonly EngagementRole[] = FIELDWORKERS,
): Promise<OutreachAudit> => {
  const { engagement } = await openEngagementAs(
    ctx,
    auditId,
    mode === 'read' ? [...allowed, 'reviewer'] : allowed,
  );
  if (mode === 'change') requireOpen(engagement);
  return { companyId: engagement.companyId, auditId, title: engagement.title };
};

/** The audit's title for a respondent's page and mails. */
export const auditTitleOf = async (companyId: string, auditId: string): Promise<string> => {
  const { data } = await db()
    .entities.auditEngagement.get({ companyId, engagementId: auditId })
    .go({ attributes: ['title'] });
  if (!data) throw new AppError('NOT_FOUND', 'This audit no longer exists.');
  return data.title;
};
