import {
  AGREEMENT_STATUSES,
  ASSESSMENT_STATUSES,
  NOBODY,
  QA_STATUSES,
  type PerformanceReportKind,
  type TCurveBand,
  type TPerformanceReport,
  type TPerformanceReportRequest,
  type TPerformanceReportRow,
  type TStatusCount,
} from '@stratum/contracts';
import { blendAssessmentScore, colourOfScore, MAX_SCORE, roundHalfUp, type Band } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { employeeNames, findUnit, pathIdsOf } from '../../organisation';
import type { PlanCompetencyScores } from '../../surveys';
import type { PerformanceRecordItem } from '../entities/performance-record';

/*
 * The performance reports (docs/performance.md "Reports"). A quarter of an annual plan is read
 * with ONE Query of gsi1 byPeriod (company, annualPlanId, quarter) — never a Scan — then narrowed
 * to a business unit and a department by the placement each record keeps (`placementPath`:
 * business unit id first, department id second). The figures are pure (summarise*), so the
 * screens, the exports and the tests all see the same numbers.
 */

/** The quarter's records of the company: one gsi1 Query (paged by DynamoDB, never a Scan). */
export const quarterRecords = async (
  companyId: string,
  annualPlanId: string,
  quarter: number,
): Promise<PerformanceRecordItem[]> =>
  (
    await db()
      .entities.performanceRecord.query.byPeriod({ companyId, annualPlanId, quarter })
      .go({ pages: 'all' })
  ).data;

/** Whether a record's placement lies in the business unit and department asked for. */
export const inPlacement = (
  placementPath: string | null | undefined,
  businessUnitId: string | undefined,
  departmentId: string | undefined,
): boolean => {
  if (!businessUnitId && !departmentId) return true;
  const ids = pathIdsOf(placementPath ?? '');
  if (businessUnitId && ids[0] !== businessUnitId) return false;
  if (departmentId && ids[1] !== departmentId) return false;
  return true;
};

/** count / total × 100 to one decimal (0 of nothing is 0). */
export const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : roundHalfUp((count * 100) / total, 1);

const countBy = <S extends string>(statuses: readonly S[], values: readonly S[]): TStatusCount[] =>
  statuses.map((status) => {
    const count = values.filter((v) => v === status).length;
    return { status, count, percent: percentOf(count, values.length) };
  });

/** The score 0..6 a quarter is rated by: its final score rounded half up (0 when not rated yet). */
export const curveScoreOf = (finalScore: number | null): number =>
  finalScore === null ? 0 : Math.min(MAX_SCORE, Math.max(0, roundHalfUp(finalScore)));

/** How the rows' final scores spread over 0..6, with the bands' descriptions and colours. */
export const curveOf = (rows: readonly TPerformanceReportRow[], bands: readonly Band[]): TCurveBand[] =>
  Array.from({ length: MAX_SCORE + 1 }, (_, score) => {
    const count = rows.filter((r) => curveScoreOf(r.finalScore) === score).length;
    const band = score === 0 ? undefined : bands[Math.min(score, 5) - 1];
    return {
      score,
      description:
        score === 0 ? 'Not rated' : score === MAX_SCORE ? 'Above the top band' : (band?.description ?? null),
      colorValue: score === 0 ? null : (band?.colorValue ?? null),
      count,
      percent: percentOf(count, rows.length),
    };
  });

const num = (v: number | null | undefined): number | null => (typeof v === 'number' ? v : null);

/** A plan's competency review part: none (weight 0) reads exactly as before the review existed. */
export const NO_COMPETENCY: PlanCompetencyScores = { weight: 0, scores: new Map() };

/**
 * A quarter's final score as the employee's review page gives it (docs/surveys.md "The 360
 * competency review"): the scorecard score (adjusted total where given, else the total) blended
 * with the employee's competency score by the plan's weight — rule `blendAssessmentScore`, so at
 * weight 0, or with no competency score yet, exactly the scorecard score. Not rated: null.
 */
