import {
  COMPANY_REPORT_TITLE,
  NOBODY,
  type TCeoPerformanceReport,
  type TCeoPerformanceRequest,
  type TCeoQuarter,
} from '@stratum/contracts';
import { colourOfScore, roundHalfUp, scoreScorecard, toNumber, type Band } from '@stratum/rules';
import { db } from '../../../db';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { fullNameOf } from '../../../organisation';
import type { EmployeeItem } from '../../../organisation';
import type { ScorecardItem, ScorecardKpaItem, ScorecardKpiItem } from '../../../scorecard';
import type { PerformanceRecordItem } from '../../entities/performance-record';
import { findEmployee } from '../../scorecard/access';
import { namesOf, toReportRow } from '../report-rows';
import { chiefExecutiveOf, companyScoreOf, QUARTER_INDEXES, scoreCardForQuarter } from './figures';
import { assessmentSummaryOf, corporateScorecardsOf, loadCard, openReport } from './reads';

/**
 * The company's chief executive (figures.ts `chiefExecutiveOf`): ONE Query of the company's
 * employees (their partition), only Active ones without a supervisor sent back.
 */
const chiefExecutive = async (companyId: string): Promise<EmployeeItem | null> => {
  const { data } = await db()
    .entities.employee.query.byId({ companyId })
    .where(
      (a, op) =>
        `${op.eq(a.status, 'Active')} AND (${op.notExists(a.supervisorId)} OR ${op.eq(a.supervisorId, '')})`,
    )
    .go({ pages: 'all' });
  return chiefExecutiveOf(data);
};

/** One periodic scorecard with its record, KPAs and KPIs: ONE Query of its partition. */
const quarterCard = async (companyId: string, scorecardId: string) => {
  const { data } = await db().collections.scorecardItems({ companyId, scorecardId }).go({ pages: 'all' });
  return {
    scorecard: data.scorecard[0] as ScorecardItem | undefined,
    kpas: data.scorecardKpa as ScorecardKpaItem[],
    kpis: data.scorecardKpi as ScorecardKpiItem[],
  };
};

/** The employee's periodic scorecard of a quarter scored for it: the KPI rows. */
export const ceoKpiRows = (
  card: { scorecard: ScorecardItem | undefined; kpas: ScorecardKpaItem[]; kpis: ScorecardKpiItem[] },
  quarter: number,
  bands: readonly Band[],
): TCeoQuarter['kpis'] => {
  const names = new Map(card.kpas.map((k) => [k.kpaId, k.name]));
  const order = new Map([...card.kpas].sort((a, b) => a.order - b.order).map((k, i) => [k.kpaId, i]));
  const kpis = [...card.kpis].sort(
    (a, b) =>
      (order.get(a.kpaId ?? '') ?? order.size) - (order.get(b.kpaId ?? '') ?? order.size) ||
      a.kpiId.localeCompare(b.kpiId),
  );
  const period = quarter as 0 | 1 | 2 | 3;
  const scored = scoreScorecard(kpis, bands as Band[], {
    mode: card.scorecard?.ratingMode ?? 'automatic',
    period,
  });
  return kpis.map((k, i) => {
    const r = scored.kpis[i]!;
    return {
      kpiId: k.kpiId,
      kpaName: k.kpaId ? (names.get(k.kpaId) ?? null) : null,
      name: k.name,
      kpiType: k.kpiType,
      weight: toNumber(k.weight),
      target: toNumber(k[`periodicTarget${quarter + 1}` as 'periodicTarget1']),
      manualTarget: k.manualTarget ?? null,
      actual: toNumber(k[`actual${quarter + 1}` as 'actual1']),
      percent: r.percent,
      score: r.score,
      adjustedScore: r.adjustedScore,
      colorValue: r.colorValue,
    };
  });
};

