import type { TAuditArtefactListRequest, TProcessDescription } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { toProcess } from './artefacts';

/** An engagement's process descriptions, oldest first. */
export const listProcessDescriptions = async (
  ctx: Ctx,
  input: TAuditArtefactListRequest,
): Promise<Page<TProcessDescription>> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { companyId, engagementId } = engagement;
  const base = db().entities.auditProcess.query.byEngagement({ companyId, engagementId });
  const status = input.status;
  const query = status ? base.where((a, op) => op.eq(a.status, status)) : base;
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  const names = await namesOf(
    companyId,
    page.list.map((p) => p.preparerId),
  );
  return { ...page, list: page.list.map((p) => toProcess(p, names)) };
};
