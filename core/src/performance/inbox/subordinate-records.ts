import { type TInboxRecord } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadAnnualPlan } from '../../planning';
import { employeeNames } from '../../organisation';
import { byName, subordinateItems, toRecord } from './inbox-parts';

/**
 * The quarter's records of the people who report to the caller, and — while they act — to each
 * supervisor they act for: one gsi1 Query per line, by key prefix (supervisor), so the cost grows
 * with the reports, not the company.
 */
export const subordinateRecords = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter: number },
): Promise<{ list: TInboxRecord[]; total: number }> => {
  const companyId = tenantOf(ctx);
  const names = employeeNames(companyId);
  await loadAnnualPlan(ctx, input.annualPlanId);
  const found = await subordinateItems(ctx, input.annualPlanId, [input.quarter]);
  const people = await names.of(found.map((f) => f.record.employeeId));
  const list = found.map((f) => toRecord(f.record, people, f.actingFor));
  list.sort(byName);
  return { list, total: list.length };
};