/**
 * The chief executive's year (spec §2 /app/reports/ceo-performance-reports), or another
 * employee's (`employeeId`): each quarter's performance record (agreement, assessment, QA status,
 * self/total/adjusted/final score with band colours), the quarter's scorecard KPIs with their
 * actual and score, and the company's quarter beside (its corporate score and company assessment).
 *
 * Reads: the annual plan (and the employee asked for); the company and rating scale; without an
 * employee, ONE Query of the company's employees (filtered to Active ones without a supervisor:
 * its cost grows with the company's people); the employee's records of the plan (ONE gsi3 Query,
 * at most four items); one Query per quarter's periodic scorecard; the names (one BatchGet); the
 * plan's corporate scorecards (one gsi1 Query, then one Query per scorecard rated); four GetItems of
 * the company assessments.
 */
export const ceoPerformanceReport = async (
  ctx: Ctx,
  input: TCeoPerformanceRequest,
): Promise<TCeoPerformanceReport> => {
  const companyId = tenantOf(ctx);
  const {
    bands,
    head,
    extra: asked,
  } = await openReport(
    ctx,
    input.annualPlanId,
    input.employeeId ? findEmployee(ctx, input.employeeId) : Promise.resolve(null),
  );
  const employee = asked ?? (await chiefExecutive(companyId));
  if (!employee) {
    throw new AppError(
      'NOT_FOUND',
      'employeeId: the company has no chief executive (an Active employee who reports to nobody): choose an employee',
    );
  }
  const [records, corporate, assessments] = await Promise.all([
    db()
      .entities.performanceRecord.query.byEmployee({
        companyId,
        employeeId: employee.employeeId,
        annualPlanId: input.annualPlanId,
      })
      .go({ pages: 'all' })
      .then(({ data }) => data.filter((r) => r.annualPlanId === input.annualPlanId)),
    companyQuarters(companyId, input.annualPlanId, bands),
    Promise.all(QUARTER_INDEXES.map((q) => assessmentSummaryOf(ctx, input.annualPlanId, q, bands))),
  ]);
  const byQuarter = new Map<number, PerformanceRecordItem>(records.map((r) => [r.quarter, r]));
  const [cards, names] = await Promise.all([
    Promise.all(
      QUARTER_INDEXES.map((q) => {
        const r = byQuarter.get(q);
        return r ? quarterCard(companyId, r.scorecardId) : null;
      }),
    ),
    namesOf(
      companyId,
      records.flatMap((r) => (r.supervisorId === NOBODY ? [r.employeeId] : [r.employeeId, r.supervisorId])),
    ),
  ]);
  return {
    title: COMPANY_REPORT_TITLE['ceo-performance'],
    ...head,
    employee: {
      id: employee.employeeId,
      name: fullNameOf(employee),
      jobTitle: employee.jobTitle ?? null,
      status: employee.status,
      businessUnitHead: employee.businessUnitHead === 'Yes',
    },
    isDefault: !asked,
    quarters: QUARTER_INDEXES.map((q) => {
      const r = byQuarter.get(q);
      const card = cards[q];
      const row = r ? toReportRow(r, names, bands) : null;
      return {
        quarter: q,
        quarterLabel: `Q${q + 1}`,
        record: row
          ? {
              ...row,
              selfColorValue: row.selfScore === null ? null : colourOfScore(row.selfScore, bands),
            }
          : null,
        scorecardName: card?.scorecard?.name ?? null,
        kpis: card ? ceoKpiRows(card, q, bands) : [],
        company: corporate[q]!,
        companyAssessment: assessments[q] ?? null,
      };
    }),
  };
};

/** The company's score of each quarter (as the company performance report scores it). */
const companyQuarters = async (companyId: string, annualPlanId: string, bands: readonly Band[]) => {
  const list = await corporateScorecardsOf(companyId, annualPlanId);
  const wanted = new Map<string, ScorecardItem>();
  for (const { annual, periodics } of list) {
    for (const q of QUARTER_INDEXES) {
      const s = periodics[q] ?? annual;
      wanted.set(s.scorecardId, s);
    }
  }
  const loaded = new Map(
    await Promise.all([...wanted.values()].map(async (s) => [s.scorecardId, await loadCard(s)] as const)),
  );
  return QUARTER_INDEXES.map((q) =>
    companyScoreOf(
      list.map(({ annual, periodics }) => {
        const s = periodics[q] ?? annual;
        return roundHalfUp(scoreCardForQuarter(loaded.get(s.scorecardId)!.card, bands, q).finalScore, 2);
      }),
      bands,
    ),
  );
};
