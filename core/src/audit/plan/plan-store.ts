import type { TAuditFollowUp, TAuditPlan, TAuditPlanDetail, TPlannedAudit } from '@stratum/contracts';
import {
  auditPlanStatusText,
  auditRiskLevel,
  needsReason,
  rankByRisk,
  type PlacedEntry,
} from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { TxEntities } from '../../kernel/transact';
import type { AuditFollowUpItem } from '../entities/audit-follow-up';
import type { AuditPlanItem } from '../entities/audit-plan';
import type { PlannedAuditItem } from '../entities/planned-audit';
import { businessUnitsOf, namesOf, personOf } from '../people';
import { loadKind } from '../setup/settings-store';

export const findPlan = async (companyId: string, planId: string, field = 'id'): Promise<AuditPlanItem> => {
  const { data } = await db().entities.auditPlan.get({ companyId, planId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such audit plan in your company`);
  return data;
};

export const loadPlanned = async (companyId: string, planId: string): Promise<PlannedAuditItem[]> =>
  (await db().entities.plannedAudit.query.byPlan({ companyId, planId }).go({ pages: 'all' })).data;

export const findPlanned = async (companyId: string, id: string, field = 'id'): Promise<PlannedAuditItem> => {
  const { data } = await db().entities.plannedAudit.get({ companyId, plannedAuditId: id }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such planned audit in your company`);
  return data;
};

export const loadFollowUps = async (companyId: string, planId: string): Promise<AuditFollowUpItem[]> =>
  (await db().entities.auditFollowUp.query.byPlan({ companyId, planId }).go({ pages: 'all' })).data;

export const findFollowUp = async (companyId: string, id: string): Promise<AuditFollowUpItem> => {
  const { data } = await db().entities.auditFollowUp.get({ companyId, followUpId: id }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such follow-up entry in your company');
  return data;
};

export const placed = (
  p: Pick<PlannedAuditItem, 'plannedAuditId' | 'riskScore' | 'quarter' | 'included' | 'reason'>,
): PlacedEntry => ({
  id: p.plannedAuditId,
  riskScore: p.riskScore,
  quarter: p.quarter,
  included: p.included,
  reason: p.reason ?? '',
});

export const toPlan = (p: AuditPlanItem, plannedCount: number): TAuditPlan => ({
  id: p.planId,
  year: p.year,
  title: p.title,
  status: p.status,
  statusText: auditPlanStatusText(p.status),
  approval: p.approval,
  approvedBy: p.approvedById ? { employeeId: p.approvedById, fullName: p.approvedByName ?? '' } : null,
  approvedAt: p.approvedAt || null,
  plannedCount,
  version: p.version,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/** Views of a plan's entries, ranked among the whole plan, by quarter then rank, left-out last. */
export const viewPlanned = async (companyId: string, items: PlannedAuditItem[]): Promise<TPlannedAudit[]> => {
  const [names, units] = await Promise.all([
    namesOf(
      companyId,
      items.flatMap((p) => [p.leadId, ...(p.memberIds ?? [])]),
    ),
    businessUnitsOf(companyId),
  ]);
  const all = items.map(placed);
  return rankByRisk(items.map((p) => ({ ...p, id: p.plannedAuditId, name: p.title })))
    .map((p): TPlannedAudit => ({
      id: p.plannedAuditId,
      planId: p.planId,
      processId: p.processId || null,
      title: p.title,
      businessUnit: p.businessUnitId
        ? { id: p.businessUnitId, name: units.get(p.businessUnitId) ?? '—' }
        : null,
      riskScore: p.riskScore,
      riskLevel: auditRiskLevel(p.riskScore),
      rank: p.rank,
      quarter: p.quarter,
      included: p.included,
      reason: p.reason ?? '',
      needsReason: !(p.reason ?? '').trim() && needsReason(placed(p), all),
      lead: personOf(names, p.leadId),
      team: (p.memberIds ?? []).map((id) => personOf(names, id)!),
      budgetDays: p.budgetDays,
      version: p.version,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    }))
    .sort((a, b) => Number(b.included) - Number(a.included) || a.quarter - b.quarter || a.rank - b.rank);
};

export const planDetail = async (companyId: string, planId: string): Promise<TAuditPlanDetail> => {
  const [plan, planned] = await Promise.all([findPlan(companyId, planId), loadPlanned(companyId, planId)]);
  const list = await viewPlanned(companyId, planned);
  const budgetDaysByQuarter = [1, 2, 3, 4].map((q) =>
    list.filter((p) => p.included && p.quarter === q).reduce((sum, p) => sum + p.budgetDays, 0),
  );
  return { item: toPlan(plan, list.filter((p) => p.included).length), list, budgetDaysByQuarter };
};

export const viewPlannedOne = async (companyId: string, id: string): Promise<TPlannedAudit> => {
  const p = await findPlanned(companyId, id);
  const list = await viewPlanned(companyId, await loadPlanned(companyId, p.planId));
  return list.find((x) => x.id === id)!;
};

export const toFollowUp = (f: AuditFollowUpItem, names: Map<string, string>): TAuditFollowUp => ({
  id: f.followUpId,
  planId: f.planId,
  plannedAuditId: f.plannedAuditId || null,
  title: f.title,
  quarter: f.quarter,
  dueDate: f.dueDate || null,
  lead: personOf(names, f.leadId),
  budgetDays: f.budgetDays,
  notes: f.notes || null,
  version: f.version,
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
});

/**
 * The plan's part of any change to its content: its version moves (an approval conditional on
 * the version it checked cannot approve content it did not see), and an approved plan becomes
 * "Changed after approval". Conditional on the approval read, so a concurrent approval is not lost.
 */
export const touchPlan = (tx: TxEntities, plan: AuditPlanItem, now: Date) =>
  tx.auditPlan
    .patch({ companyId: plan.companyId, planId: plan.planId })
    .set({
      approval: plan.approval === 'Approved' ? 'Changed after approval' : plan.approval,
      updatedAt: now.toISOString(),
    })
    .add({ version: 1 })
    .where((a, op) => op.eq(a.approval, plan.approval))
    .commit();

/** Checks a planned audit's team against the audit team: a lead who may lead, members on the team. */
export const checkTeam = async (
  companyId: string,
  input: { leadId?: string | null | undefined; memberIds: string[] },
): Promise<void> => {
  if (!input.leadId && input.memberIds.length === 0) return;
  const team = await loadKind(companyId, 'team-member');
  const rolesOf = (id: string) => team.find((m) => m.employeeId === id)?.roles ?? null;
  if (input.leadId) {
    const roles = rolesOf(input.leadId);
    if (!roles)
      throw new AppError(
        'UNPROCESSABLE',
        'leadId: this person is not on the audit team (settings → audit team).',
      );
    if (!roles.includes('lead'))
      throw new AppError(
        'UNPROCESSABLE',
        'leadId: this audit team member may not lead an audit (settings → audit team).',
      );
  }
  for (const id of input.memberIds) {
    if (!rolesOf(id))
      throw new AppError(
        'UNPROCESSABLE',
        `memberIds: ${id} is not on the audit team (settings → audit team).`,
      );
  }
};

/** 422 naming why the entry needs a reason, when it has none and the rule asks for one. */
export const checkReason = (entry: PlacedEntry, others: PlacedEntry[]): void => {
  if (entry.reason.trim() || !needsReason(entry, others)) return;
  throw new AppError(
    'UNPROCESSABLE',
    entry.included
      ? 'reason: this audit is planned against its risk rank (a riskier entity comes later, or it comes later than a less risky one). Say why.'
      : 'reason: say why this entity is left out of the plan.',
  );
};
