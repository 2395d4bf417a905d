import {
  CASCADE_LEVELS,
  type TEmployeeScorecard,
  type TEmployeeScorecardDetail,
  type TRatingPeriod,
} from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { fullNameOf } from '../../organisation/employee/derive';
import type { EmployeeItem } from '../../organisation/entities/employee';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import { annualPlanScorecardCountUpdate, loadAnnualPlan } from '../../planning/annual-plan/annual-plan-store';
import { copies, RESULTS } from '../../planning/corporate-scorecard/corporate-scorecards';
import type { AnnualPlanItem } from '../../planning/entities/annual-plan';
import type { ScorecardItem, ScorecardKind } from '../../planning/entities/scorecard';
import { writeScorecard } from '../../planning/scorecard/build';
import {
  contentsOf,
  findScorecard,
  scorecardsUnder,
  type ScorecardContents,
} from '../../planning/scorecard/scorecard-store';
import { readScorecard } from '../../planning/scorecard/scorecards';
import { toScorecard } from '../../planning/scorecard/scorecard-view';
import type { PerformanceRecordItem } from '../entities/performance-record';
import {
  allowedOn,
  EMPLOYEE_KINDS,
  findEmployee,
  readableEmployeeScorecard,
  recordsOf,
  requireMaker,
} from './access';

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
const byRank = (a: ScorecardItem, b: ScorecardItem) =>
  rank(a) - rank(b) || a.name.localeCompare(b.name) || a.scorecardId.localeCompare(b.scorecardId);

/** One employee's scorecards of an annual plan with their quarters' agreement status: two queries at once. */
const scorecardsOfEmployee = async (
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

/** An employee's scorecards of an annual plan (default: the caller's own); someone else's for their supervisor or an administrator. */
export const listEmployeeScorecards = async (
  ctx: Ctx,
  input: { annualPlanId: string; employeeId?: string | undefined; type?: 'annual' | 'periodic' | undefined },
): Promise<TEmployeeScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const employeeId = input.employeeId ?? ctx.employeeId ?? '';
  const employee = await findEmployee(ctx, employeeId);
  await requireMaker(ctx, employee);
  return scorecardsOfEmployee(annual.companyId, annual.annualPlanId, employee, input.type);
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

/** The scorecards of the caller's direct reports for an annual plan, by employee name. */
export const listSubordinateScorecards = async (
  ctx: Ctx,
  input: { annualPlanId: string; type?: 'annual' | 'periodic' | undefined },
): Promise<TEmployeeScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const reports = await directReports(ctx);
  const lists = await Promise.all(
    reports.map((e) => scorecardsOfEmployee(annual.companyId, annual.annualPlanId, e, input.type)),
  );
  return lists.flat();
};

/** The library templates of an annual plan's strategic plan, by name (every employee may read them). */
export const listScorecardLibrary = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<TEmployeeScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const all = await scorecardsUnder(annual.companyId, libraryListKey(annual.strategicPlanId));
  return all
    .filter((s) => s.kind === 'library' && s.state === 'ready')
    .sort(byRank)
    .map((s) => toEmployeeScorecard(s, null));
};

