import type { TDraftReport, TEngagementRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { assembleReport, blockersOf } from './assemble-report';
import { finalVersions, inForce } from './final-report-store';

/** The draft report assembled now, and what (if anything) keeps a final report from being made (its team). */
export const getDraftReport = async (ctx: Ctx, input: TEngagementRef): Promise<TDraftReport> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const [content, versions] = await Promise.all([
    assembleReport(ctx, engagement),
    finalVersions(engagement.companyId, engagement.engagementId),
  ]);
  return { content, blockers: blockersOf(content, inForce(versions)?.reportVersion ?? null) };
};
