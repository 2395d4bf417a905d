import { CASCADE_LEVELS, type TEmployeeScorecard } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { fullNameOf } from '../../organisation';
import type { EmployeeItem } from '../../organisation';
import {
  annualPlanScorecardCountUpdate,
  copies,
  type ScorecardItem,
  type ScorecardKind,
  writeScorecard,
  findScorecard,
  scorecardsUnder,
  type ScorecardContents,
  RESULTS,
  toScorecard,
} from '../../scorecard';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { EMPLOYEE_KINDS } from './access';

/** gsi1 list keys: an employee's scorecards of an annual plan; the library of a strategic plan. */
export const employeeListKey = (annualPlanId: string, employeeId: string) =>
  `emp#${annualPlanId}#${employeeId}`;
export const libraryListKey = (strategicPlanId: string) => `lib#${strategicPlanId}`;

/** An employee scorecard as the API shows it. */
export const toEmployeeScorecard = (
  s: ScorecardItem,
  employeeName: string | null,
  record: PerformanceRecordItem | null = null,
): TEmployeeScorecard => ({
  ...toScorecard(s),
  employeeId: s.employeeId ?? null,
  employeeName,
  functional: s.functional ?? false,
  templateId: s.templateId ?? null,
  agreementStatus: record?.agreementStatus ?? null,
});

const rank = (s: ScorecardItem) =>
  s.kind === 'employee-annual' ? (s.functional ? -1 : -2) : (s.quarter ?? 0);
export const byRank = (a: ScorecardItem, b: ScorecardItem) =>
  rank(a) - rank(b) || a.name.localeCompare(b.name) || a.scorecardId.localeCompare(b.scorecardId);

/** One employee's scorecards of an annual plan with their quarters' agreement status: two queries at once. */
export const scorecardsOfEmployee = async (
  companyId: string,
  annualPlanId: string,
  employee: EmployeeItem,
  type: 'annual' | 'periodic' | undefined,
): Promise<TEmployeeScorecard[]> => {
  const [all, records] = await Promise.all([
    scorecardsUnder(companyId, employeeListKey(annualPlanId, employee.employeeId)),
    db()
      .entities.performanceRecord.query.byEmployee({
        companyId,
        employeeId: employee.employeeId,
        annualPlanId,
      })
      .go({ pages: 'all' }),
  ]);
  const byScorecard = new Map(records.data.map((r) => [r.scorecardId, r]));
  const kinds: ScorecardKind[] =
    type === 'annual'
      ? ['employee-annual']
      : type === 'periodic'
        ? ['employee-periodic']
        : ['employee-annual', 'employee-periodic'];
  return all
    .filter((s) => s.state === 'ready' && kinds.includes(s.kind))
    .sort(byRank)
    .map((s) => toEmployeeScorecard(s, fullNameOf(employee), byScorecard.get(s.scorecardId) ?? null));
};

/**
 * The caller's direct reports (employees whose supervisorId is the caller: a filtered read of the
 * company's people, its cost growing with the company only).
 */
export const directReports = async (ctx: Ctx): Promise<EmployeeItem[]> => {
  if (!ctx.employeeId) return [];
  const { data } = await db()
    .entities.employee.query.byName({ companyId: tenantOf(ctx) })
    .where((a, op) => `${op.eq(a.supervisorId, ctx.employeeId!)} AND ${op.eq(a.status, 'Active')}`)
    .go({ pages: 'all' });
  return data;
};

/** Rank of an employee in the cascade: the highest unit they head, else everyone (CASCADE_LEVELS). */
export const cascadeRank = (e: EmployeeItem): number => {
  const heads = [
    e.businessUnitHead,
    e.departmentHead,
    e.divisionHead,
    e.sectionHead,
    e.subSectionHead,
    e.subSubSectionHead,
  ];
  const i = heads.findIndex((h) => h === 'Yes');
  return i === -1 ? CASCADE_LEVELS.length - 1 : i;
};

/** The corporate KPIs whose cascade setting reaches this employee, with the KPAs they sit under. */
export const cascadedTo = (contents: ScorecardContents, employee: EmployeeItem): ScorecardContents => {
  const r = cascadeRank(employee);
  const kpis = contents.kpis.filter((k) => k.cascadeTo && CASCADE_LEVELS.indexOf(k.cascadeTo) >= r);
  const used = new Set(kpis.map((k) => k.kpaId));
  return { kpas: contents.kpas.filter((k) => used.has(k.kpaId)), kpis };
};

/** The fields a copy into an employee scorecard leaves behind: results, cascade settings, tags. */
const LEFT_BEHIND = [...RESULTS, 'cascadeTo', 'trainingTags'] as const;

export interface Shape {
  name: string;
  includeKeyPerformanceArea: 'Yes' | 'No';
  ratingMode: 'automatic' | 'manual';
}

/** Writes a new employee scorecard or template with copied contents, all or none (planning's build). */
export const build = async (
  ctx: Ctx,
  base: Omit<
    ScorecardItem,
    | 'scorecardId'
    | 'kpaCount'
    | 'kpiCount'
    | 'commentCount'
    | 'state'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
    | 'visible'
    | keyof Shape
  > &
    Shape,
  from: ScorecardContents,
  audit: { action: string; summary: string },
  claims: { annualPlanId?: string | undefined },
): Promise<ScorecardItem> => {
  const companyId = base.companyId;
  const scorecardId = newId();
  const buildId = newId();
  const { kpas, kpis } = copies(ctx, { companyId, scorecardId, buildId }, from, () => ({}), LEFT_BEHIND);
  const now = ctx.now.toISOString();
  const scorecard = {
    ...base,
    scorecardId,
    visible: true,
    kpaCount: kpas.length,
    kpiCount: kpis.length,
    commentCount: 0,
    state: 'building',
    buildId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  const annualPlanId = claims.annualPlanId;
  await writeScorecard(ctx, {
    scorecard,
    kpas,
    kpis,
    claim: (tx) => (annualPlanId ? [annualPlanScorecardCountUpdate(tx, companyId, annualPlanId, 1)] : []),
    release: (tx) => (annualPlanId ? [annualPlanScorecardCountUpdate(tx, companyId, annualPlanId, -1)] : []),
    audit: {
      entityType: 'employee-scorecard',
      action: audit.action,
      summary: audit.summary,
      after: { name: base.name, kind: base.kind, kpaCount: kpas.length, kpiCount: kpis.length },
    },
    conflict: new AppError(
      'CONFLICT',
      'The annual plan, the scorecard copied from, or one of its perspectives was changed or deleted meanwhile: nothing was built. Reload and try again.',
    ),
  });
  return findScorecard(companyId, scorecardId, EMPLOYEE_KINDS);
};

export const EMPTY: ScorecardContents = { kpas: [], kpis: [] };

export interface AddEmployeeScorecardInput {
  annualPlanId: string;
  name: string;
  employeeId?: string | undefined;
  source?: 'empty' | 'cascade' | 'library' | undefined;
  templateId?: string | undefined;
  corporateScorecardId?: string | undefined;
  includeKeyPerformanceArea: 'Yes' | 'No';
  ratingMode: 'automatic' | 'manual';
  functional?: boolean | undefined;
}
