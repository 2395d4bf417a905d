import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addAuditPlan,
  addAuditProcess,
  addAuditSetting,
  approveAuditPlan,
  backfillAuditRiskRanks,
  listAuditPlans,
} from '@stratum/core/audit';
import { listRisks } from '@stratum/core/risk';

/** Acme's auditable processes: name, likelihood, impact (risk score = their product). */
const PROCESSES: [string, number, number][] = [
  ['Procurement and purchasing', 5, 4],
  ['Treasury and cash management', 4, 5],
  ['IT access management', 4, 4],
  ['Payroll', 3, 4],
  ['Revenue and billing', 3, 5],
  ['Inventory management', 3, 3],
  ['Vendor onboarding', 4, 3],
  ['Fixed assets', 2, 3],
  ['Travel and expenses', 2, 2],
  ['Regulatory reporting', 3, 4],
];

/**
 * Acme's audit settings, a universe of ten processes over its business units (the riskiest linked
 * to risks of the risk register), and this year's plan built from it and approved — so the main
 * page, the universe and the plan show the module at work, and an engagement opens from the plan.
 * Left alone when the company has any audit plan (but for the universe's rank keys, written to
 * processes stored before the universe was paged by risk).
 */
export const seedAuditPlan = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const lead = base.employeeId;
  if (!lead || !base.companyId) return;
  // A universe stored before it was paged by risk gets its rank keys (a right key is not written).
  await backfillAuditRiskRanks(ctx(), base.companyId);
  if ((await listAuditPlans(ctx(), { limit: 1 })).list.length > 0) return;
  const { data: employees } = await db()
    .entities.employee.query.byId({ companyId: base.companyId })
    .go({ pages: 'all' });
  const reviewer = employees.find((e) => e.status === 'Active' && e.employeeId !== lead);
  const { data: units } = await db()
    .entities.orgUnit.query.byLevel({ companyId: base.companyId, level: 'business-unit' })
    .go({ pages: 'all' });
  if (units.length === 0) return;

  await addAuditSetting(ctx(), 'audit-type', {
    name: 'Financial audit',
    description: 'Controls over financial reporting',
  });
  await addAuditSetting(ctx(), 'audit-type', { name: 'IT audit', description: 'Systems, access and change' });
  await addAuditSetting(ctx(), 'audit-type', { name: 'Operational audit', description: null });
  await addAuditSetting(ctx(), 'audit-standard', {
    name: 'IIA Global Internal Audit Standards (2024)',
    description: 'Risk-based plan (9.4), engagement planning (13), evidence (14), supervision (12.3)',
  });
  await addAuditSetting(ctx(), 'finding-rating', { level: 'High', colour: 'red', description: 'Act now' });
  await addAuditSetting(ctx(), 'finding-rating', {
    level: 'Medium',
    colour: 'amber',
    description: 'Act this quarter',
  });
  await addAuditSetting(ctx(), 'finding-rating', {
    level: 'Low',
    colour: 'green',
    description: 'Improve when able',
  });
  await addAuditSetting(ctx(), 'opinion-rating', {
    name: 'Satisfactory',
    colour: 'dark green',
    description: null,
  });
  await addAuditSetting(ctx(), 'opinion-rating', {
    name: 'Needs improvement',
    colour: 'amber',
    description: null,
  });
  await addAuditSetting(ctx(), 'opinion-rating', {
    name: 'Unsatisfactory',
    colour: 'red',
    description: null,
  });
  await addAuditSetting(ctx(), 'checklist-template', {
    name: 'Audit file completion',
    description: null,
    items: ['Scope approved?', 'Every working paper reviewed?', 'Findings agreed with management?'],
  });
  await addAuditSetting(ctx(), 'survey-template', {
    name: 'Auditee satisfaction',
    description: null,
    items: ['Was the audit’s purpose clear?', 'Was the team professional?', 'Were the findings useful?'],
  });
  await addAuditSetting(ctx(), 'letter-template', {
    name: 'Notification letter',
    subject: 'Internal audit: {{auditTitle}}',
    body: 'Dear head of {{auditeeUnit}},\n\nInternal audit will carry out “{{auditTitle}}” from {{startDate}} to {{endDate}}, led by {{leadAuditor}}.\n\n{{companyName}} Internal Audit',
  });
  await addAuditSetting(ctx(), 'team-member', { employeeId: lead, roles: ['lead', 'performer'] });
  if (reviewer) {
    await addAuditSetting(ctx(), 'team-member', { employeeId: reviewer.employeeId, roles: ['reviewer'] });
    await addAuditSetting(ctx(), 'mr-owner', { employeeId: reviewer.employeeId });
  }

  const risks = await listRisks(ctx(), 'management', { limit: 3, basis: 'inherent' }).catch(() => ({
    list: [],
  }));
  const today = new Date();
  for (const [i, [name, likelihood, impact]] of PROCESSES.entries()) {
    await addAuditProcess(ctx(), {
      name,
      description: null,
      businessUnitId: units[i % units.length]!.unitId,
      ownerId: reviewer?.employeeId ?? lead,
      likelihood,
      impact,
      riskIds: i < risks.list.length ? [risks.list[i]!.id] : [],
      lastAuditedDate: i % 3 === 0 ? `${today.getFullYear() - 2}-0${(i % 9) + 1}-15` : null,
    });
  }
  const year = today.getFullYear();
  const plan = await addAuditPlan(ctx(), { year, title: `Audit plan ${year}` });
  await approveAuditPlan(ctx(), { id: plan.item.id, version: plan.item.version });
};
