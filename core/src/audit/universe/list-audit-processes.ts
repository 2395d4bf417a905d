import type { TAuditProcess, TListAuditProcessesRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { businessUnit } from '../people';
import { processLookups, ranksOf, viewProcesses } from './process-store';

/**
 * A page of the audit universe, riskiest first: one Query of the ranked index (`riskRank`,
 * ascending), of one business unit's index when a unit is chosen. Ranks are among the whole
 * universe even when one unit is shown. A business unit not in the company answers 404.
 */
export const listAuditProcesses = async (
  ctx: Ctx,
  input: TListAuditProcessesRequest,
): Promise<Page<TAuditProcess>> => {
  const companyId = tenantOf(ctx);
  const unitId = input.businessUnitId;
  // A unit of another company (or none) is not found, rather than an empty universe.
  if (unitId) await businessUnit(companyId, unitId, 'businessUnitId');
  const { auditProcess } = db().entities;
  const query = unitId
    ? auditProcess.query.byUnitRisk({ companyId, businessUnitId: unitId })
    : auditProcess.query.byRisk({ companyId });
  // The units and the names version are read beside the page; then the ranks (nothing to read on
  // the whole universe's first page) and any owner's name not yet known.
  const lookups = processLookups(companyId);
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  const [ranks, views] = await Promise.all([
    ranksOf(companyId, page.list, { contiguous: !unitId, firstPage: !input.cursor }),
    viewProcesses(companyId, page.list, new Map(), lookups),
  ]);
  return { ...page, list: views.map((v) => ({ ...v, rank: ranks.get(v.id) ?? 0 })) };
};
