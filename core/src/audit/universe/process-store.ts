import type { TAuditProcess } from '@stratum/contracts';
import { auditRiskLevel, rankByRisk } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { Ctx } from '../../kernel/ctx';
import { getRisk } from '../../risk';
import type { AuditProcessItem } from '../entities/audit-process';
import { activeEmployee, businessUnit, businessUnitsOf, namesOf, personOf } from '../people';

/** The company's whole universe: one query (a company has tens to a few hundred processes). */
export const loadProcesses = async (companyId: string): Promise<AuditProcessItem[]> =>
  (await db().entities.auditProcess.query.byId({ companyId }).go({ pages: 'all' })).data;

export const findProcess = async (
  companyId: string,
  processId: string,
  field = 'id',
): Promise<AuditProcessItem> => {
  const { data } = await db().entities.auditProcess.get({ companyId, processId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such auditable process in your company`);
  return data;
};

/** Ranked views of these processes (the rank among all of them). */
export const viewProcesses = async (
  companyId: string,
  items: AuditProcessItem[],
): Promise<TAuditProcess[]> => {
  const [names, units] = await Promise.all([
    namesOf(
      companyId,
      items.map((p) => p.ownerId),
    ),
    businessUnitsOf(companyId),
  ]);
  const ranked = rankByRisk(items.map((p) => ({ ...p, id: p.processId })));
  return ranked.map((p) => ({
    id: p.processId,
    name: p.name,
    description: p.description || null,
    businessUnit: { id: p.businessUnitId, name: units.get(p.businessUnitId) ?? '—' },
    owner: personOf(names, p.ownerId),
    likelihood: p.likelihood,
    impact: p.impact,
    riskScore: p.riskScore,
    riskLevel: auditRiskLevel(p.riskScore),
    rank: p.rank,
    risks: p.risks ?? [],
    lastAuditedDate: p.lastAuditedDate || null,
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }));
};

export const viewProcess = async (companyId: string, processId: string): Promise<TAuditProcess> => {
  const all = await viewProcesses(companyId, await loadProcesses(companyId));
  const found = all.find((p) => p.id === processId);
  if (!found) throw new AppError('NOT_FOUND', 'id: no such auditable process in your company');
  return found;
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
