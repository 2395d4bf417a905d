import type { TAddAuditPlanRequest, TAuditPlanDetail } from '@stratum/contracts';
import { defaultQuarter, rankByRisk } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireAuditAdmin } from '../access';
import { loadProcesses } from '../universe/process-store';
import { planDetail } from './plan-store';

/** Entities written beside the plan in one transaction (2 items each, under DynamoDB's 100). */
const CHUNK = 45;

/**
 * Builds a year's plan from the universe (IIA standard 9.4): every process, ranked by risk score,
 * spread over the quarters riskiest first; all planned, nothing yet needing a reason. Each process
 * counts the plans that name it. A universe of more than 45 processes is written in several
 * transactions, the plan's own first.
 */
export const addAuditPlan = async (ctx: Ctx, input: TAddAuditPlanRequest): Promise<TAuditPlanDetail> => {
  const companyId = tenantOf(ctx);
  await requireAuditAdmin(ctx);
  const processes = rankByRisk((await loadProcesses(companyId)).map((p) => ({ ...p, id: p.processId })));
  if (processes.length === 0)
    throw new AppError('UNPROCESSABLE', 'The audit universe is empty: add the auditable processes first.');
  const planId = newId();
  const now = ctx.now.toISOString();
  const entries = processes.map((p) => ({
    companyId,
    plannedAuditId: newId(),
    planId,
    processId: p.processId,
    title: p.name,
    businessUnitId: p.businessUnitId,
    riskScore: p.riskScore,
    quarter: defaultQuarter(p.rank, processes.length),
    included: true,
    reason: '',
    memberIds: [],
    budgetDays: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'audit-plan',
        entityId: planId,
        action: i === 0 ? 'add' : 'update',
        summary:
          i === 0
            ? `Audit plan “${input.title}” (${input.year}) built from the universe: ${entries.length} entities ranked by risk`
            : `Audit plan “${input.title}”: entities ${i + 1}–${i + chunk.length} planned`,
        after: i === 0 ? { title: input.title, year: input.year } : null,
      },
      ({ auditPlan, plannedAudit, auditProcess }) => [
        i === 0 &&
          auditPlan
            .create({
              companyId,
              planId,
              year: input.year,
              title: input.title,
              status: 'active',
              approval: 'Draft',
              version: 1,
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
        ...chunk.flatMap((e) => [
          plannedAudit.create(e).commit(),
          auditProcess.patch({ companyId, processId: e.processId }).add({ plannedCount: 1 }).commit(),
        ]),
      ],
      new AppError('CONFLICT', 'A process of the universe was deleted while the plan was built. Try again.'),
    );
  }
  return planDetail(companyId, planId);
};
