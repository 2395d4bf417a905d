import type { TAuditArtefactListRequest, TWorkingPaper } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { teamNamesOf, withNamesOf } from '../people';
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
  // The team's names are read beside the page: preparers and reviewers are nearly always on it.
  const [page, team] = await Promise.all([
    pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' }),
    teamNamesOf(engagement),
  ]);
  const names = await withNamesOf(
    companyId,
    team,
    page.list.flatMap((w) => [w.preparerId, w.reviewerId]),
  );
  return { ...page, list: page.list.map((w) => toPaper(w, names)) };
};
