import type { TAuditArtefactListRequest, TWorkingPaperRow } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf, pageOf, type Page } from '../../kernel/paging';
import { employeeNames } from '../../organisation';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import type { AuditWorkingPaperItem } from '../entities/working-paper';
import { reviewView } from './artefacts';

/** What a list row shows; the paper's long fields are left unread. */
const PAPER_ROW = [
  'artefactId',
  'engagementId',
  'status',
  'changedAfterApproval',
  'reviewNote',
  'preparerId',
  'version',
  'createdAt',
  'updatedAt',
  'title',
  'rcmRowId',
  'reviewerId',
  'files',
] as const satisfies readonly (keyof AuditWorkingPaperItem)[];

type PaperRowItem = Pick<AuditWorkingPaperItem, (typeof PAPER_ROW)[number]>;

export const toPaperRow = (w: PaperRowItem, names: Map<string, string>): TWorkingPaperRow => ({
  ...reviewView(w as AuditWorkingPaperItem, names),
  kind: 'paper',
  title: w.title,
  rcmRowId: w.rcmRowId || null,
  reviewer: w.reviewerId ? { employeeId: w.reviewerId, fullName: names.get(w.reviewerId) ?? '' } : null,
  fileCount: w.files.length,
});

/**
 * A page of the engagement's working papers, oldest first, as list rows (only the attributes a
 * row shows are read). The page, the engagement (who may see it) and the company's names version
 * are read at once; the page is answered only once the engagement is the caller's to see. The
 * total is the engagement's running paper count, or DynamoDB's count of a status.
 */
export const listWorkingPapers = async (
  ctx: Ctx,
  input: TAuditArtefactListRequest,
): Promise<Page<TWorkingPaperRow>> => {
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
    attributes: PAPER_ROW,
    total: async () => {
      const count = status ? undefined : (await access).engagement.paperCount;
      return count ?? countOf(query);
    },
  });
  await access;
  const known = await names.of(page.list.flatMap((w) => [w.preparerId, w.reviewerId]));
  return { ...page, list: page.list.map((w) => toPaperRow(w, known)) };
};
