import type { TAuditArtefactListRequest, TScope } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { toScope } from './artefacts';

/** An engagement's scope entries, oldest first (a status filter applies on top). */
export const listScopes = async (ctx: Ctx, input: TAuditArtefactListRequest): Promise<Page<TScope>> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { companyId, engagementId } = engagement;
  const base = db().entities.auditScope.query.byEngagement({ companyId, engagementId });
  const status = input.status;
  const query = status ? base.where((a, op) => op.eq(a.status, status)) : base;
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  const names = await namesOf(
    companyId,
    page.list.map((s) => s.preparerId),
  );
  return { ...page, list: page.list.map((s) => toScope(s, names)) };
};
