import type { TFinding, TListFindingsRequest } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { reviewView } from '../fieldwork/artefacts';
import { teamNamesOf, withNamesOf } from '../people';
import { paperTitles, toFinding } from './finding-view';

/** A page of the engagement's findings, oldest first, filtered by status or rating. */
export const listFindings = async (ctx: Ctx, input: TListFindingsRequest): Promise<Page<TFinding>> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { companyId, engagementId } = engagement;
  const { status, rating } = input;
  const query = db()
    .entities.auditFinding.query.byEngagement({ companyId, engagementId })
    .where((a, op) =>
      [status ? op.eq(a.status, status) : '', rating ? op.eq(a.rating, rating) : '']
        .filter(Boolean)
        .join(' AND '),
    );
  const [page, team, papers] = await Promise.all([
    pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' }),
    teamNamesOf(engagement),
    paperTitles(companyId, engagementId),
  ]);
  const names = await withNamesOf(
    companyId,
    team,
    page.list.map((f) => f.preparerId),
  );
  return {
    ...page,
    list: await Promise.all(page.list.map((f) => toFinding(ctx, f, reviewView(f, names), papers))),
  };
};
