import type { TEmployee, ZListEmployeesRequestSchema } from '@stratum/contracts';
import type { z } from 'zod';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { openJobOf } from '../../kernel/jobs';
import { pageOf, type Page } from '../../kernel/paging';
import { findUnit, loadUnits, unitsAt } from '../hierarchy/unit-store';
import { orgStatsOf } from './employee-store';
import { toEmployee, viewContext } from './employee-view';
import { EMPLOYEE_IMPORT } from './import/import-job';

type Input = z.output<typeof ZListEmployeesRequestSchema>;

type Stats = Awaited<ReturnType<typeof orgStatsOf>>;

/** The unfiltered list's total, from the running counts instead of counting every item. */
const storedTotal = (stats: Stats, status: Input['status']): number => {
  if (status === 'Active') return stats.activeEmployees;
  if (status === 'Inactive') return stats.employees - stats.activeEmployees;
  return stats.employees;
};

/**
 * The company's employees, a page at a time. By name: the name index, or — for a unit's people,
 * its own and those of every unit below it — the placement index from the unit's path. By
 * creation: the record keys (ULIDs). Search and status filter the page's query; a page is filled
 * up to `limit` matches even when a filter skips items.
 */
export const listEmployees = async (ctx: Ctx, input: Input): Promise<Page<TEmployee>> => {
  const companyId = tenantOf(ctx);
  const { employee } = db().entities;
  // The units name everyone's placement: read with the filter's unit when there is one, else
  // beside the page.
  // The rows of an import still running are staged: left out until its job commits.
  const [[unit, knownUnits], staged] = await Promise.all([
    input.unitId
      ? Promise.all([findUnit(companyId, input.unitId), loadUnits(companyId)])
      : Promise.resolve([null, null] as const),
    openJobOf(companyId, EMPLOYEE_IMPORT),
  ]);
  const term = input.search?.toLowerCase();
  const byName = input.sortField === 'fullName';
  const base =
    unit && byName
      ? employee.query.byPlacement({ companyId }).begins({ placementPath: unit.pathIds })
      : byName
        ? employee.query.byName({ companyId })
        : employee.query.byId({ companyId });
  const query = base.where((a, op) =>
    [
      term ? op.contains(a.searchText, term) : '',
      input.status ? op.eq(a.status, input.status) : '',
      unit && !byName ? op.begins(a.placementPath, unit.pathIds) : '',
      staged ? `(${op.notExists(a.importId)} OR ${op.ne(a.importId, staged)})` : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
  const filtered = Boolean(term || unit);
  // The company's counts are read beside the page: the unfiltered total, and whether the units
  // this process remembers are still current (then the page costs no other round trip).
  const reading = orgStatsOf(companyId);
  const [page, stats] = await Promise.all([
    pageOf(query, {
      limit: input.limit,
      cursor: input.cursor,
      order: input.sortOrder,
      total: filtered ? undefined : async () => storedTotal(await reading, input.status),
    }),
    reading,
  ]);
  const units = knownUnits ?? (await unitsAt(companyId, stats.unitsVersion));
  const vc = await viewContext(companyId, page.list, units);
  return { list: page.list.map((e) => toEmployee(e, vc)), total: page.total, cursor: page.cursor };
};