export const finalOf = (
  r: { employeeId: string; totalScore?: number | null; adjustedTotal?: number | null },
  competency: PlanCompetencyScores,
): {
  scorecardScore: number | null;
  competencyScore: number | null;
  finalScore: number | null;
  blended: boolean;
} => {
  const scorecardScore = num(r.adjustedTotal) ?? num(r.totalScore);
  const competencyScore = competency.weight > 0 ? (competency.scores.get(r.employeeId) ?? null) : null;
  if (scorecardScore === null) return { scorecardScore, competencyScore, finalScore: null, blended: false };
  return {
    scorecardScore,
    competencyScore,
    ...blendAssessmentScore(scorecardScore, competencyScore, competency.weight),
  };
};

/** A record as a report row (names from `names`, colours from the plan's bands). */
export const toReportRow = (
  r: PerformanceRecordItem,
  names: ReadonlyMap<string, string>,
  bands: readonly Band[],
  competency: PlanCompetencyScores = NO_COMPETENCY,
): TPerformanceReportRow => {
  const totalScore = num(r.totalScore);
  const adjustedTotal = num(r.adjustedTotal);
  const { scorecardScore, competencyScore, finalScore, blended } = finalOf(r, competency);
  const supervisorId = r.supervisorId === NOBODY ? null : r.supervisorId;
  const colour = (s: number | null) => (s === null ? null : colourOfScore(s, bands));
  return {
    scorecardId: r.scorecardId,
    employeeId: r.employeeId,
    employeeName: names.get(r.employeeId) ?? '(former employee)',
    supervisorId,
    supervisorName: supervisorId ? (names.get(supervisorId) ?? '(former employee)') : null,
    placementPath: r.placementPath ?? null,
    agreementStatus: r.agreementStatus,
    agreementType: r.agreementType,
    assessmentStatus: r.assessmentStatus,
    qaStatus: r.qaStatus,
    reviewComplete: r.reviewComplete,
    selfScore: num(r.selfScore),
    totalScore,
    adjustedTotal,
    scorecardScore,
    competencyScore,
    finalScore,
    blended,
    colorValue: colour(totalScore),
    adjustedColorValue: colour(adjustedTotal),
    finalColorValue: colour(finalScore),
  };
};

/** The figures of one kind of report over its rows (pure). */
export const summarise = (
  kind: PerformanceReportKind,
  rows: readonly TPerformanceReportRow[],
  bands: readonly Band[],
): Pick<TPerformanceReport, 'byStatus' | 'byQaStatus' | 'reviewComplete' | 'averageScore' | 'curve'> => {
  const rated = rows.map((r) => r.finalScore).filter((s): s is number => s !== null);
  return {
    byStatus:
      kind === 'agreements'
        ? countBy(
            AGREEMENT_STATUSES,
            rows.map((r) => r.agreementStatus),
          )
        : kind === 'assessments'
          ? countBy(
              ASSESSMENT_STATUSES,
              rows.map((r) => r.assessmentStatus),
            )
          : [],
    byQaStatus:
      kind === 'assessments'
        ? countBy(
            QA_STATUSES,
            rows.map((r) => r.qaStatus),
          )
        : [],
    reviewComplete: rows.filter((r) => r.reviewComplete).length,
    averageScore: rated.length === 0 ? null : roundHalfUp(rated.reduce((a, b) => a + b, 0) / rated.length, 2),
    curve: kind === 'curve' ? curveOf(rows, bands) : [],
  };
};

/**
 * Full names of employees, from those this process remembers while no one is renamed
 * (employee-names.ts): only names not seen yet are read, in BatchGets of 100.
 */
export const namesOf = (companyId: string, ids: readonly string[]): Promise<Map<string, string>> =>
  employeeNames(companyId).of(ids);

/** The business unit and department asked for (404 naming the field; a department of another unit too). */
export const unitsOf = async (companyId: string, input: TPerformanceReportRequest) => {
  const [businessUnit, department] = await Promise.all([
    input.businessUnitId
      ? findUnit(companyId, input.businessUnitId, { level: 'business-unit', field: 'businessUnitId' })
      : null,
    input.departmentId
      ? findUnit(companyId, input.departmentId, { level: 'department', field: 'departmentId' })
      : null,
  ]);
  if (businessUnit && department && pathIdsOf(department.pathIds)[0] !== businessUnit.unitId) {
    throw new AppError('NOT_FOUND', `departmentId: no such department in “${businessUnit.name}”`);
  }
  return {
    businessUnit: businessUnit ? { id: businessUnit.unitId, name: businessUnit.name } : null,
    department: department ? { id: department.unitId, name: department.name } : null,
  };
};
