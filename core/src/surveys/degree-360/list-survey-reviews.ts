import {
  ZSurveyReviewsRequestSchema,
  type TSurveyReviewRow,
  type TSurveyReviewsRequest,
} from '@stratum/contracts';
import { overallScore, RATER_GROUPS, surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findUnit, pathIdsOf } from '../../organisation';
import { requireSurveysAdmin } from '../access';
import type { SurveyItem, SurveyResponseItem, SurveyReviewerItem } from '../entities/survey';
import { reviewersOf } from './survey-store';

export interface ReviewsFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: TSurveyReviewRow['status'] | undefined;
  unitId?: string | undefined;
}

/**
 * One survey's row: completion per rater group from the reviewer records (what the survey's page
 * shows the administrator), and the overall score from the answers through `overallScore`, which
 * drops a group below the threshold before anything is counted.
 */
export const surveyReviewRowOf = (
  s: SurveyItem,
  reviewers: readonly SurveyReviewerItem[],
  responses: readonly SurveyResponseItem[],
  now: Date,
): TSurveyReviewRow => {
  const groups = RATER_GROUPS.flatMap((group) => {
    const of = reviewers.filter((r) => r.relationship === group);
    return of.length === 0
      ? []
      : [{ group, invited: of.length, answered: of.filter((r) => r.state === 'Answered').length }];
  });
  const overall = overallScore(
    responses.map((r) => ({ group: r.relationship, values: r.scores.map((x) => x.value) })),
  );
  return {
    id: s.surveyId,
    title: s.title,
    subjectId: s.subjectId,
    subjectName: s.subjectName,
    startDate: s.startDate,
    endDate: s.endDate,
    status: surveyStatus(s.startDate, s.endDate, now),
    groups,
    invited: reviewers.length,
    answered: reviewers.filter((r) => r.state === 'Answered').length,
    overall: overall.average,
    overallOf: overall.groups,
  };
};

/**
 * The unit a filter names, looked up before the caller's role is checked: another company's unit
 * is 404 whoever asks, as a foreign survey id is (docs/security.md).
 */
export const filterUnit = async (ctx: Ctx, unitId: string | undefined) =>
  unitId ? findUnit(tenantOf(ctx), unitId) : null;

/**
 * The company's surveys the filter keeps, newest period first: the period meets `from`–`to`, the
 * status (from the dates, now) is the one asked, the subject is placed in the unit or under it.
 * Reads the surveys (one Query) and, for a unit, the subjects' records (one batch get).
 */
export const filteredSurveys = async (
  ctx: Ctx,
  f: ReviewsFilter,
  unit: { unitId: string } | null,
): Promise<SurveyItem[]> => {
  const companyId = tenantOf(ctx);
  const { data } = await db().entities.survey.query.byId({ companyId }).go({ pages: 'all' });
  let kept = data.filter(
    (s) =>
      (!f.from || s.endDate >= f.from) &&
      (!f.to || s.startDate <= f.to) &&
      (!f.status || surveyStatus(s.startDate, s.endDate, ctx.now) === f.status),
  );
  if (unit) {
    const subjects = [...new Set(kept.map((s) => s.subjectId))];
    const placed = new Set<string>();
    if (subjects.length > 0) {
      const { data: employees } = await db()
        .entities.employee.get(subjects.map((employeeId) => ({ companyId, employeeId })))
        .go({ attributes: ['employeeId', 'placementPath'], concurrency: 4 });
      for (const e of employees)
        if (pathIdsOf(e.placementPath).includes(unit.unitId)) placed.add(e.employeeId);
    }
    kept = kept.filter((s) => placed.has(s.subjectId));
  }
  return kept.sort(
    (a, b) =>
      b.startDate.localeCompare(a.startDate) ||
      a.subjectName.localeCompare(b.subjectName) ||
      a.surveyId.localeCompare(b.surveyId),
  );
};

/** The rows of these surveys: each one's reviewers and answers, read side by side. */
export const surveyReviewRows = async (
  ctx: Ctx,
  surveys: readonly SurveyItem[],
): Promise<TSurveyReviewRow[]> => {
  const companyId = tenantOf(ctx);
  const rows: TSurveyReviewRow[] = [];
  // a few surveys at a time: a page is at most 200, an export every survey of the period
  for (let i = 0; i < surveys.length; i += 8) {
    rows.push(
      ...(await Promise.all(
        surveys.slice(i, i + 8).map(async (s) => {
          const [reviewers, { data: responses }] = await Promise.all([
            reviewersOf(companyId, s.surveyId),
            db()
              .entities.surveyResponse.query.bySurvey({ companyId, surveyId: s.surveyId })
              .go({ pages: 'all' }),
          ]);
          return surveyReviewRowOf(s, reviewers, responses, ctx.now);
        }),
      )),
    );
  }
  return rows;
};

const badCursor = () => new AppError('BAD_REQUEST', 'cursor: not a cursor of this report');

/**
 * spec §2 /app/reports "degree-360 reviews" (docs/surveys.md): the surveys of a period, a page at a
 * time (the cursor is the next row's position in the filtered list), for Surveys administrators.
 */
export const listSurveyReviews = async (
  ctx: Ctx,
  raw: TSurveyReviewsRequest,
): Promise<{ list: TSurveyReviewRow[]; total: number; cursor: string | null }> => {
  const { limit, cursor, ...filter } = ZSurveyReviewsRequestSchema.parse(raw);
  if (cursor !== undefined && !/^[1-9][0-9]{0,6}$/.test(cursor)) throw badCursor();
  const unit = await filterUnit(ctx, filter.unitId);
  await requireSurveysAdmin(ctx);
  const start = cursor === undefined ? 0 : Number(cursor);
  const surveys = await filteredSurveys(ctx, filter, unit);
  const page = surveys.slice(start, start + limit);
  return {
    list: await surveyReviewRows(ctx, page),
    total: surveys.length,
    cursor: start + limit < surveys.length ? String(start + limit) : null,
  };
};
