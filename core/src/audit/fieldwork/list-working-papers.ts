import type { TAuditArtefactListRequest, TWorkingPaper } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf, pageOf, type Page } from '../../kernel/paging';
import { employeeNames } from '../../organisation';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { toPaper } from './artefacts';

/**
 * A page of the engagement's working papers, oldest first. The page, the engagement (who may see
 * it) and the company's names version are read at once; the page is answered only once the
 * engagement is the caller's to see. The total is the engagement's running paper count, or
 * DynamoDB's count of a status.
 */
export const listWorkingPapers = async (
  ctx: Ctx,
  input: TAuditArtefactListRequest,
): Promise<Page<TWorkingPaper>> => {
  const companyId = tenantOf(ctx);
  const { engagementId, status } = input;
  const names = employeeNames(companyId);
  const access = openEngagementAs(ctx, engagementId, ANYONE_ON_IT);
  access.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  const base = db().entities.auditWorkingPaper.query.byEngagement({ companyId, engagementId });
  const query = status ? base.where((a, op) => op.eq(a.status, status)) : base;
  const page = await pageOf(query, {
    limit: input.limit,
    cursor: input.cursor,
    order: 'asc',
    total: async () => {
      const count = status ? undefined : (await access).engagement.paperCount;
      return count ?? countOf(query);
    },
  });
  await access;
  const known = await names.of(page.list.flatMap((w) => [w.preparerId, w.reviewerId]));
  return { ...page, list: page.list.map((w) => toPaper(w, known)) };
};
