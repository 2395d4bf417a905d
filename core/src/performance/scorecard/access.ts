import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { effectiveSupervisor } from '../../organisation';
import type { EmployeeItem } from '../../organisation';
import { isModuleAdmin } from '../../platform';
import {
  type ScorecardItem,
  type ScorecardKind,
  findScorecard,
  registerScorecardWriter,
  type ScorecardWrite,
} from '../../scorecard';
import { todayOf } from '../../planning';
import type { PerformanceRecordItem } from '../entities/performance-record';

export const EMPLOYEE_KINDS: readonly ScorecardKind[] = ['employee-annual', 'employee-periodic', 'library'];
export const OWN_KINDS: readonly ScorecardKind[] = ['employee-annual', 'employee-periodic'];

/** What part the caller has in an employee's scorecards. */
export type Part = 'owner' | 'supervisor' | 'admin' | null;

export const isPerformanceAdmin = (ctx: Ctx) => isModuleAdmin(ctx, 'performance');

/** An employee of the caller's company (404 naming `field` otherwise). */
export const findEmployee = async (
  ctx: Ctx,
  employeeId: string,
  field = 'employeeId',
): Promise<EmployeeItem> => {
  const { data } = await db()
    .entities.employee.get({ companyId: tenantOf(ctx), employeeId })
    .go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such employee in your company`);
  return data;
};

/**
 * The caller's part in an employee's scorecards: the employee, their supervisor (or whoever acts
 * for the supervisor today), a Performance administrator — or none.
 */
export const partIn = async (ctx: Ctx, employee: EmployeeItem): Promise<Part> => {
  if (ctx.employeeId && ctx.employeeId === employee.employeeId) return 'owner';
  if (ctx.employeeId && employee.supervisorId === ctx.employeeId) return 'supervisor';
  if (ctx.employeeId && employee.supervisorId) {
    const acting = await effectiveSupervisor(employee.companyId, employee, todayOf(ctx.now));
    if (acting === ctx.employeeId) return 'supervisor';
  }
  return (await isPerformanceAdmin(ctx)) ? 'admin' : null;
};

/** Refuses (403) making scorecards for someone the caller has no part in. */
export const requireMaker = async (ctx: Ctx, employee: EmployeeItem): Promise<Part> => {
  const part = await partIn(ctx, employee);
  if (!part) {
    throw new AppError(
      'FORBIDDEN',
      'Only the employee, their supervisor or a Performance Management administrator can do this.',
    );
  }
  return part;
};

/** The performance records of a scorecard: its own (periodic), or those of the periodic ones built from it (annual). */
export const recordsOf = async (s: ScorecardItem): Promise<PerformanceRecordItem[]> => {
  const { performanceRecord } = db().entities;
  if (s.kind === 'employee-periodic') {
    const { data } = await performanceRecord.get({ companyId: s.companyId, scorecardId: s.scorecardId }).go();
    return data ? [data] : [];
  }
  if (s.kind !== 'employee-annual' || !s.employeeId || !s.annualPlanId) return [];
  const { data } = await performanceRecord.query
    .byEmployee({ companyId: s.companyId, employeeId: s.employeeId, annualPlanId: s.annualPlanId })
    .where((attr, op) => op.eq(attr.annualScorecardId, s.scorecardId))
    .go({ pages: 'all' });
  return data;
};

const missing = (s: ScorecardItem) =>
  new AppError(
    'NOT_FOUND',
    `id: no such ${s.kind === 'library' ? 'library scorecard' : 'employee scorecard'} in your company`,
  );

/** The caller's part in a scorecard; anyone with none gets 404, as for a missing one. Templates are everyone's to read. */
export const readPart = async (ctx: Ctx, s: ScorecardItem): Promise<Part> => {
  if (s.kind === 'library') return (await isPerformanceAdmin(ctx)) ? 'admin' : null;
  const employee = await db()
    .entities.employee.get({ companyId: s.companyId, employeeId: s.employeeId ?? '' })
    .go();
  const part = employee.data ? await partIn(ctx, employee.data) : null;
  if (!part) throw missing(s);
  return part;
};

export interface Allowed {
  part: Part;
  editable: boolean;
  deletable: boolean;
  /** why not, when not */
  lockedBy: PerformanceRecordItem | null;
}

/**
 * What the caller may do to a scorecard now (docs/performance.md, Employee scorecards): the
 * employee changes their own only while every agreement it carries is Draft or Disputed (a dispute
 * sends it back to them to correct); the supervisor until one is Agreed; Performance administrators
 * at any time. Nobody deletes one once an agreement has left Draft. Library templates are Performance administrators' to change.
 */
export const allowedOn = async (ctx: Ctx, s: ScorecardItem): Promise<Allowed> => {
  const part = await readPart(ctx, s);
  if (s.kind === 'library') {
    const admin = part === 'admin';
    return { part, editable: admin, deletable: admin, lockedBy: null };
  }
  const records = await recordsOf(s);
  const submitted = records.find((r) => r.agreementStatus !== 'Draft') ?? null;
  const withSupervisor =
    records.find((r) => r.agreementStatus === 'Submitted' || r.agreementStatus === 'Agreed') ?? null;
  const agreed = records.find((r) => r.agreementStatus === 'Agreed') ?? null;
  const editable = part === 'admin' || (part === 'supervisor' ? !agreed : !withSupervisor);
  return { part, editable, deletable: !submitted, lockedBy: part === 'supervisor' ? agreed : withSupervisor };
};

const lockedMessage = (s: ScorecardItem, r: PerformanceRecordItem, deleting: boolean) =>
  `The Q${r.quarter + 1} performance agreement of “${s.name}” is ${r.agreementStatus}: ${
    deleting
      ? 'the scorecard can no longer be deleted'
      : 'only while it is Draft or Disputed can the employee change the scorecard'
  }.`;

/** The check planning's KPA/KPI/comment/update/delete use cases run for employee scorecards and templates. */
const checkWriter = async (ctx: Ctx, s: ScorecardItem, action: ScorecardWrite): Promise<void> => {
  if (action === 'comment') {
    // anyone with a part in it (templates: any employee) may comment
    if (s.kind !== 'library') await readPart(ctx, s);
    return;
  }
  const allowed = await allowedOn(ctx, s);
  if (s.kind === 'library') {
    if (!allowed.editable) {
      throw new AppError(
        'FORBIDDEN',
        'Only a Performance Management administrator can change the scorecards library.',
      );
    }
    return;
  }
  if (action === 'delete' && !allowed.deletable) {
    const r = (await recordsOf(s)).find((x) => x.agreementStatus !== 'Draft')!;
    throw new AppError('CONFLICT', lockedMessage(s, r, true));
  }
  if (action === 'write' && !allowed.editable) {
    throw new AppError('CONFLICT', lockedMessage(s, allowed.lockedBy!, false));
  }
};

registerScorecardWriter(EMPLOYEE_KINDS, checkWriter);

/** A scorecard of the employee-scorecard family the caller may read (404 otherwise). */
export const readableEmployeeScorecard = async (
  ctx: Ctx,
  id: string,
  field = 'id',
  kinds: readonly ScorecardKind[] = EMPLOYEE_KINDS,
): Promise<ScorecardItem> => {
  const s = await findScorecard(tenantOf(ctx), id, kinds, field);
  await readPart(ctx, s);
  return s;
};