/** One employee scorecard or template, scored (planning's read), with what the caller may do to it. */
export const getEmployeeScorecard = async (
  ctx: Ctx,
  input: { id: string; period?: TRatingPeriod | undefined },
): Promise<TEmployeeScorecardDetail> => {
  const s = await readableEmployeeScorecard(ctx, input.id);
  const [detail, allowed, employee, records] = await Promise.all([
    readScorecard(ctx, EMPLOYEE_KINDS, {
      id: s.scorecardId,
      period: input.period ?? (s.kind === 'employee-periodic' ? s.quarter : undefined),
    }),
    allowedOn(ctx, s),
    s.employeeId
      ? db().entities.employee.get({ companyId: s.companyId, employeeId: s.employeeId }).go()
      : null,
    recordsOf(s),
  ]);
  const own = s.kind === 'employee-periodic' ? (records[0] ?? null) : null;
  return {
    ...detail,
    employeeId: s.employeeId ?? null,
    employeeName: employee?.data ? fullNameOf(employee.data) : null,
    functional: s.functional ?? false,
    templateId: s.templateId ?? null,
    agreementStatus: own?.agreementStatus ?? null,
    editable: allowed.editable,
    deletable: allowed.deletable,
  };
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

interface Shape {
  name: string;
  includeKeyPerformanceArea: 'Yes' | 'No';
  ratingMode: 'automatic' | 'manual';
}

/** Writes a new employee scorecard or template with copied contents, all or none (planning's build). */
const build = async (
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

const EMPTY: ScorecardContents = { kpas: [], kpis: [] };

/** A library template of the annual plan's strategic plan (404 / 422 naming templateId). */
const templateFor = async (annual: AnnualPlanItem, templateId: string): Promise<ScorecardItem> => {
  const t = await findScorecard(annual.companyId, templateId, ['library'], 'templateId');
  if (t.planId !== annual.strategicPlanId) {
    throw new AppError(
      'UNPROCESSABLE',
      `templateId: “${t.name}” is a template of another strategic plan than this annual plan’s.`,
    );
  }
  return t;
};

/** The annual corporate scorecard to cascade from: the one named, or the annual plan's only one. */
const corporateFor = async (annual: AnnualPlanItem, id: string | undefined): Promise<ScorecardItem> => {
  if (id) {
    const c = await findScorecard(annual.companyId, id, ['corporate-annual'], 'corporateScorecardId');
    if (c.annualPlanId !== annual.annualPlanId) {
      throw new AppError(
        'UNPROCESSABLE',
        `corporateScorecardId: “${c.name}” belongs to another annual plan.`,
      );
    }
    return c;
  }
  const all = (await scorecardsUnder(annual.companyId, annual.annualPlanId)).filter(
    (s) => s.kind === 'corporate-annual' && s.state === 'ready',
  );
  if (all.length !== 1) {
    throw new AppError(
      'UNPROCESSABLE',
      all.length === 0
        ? 'corporateScorecardId: this annual plan has no annual corporate scorecard to cascade from.'
        : 'corporateScorecardId: this annual plan has several annual corporate scorecards: name one.',
    );
  }
  return all[0]!;
};

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

/**
 * Builds an employee's annual scorecard (the employee, their supervisor, or a Performance
 * administrator): empty; from a library template (its shape, KPAs and KPIs); or cascaded — the
 * annual corporate scorecard's KPIs whose cascade setting reaches the employee's level, with the
 * KPAs they sit under (`sourceKpiId` = the corporate KPI). Functional scorecards are never cascaded.
 */
export const addEmployeeScorecard = async (
  ctx: Ctx,
  input: AddEmployeeScorecardInput,
): Promise<TEmployeeScorecard> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const employee = await findEmployee(ctx, input.employeeId ?? ctx.employeeId ?? '');
  await requireMaker(ctx, employee);
  const source = input.functional && input.source === 'cascade' ? 'empty' : (input.source ?? 'empty');
  let contents = EMPTY;
  let shape: Shape = input;
  let templateId: string | undefined;
  let from = 'empty';
  if (source === 'library' || (input.functional && input.templateId)) {
    const t = await templateFor(annual, input.templateId ?? '');
    contents = await contentsOf(annual.companyId, t.scorecardId);
    shape = {
      name: input.name,
      includeKeyPerformanceArea: t.includeKeyPerformanceArea,
      ratingMode: t.ratingMode,
    };
    templateId = t.scorecardId;
    from = `from the template “${t.name}”`;
  } else if (source === 'cascade') {
    const c = await corporateFor(annual, input.corporateScorecardId);
    contents = cascadedTo(await contentsOf(annual.companyId, c.scorecardId), employee);
    if (contents.kpis.length === 0) {
      throw new AppError(
        'UNPROCESSABLE',
        `source: no KPI of “${c.name}” cascades to ${fullNameOf(employee)}’s level: set the cascade settings first.`,
      );
    }
    shape = {
      name: input.name,
      includeKeyPerformanceArea: c.includeKeyPerformanceArea,
      ratingMode: c.ratingMode,
    };
    from = `cascaded from “${c.name}”`;
  }
  const s = await build(
    ctx,
    {
      companyId: annual.companyId,
      kind: 'employee-annual',
      planId: annual.strategicPlanId,
      planKind: 'strategic',
      listKey: employeeListKey(annual.annualPlanId, employee.employeeId),
      annualPlanId: annual.annualPlanId,
      employeeId: employee.employeeId,
      functional: input.functional ?? false,
      ...(templateId ? { templateId } : {}),
      name: input.name,
      includeKeyPerformanceArea: shape.includeKeyPerformanceArea,
      ratingMode: shape.ratingMode,
    },
    contents,
    {
      action: input.functional ? 'add-functional' : 'add',
      summary: `${input.functional ? 'Functional employee' : 'Employee'} scorecard “${input.name}” of ${fullNameOf(employee)} built ${from} (${contents.kpis.length} KPIs)`,
    },
    { annualPlanId: annual.annualPlanId },
  );
  return toEmployeeScorecard(s, fullNameOf(employee));
};

/**
 * Adds a library template (Performance administrators) for the annual plan's strategic plan:
 * empty, or saved from an employee scorecard the caller may read — its KPAs and KPIs, without
 * results or training tags.
 */
export const addScorecardTemplate = async (
  ctx: Ctx,
  input: {
    annualPlanId: string;
    name: string;
    fromScorecardId?: string | undefined;
    includeKeyPerformanceArea: 'Yes' | 'No';
    ratingMode: 'automatic' | 'manual';
  },
): Promise<TEmployeeScorecard> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const source = input.fromScorecardId
    ? await readableEmployeeScorecard(ctx, input.fromScorecardId, 'fromScorecardId')
    : null;
  await requireModuleAdmin(ctx, 'performance');
  if (source && source.planId !== annual.strategicPlanId) {
    throw new AppError(
      'UNPROCESSABLE',
      `fromScorecardId: “${source.name}” belongs to another strategic plan than this annual plan’s.`,
    );
  }
  const s = await build(
    ctx,
    {
      companyId: annual.companyId,
      kind: 'library',
      planId: annual.strategicPlanId,
      planKind: 'strategic',
      listKey: libraryListKey(annual.strategicPlanId),
      name: input.name,
      includeKeyPerformanceArea: source?.includeKeyPerformanceArea ?? input.includeKeyPerformanceArea,
      ratingMode: source?.ratingMode ?? input.ratingMode,
    },
    source ? await contentsOf(annual.companyId, source.scorecardId) : EMPTY,
    {
      action: 'add-template',
      summary: `Library template “${input.name}” ${source ? `saved from “${source.name}”` : 'added'}`,
    },
    {},
  );
  return toEmployeeScorecard(s, null);
};
