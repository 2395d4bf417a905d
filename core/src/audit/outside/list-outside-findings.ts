import type { TListOutsideFindingsRequest, TOutsideFinding } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { pageOf, type Page } from '../../kernel/paging';
import { businessUnitsOf } from '../people';
import { outsideFindingRights } from '@stratum/rules';
import { auditStanding, toOutsideFinding } from './outside-store';

/**
 * The text filter's forms: DynamoDB's `contains` tells case apart, so the words match as typed, all
 * in lower case, or with a capital first letter ("payroll" finds "Payroll review").
 */
const textVariants = (q: string | undefined): string[] => {
  const t = q?.trim() ?? '';
  if (!t) return [];
  const lower = t.toLowerCase();
  return [...new Set([t, lower, lower.charAt(0).toUpperCase() + lower.slice(1)])];
};

/**
 * A page of the findings raised outside an engagement, newest first (ids in key order,
 * descending), filtered on the same Query by rating, source and text (title or reference): the
 * audit team and administrators.
 */
export const listOutsideFindings = async (
  ctx: Ctx,
  input: TListOutsideFindingsRequest,
): Promise<Page<TOutsideFinding>> => {
  const companyId = tenantOf(ctx);
  const standing = await auditStanding(ctx);
  if (!standing.admin && !standing.onAuditTeam) {
    throw new AppError(
      'FORBIDDEN',
      'Only the audit team and Audit Management administrators see the findings outside audits.',
    );
  }
  const { rating, source } = input;
  const words = textVariants(input.q);
  const query = db()
    .entities.auditOutsideFinding.query.byId({ companyId })
    .where((a, op) =>
      [
        rating ? op.eq(a.rating, rating) : '',
        source ? op.eq(a.source, source) : '',
        words.length
          ? `(${words.flatMap((w) => [op.contains(a.title, w), op.contains(a.reference, w)]).join(' OR ')})`
          : '',
      ]
        .filter(Boolean)
        .join(' AND '),
    );
  const [page, units] = await Promise.all([
    pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'desc' }),
    businessUnitsOf(companyId),
  ]);
  const me = ctx.employeeId ?? '';
  const mayManage = (f: (typeof page.list)[number]) =>
    outsideFindingRights({
      ...standing,
      raiser: Boolean(me) && f.raisedById === me,
      mrOwner: Boolean(me) && f.mrOwnerIds.includes(me),
    }).manage;
  return {
    ...page,
    list: await Promise.all(page.list.map((f) => toOutsideFinding(ctx, f, mayManage(f), units))),
  };
};
