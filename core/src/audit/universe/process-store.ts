import type { TAuditProcess } from '@stratum/contracts';
import { auditRiskLevel, auditRiskRankKey, rankByRisk } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { Ctx } from '../../kernel/ctx';
import { countOf } from '../../kernel/paging';
import { getRisk } from '../../risk';
import type { AuditProcessItem } from '../entities/audit-process';
import { employeeNames } from '../../organisation';
import { activeEmployee, businessUnit, businessUnitsOf, personOf } from '../people';

/**
 * The company's whole universe, one query: only for building a plan, which ranks every process
 * (a company has tens to a few hundred). Lists read a page of the ranked index instead.
 */
export const loadProcesses = async (companyId: string): Promise<AuditProcessItem[]> =>
  (await db().entities.auditProcess.query.byId({ companyId }).go({ pages: 'all' })).data;

/** The stored sort key of a process (rules `auditRiskRankKey`), written on add and edit. */
export const riskRankOf = (p: { processId: string; name: string; riskScore: number }): string =>
  auditRiskRankKey({ id: p.processId, name: p.name, riskScore: p.riskScore });

/** No rank key sorts below this one: the lower end of "every key up to …" on the ranked index. */
const LOWEST_RANK = '0';

/** How many processes of the company rank at or above this key (the key's own process included). */
const rankedUpTo = (companyId: string, riskRank: string): Promise<number> =>
  countOf(
    db().entities.auditProcess.query.byRisk({ companyId }).between({ riskRank: LOWEST_RANK }, { riskRank }),
  );

/**
 * Each process's rank in the whole universe, for a page read in rank order (ascending key). The
 * first one's is counted on the ranked index (keys up to it) — on the whole universe's first page
 * it is 1, nothing counted; a page of the whole universe follows on from it, a page of one unit
 * finds its processes among the keys between its first and last (only the ids are read).
 */
export const ranksOf = async (
  companyId: string,
  page: readonly AuditProcessItem[],
  { contiguous, firstPage }: { contiguous: boolean; firstPage: boolean },
): Promise<Map<string, number>> => {
  const ranks = new Map<string, number>();
  const first = page[0]?.riskRank;
  const last = page.at(-1)?.riskRank;
  if (!first || !last) return ranks;
  const before = contiguous && firstPage ? 0 : (await rankedUpTo(companyId, first)) - 1;
  if (contiguous) {
    page.forEach((p, i) => ranks.set(p.processId, before + i + 1));
    return ranks;
  }
  const { data } = await db()
    .entities.auditProcess.query.byRisk({ companyId })
    .between({ riskRank: first }, { riskRank: last })
    .go({ pages: 'all', attributes: ['processId'] });
  data.forEach((p, i) => ranks.set(p.processId, before + i + 1));
  return ranks;
};

export const findProcess = async (
  companyId: string,
  processId: string,
  field = 'id',
): Promise<AuditProcessItem> => {
  const { data } = await db().entities.auditProcess.get({ companyId, processId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such auditable process in your company`);
  return data;
};

/** What a view of processes reads beside them: the company's business units and its names. */
export interface ProcessLookups {
  units: Promise<Map<string, string>>;
  names: ReturnType<typeof employeeNames>;
}

/**
 * Starts reading the lookups at once, so a list reads them beside its page rather than after it.
 */
export const processLookups = (companyId: string): ProcessLookups => {
  const units = businessUnitsOf(companyId);
  units.catch(() => undefined); // awaited by viewProcesses; not an unhandled rejection meanwhile
  return { units, names: employeeNames(companyId) };
};

/**
 * Views of these processes with their ranks in the universe (`ranks`, by process id); `lookups`
 * started beside the read of the items, or read now.
 */
export const viewProcesses = async (
  companyId: string,
  items: readonly AuditProcessItem[],
  ranks: ReadonlyMap<string, number>,
  lookups: ProcessLookups = processLookups(companyId),
): Promise<TAuditProcess[]> => {
  const [names, units] = await Promise.all([lookups.names.of(items.map((p) => p.ownerId)), lookups.units]);
  return items.map((p) => ({
    id: p.processId,
    name: p.name,
    description: p.description || null,
    businessUnit: { id: p.businessUnitId, name: units.get(p.businessUnitId) ?? '—' },
    owner: personOf(names, p.ownerId),
    likelihood: p.likelihood,
    impact: p.impact,
    riskScore: p.riskScore,
    riskLevel: auditRiskLevel(p.riskScore),
    rank: ranks.get(p.processId) ?? 0,
    risks: p.risks ?? [],
    lastAuditedDate: p.lastAuditedDate || null,
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }));
};

/**
 * One process with its rank: the keys up to its own counted on the ranked index. A process stored
 * before the rank key existed (not yet backfilled) is ranked among the whole universe instead.
 */
export const viewProcess = async (companyId: string, processId: string): Promise<TAuditProcess> => {
  const item = await findProcess(companyId, processId);
  const rank = item.riskRank
    ? await rankedUpTo(companyId, item.riskRank)
    : (rankByRisk((await loadProcesses(companyId)).map((p) => ({ ...p, id: p.processId }))).find(
        (p) => p.processId === processId,
      )?.rank ?? 0);
  const [view] = await viewProcesses(companyId, [item], new Map([[processId, rank]]));
  return view!;
};

/**
 * Checks what a process names: a business unit and an Active owner of the company, and risks of
 * the company's risk register (read through the risk module, so its rules on what exists hold).
 */
export const checkProcessRefs = async (
  ctx: Ctx,
  companyId: string,
  input: { businessUnitId: string; ownerId?: string | null | undefined; riskIds: string[] },
) => {
  await businessUnit(companyId, input.businessUnitId, 'businessUnitId');
  if (input.ownerId) await activeEmployee(companyId, input.ownerId, 'ownerId');
  const ids = [...new Set(input.riskIds)];
  const risks = [];
  for (const id of ids) {
    try {
      const r = await getRisk(ctx, 'management', { id });
      risks.push({ id: r.id, title: r.title });
    } catch (e) {
      if (e instanceof AppError && e.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', `riskIds: no such risk in your company's risk register (${id})`);
      throw e;
    }
  }
  return risks;
};
