import type { TAuditArtefactListRequest, TRcmRow } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { processNames, toRcmRow } from './artefacts';

/** A page of the engagement's risk-control matrix, oldest first, of one process or all. */
export const listRcmRows = async (ctx: Ctx, input: TAuditArtefactListRequest): Promise<Page<TRcmRow>> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { companyId, engagementId } = engagement;
  const base = db().entities.auditRcmRow.query.byEngagement({ companyId, engagementId });
  const { processId, status } = input;
  const query =
    processId || status
      ? base.where((a, op) =>
          [processId && op.eq(a.processId, processId), status && op.eq(a.status, status)]
            .filter(Boolean)
            .join(' AND '),
        )
      : base;
  const [page, processes] = await Promise.all([
    pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' }),
    processNames(companyId, engagementId),
  ]);
  const names = await namesOf(
    companyId,
    page.list.map((r) => r.preparerId),
  );
  return { ...page, list: page.list.map((r) => toRcmRow(r, names, processes.get(r.processId) ?? '')) };
};
