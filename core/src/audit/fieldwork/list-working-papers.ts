import type { TAuditArtefactListRequest, TWorkingPaper } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { toPaper } from './artefacts';

/** A page of the engagement's working papers, oldest first. */
export const listWorkingPapers = async (
  ctx: Ctx,
  input: TAuditArtefactListRequest,
): Promise<Page<TWorkingPaper>> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { companyId, engagementId } = engagement;
  const base = db().entities.auditWorkingPaper.query.byEngagement({ companyId, engagementId });
  const status = input.status;
  const query = status ? base.where((a, op) => op.eq(a.status, status)) : base;
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  const names = await namesOf(
    companyId,
    page.list.flatMap((w) => [w.preparerId, w.reviewerId]),
  );
  return { ...page, list: page.list.map((w) => toPaper(w, names)) };
};
