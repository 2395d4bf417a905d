import type { RiskRegister, TListRisksRequest, TRisk, TRiskFilter } from '@stratum/contracts';
import { levelOfScore, type RiskLevel } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf, pageOf, type Page } from '../../kernel/paging';
import { cellKey, registerCounts, sumOf, type CountRow } from '../counts';
import { employeeOf } from '../../organisation';
import { findCategory, findTeam, matrixOf, schemeOf, setupOf, type RiskSetup } from '../setup/setup-store';
import { risksOf } from './risk-view';

/** DynamoDB takes at most 100 values in one IN. */
const IN_CHUNK = 100;

/**
 * The cells (`<ratingTypeId>#<impact>#<likelihood>`) the company's matrices put at a level: a
 * level filter is "the risk's cell is one of these", so levels follow the matrices at once.
 */
export const cellsAtLevel = (setup: RiskSetup, level: RiskLevel): string[] =>
  setup.types.flatMap((type) => {
    const { scheme, thresholds } = schemeOf(type);
    return matrixOf(setup, type.ratingTypeId)
      .filter((e) => levelOfScore(e.ratingScore, scheme, thresholds) === level)
      .map((e) => cellKey(type.ratingTypeId, e));
  });

/**
 * Checks the ids a filter names (404 naming the field) before anything is read: a category or team
 * of the set-up, an employee of the company.
 */
export const checkFilter = async (setup: RiskSetup, filter: TRiskFilter): Promise<void> => {
  if (filter.categoryId) findCategory(setup, filter.categoryId, 'categoryId');
  if (filter.teamId) findTeam(setup, filter.teamId, 'teamId');
  if (filter.ownerId) await employeeOf(setup.companyId, filter.ownerId, 'ownerId');
};

/** Whether a filter names an id (then the company must have its set-up already: nothing is written). */
export const namesIds = (filter: TRiskFilter): boolean =>
  Boolean(filter.categoryId || filter.teamId || filter.ownerId);

/**
 * The register's query for a filter: on the sharpest index it has — one owner's risks (gsi3), one
 * category's (gsi2), else the whole register (gsi1) — with the other filters applied as DynamoDB
 * reads. Never a Scan, never outside the company and the register.
 */
export const registerQuery = (
  companyId: string,
  register: RiskRegister,
  filter: TRiskFilter,
  cells: string[] | null,
) => {
  const { risk } = db().entities;
  const query = filter.ownerId
    ? risk.query.byOwner({ companyId, register, ownerId: filter.ownerId })
    : filter.categoryId
      ? risk.query.byCategory({ companyId, register, categoryId: filter.categoryId })
      : risk.query.byRegister({ companyId, register });
  const basis = filter.basis === 'inherent' ? 'inherentCell' : 'residualCell';
  const filtered = Boolean(
    (filter.ownerId && filter.categoryId) || filter.teamId || filter.status || filter.search || cells,
  );
  if (!filtered) return query;
  return query.where((a, op) => {
    const parts: string[] = [];
    if (filter.ownerId && filter.categoryId) parts.push(op.eq(a.categoryId, filter.categoryId));
    if (filter.teamId) parts.push(op.eq(a.teamId, filter.teamId));
    if (filter.status) parts.push(op.eq(a.status, filter.status));
    if (filter.search) parts.push(op.contains(a.searchText, filter.search.toLowerCase()));
    if (cells) {
      const ins: string[] = [];
      for (let i = 0; i < cells.length; i += IN_CHUNK) {
        const values = cells.slice(i, i + IN_CHUNK).map((c) => op.value(a[basis], c));
        ins.push(`${op.name(a[basis])} IN (${values.join(', ')})`);
      }
      parts.push(ins.length === 1 ? ins[0]! : `(${ins.join(' OR ')})`);
    }
    return parts.join(' AND ');
  });
};

/**
 * The total of a filtered register from its running counts, where the counts can say: no filter
 * but status, one category, or one level. Null where only counting the matches can tell.
 */
export const totalFromCounts = (
  rows: readonly CountRow[],
  filter: TRiskFilter,
  cells: readonly string[] | null,
): number | null => {
  if (filter.teamId || filter.ownerId || filter.search || (filter.categoryId && cells)) return null;
  const status = (r: CountRow) => !filter.status || r.status === filter.status;
  if (filter.categoryId)
    return sumOf(rows, (r) => r.kind === 'category' && r.categoryId === filter.categoryId && status(r));
  if (cells) {
    const wanted = new Set(cells);
    const kind = filter.basis === 'inherent' ? 'inherent' : 'residual';
    return sumOf(rows, (r) => r.kind === kind && status(r) && wanted.has(cellKey(r.ratingTypeId ?? '', r)));
  }
  return sumOf(rows, (r) => r.kind === 'total' && status(r));
};

/**
 * A page of the register, newest first. The page is one Query on the sharpest index (a filtered
 * page reads on until it is full); its total comes from the register's running counts where they
 * can say (no filter, status, one category or one level), else DynamoDB counts the matches.
 */
export const listRisks = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TListRisksRequest,
): Promise<Page<TRisk>> => {
  const companyId = tenantOf(ctx);
  const checked = setupOf(ctx, { provision: !namesIds(input) }).then(async (setup) => {
    await checkFilter(setup, input);
    return setup;
  });
  const read = (cells: string[] | null) => {
    const query = registerQuery(companyId, register, input, cells);
    return pageOf(query, {
      limit: input.limit,
      cursor: input.cursor,
      total: async () =>
        (cells ? null : await exactTotal(companyId, register, input)) ??
        totalFromCounts(await registerCounts(companyId, register), input, cells) ??
        countOf(query),
    });
  };
  if (input.level) {
    // A level filter needs the matrices first: the cells at that level.
    const setup = await checked;
    const cells = cellsAtLevel(setup, input.level);
    if (cells.length === 0) return { list: [], total: 0, cursor: null };
    const page = await read(cells);
    return { ...page, list: await risksOf(setup, companyId, page.list) };
  }
  // Otherwise the page does not depend on the set-up: both are read at once (a filter naming an id
  // that is not the company's is still 404, and its page is never answered).
  const [setup, page] = await Promise.all([checked, read(null)]);
  return { ...page, list: await risksOf(setup, companyId, page.list) };
};

/**
 * The total of a page with no filter but status, or one category (and status), read from exactly
 * the count items that hold it (one batch get of two). Null for any other filter.
 */
export const exactTotal = async (
  companyId: string,
  register: RiskRegister,
  filter: TRiskFilter,
): Promise<number | null> => {
  if (filter.teamId || filter.ownerId || filter.search || filter.level) return null;
  const statuses = filter.status ? [filter.status] : (['Open', 'Closed'] as const);
  const dims = statuses.map((status) =>
    filter.categoryId ? `category#${status}#${filter.categoryId}` : `total#${status}`,
  );
  const { data } = await db()
    .entities.riskCount.get(dims.map((dim) => ({ companyId, register, dim })))
    .go();
  return data.reduce((sum, c) => sum + c.n, 0);
};
