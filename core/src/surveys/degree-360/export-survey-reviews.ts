import { ZExportSurveyReviewsRequestSchema, type TExportSurveyReviewsRequest } from '@stratum/contracts';
import { RATER_GROUPS } from '@stratum/rules';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type ReportDocument } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { AppError } from '../../kernel/errors';
import { requireSurveysAdmin } from '../access';
import { GROUP_NAMES } from './export-survey-report';
import { filteredSurveys, filterUnit, surveyReviewRows } from './list-survey-reviews';

/** One file holds at most this many surveys; a longer period is narrowed first. */
export const MAX_EXPORTED_REVIEWS = 2000;

/**
 * The degree-360 reviews report as an Excel or PDF file (docs/surveys.md): every survey the filter
 * keeps, read by the same calls as the screen's pages, so the overall score is the screen's (no
 * group below the threshold in it).
 */
export const exportSurveyReviews = async (
  ctx: Ctx,
  raw: TExportSurveyReviewsRequest,
): Promise<PublishedDocument> => {
  const { format, ...filter } = ZExportSurveyReviewsRequestSchema.parse(raw);
  const unit = await filterUnit(ctx, filter.unitId);
  await requireSurveysAdmin(ctx);
  const surveys = await filteredSurveys(ctx, filter, unit);
  if (surveys.length > MAX_EXPORTED_REVIEWS)
    throw new AppError(
      'UNPROCESSABLE',
      `${surveys.length} surveys match: a file holds at most ${MAX_EXPORTED_REVIEWS}. Choose a shorter period.`,
    );
  const rows = await surveyReviewRows(ctx, surveys);
  const groups = RATER_GROUPS.filter((g) => rows.some((r) => r.groups.some((x) => x.group === g)));
  const doc: ReportDocument = {
    title: 'Degree-360 reviews',
    stem: 'degree-360-reviews',
    header: [
      ['Generated', generatedAtText(ctx.now.toISOString())],
      ['Period', `${filter.from ?? 'any'} to ${filter.to ?? 'any'}`],
      ['Status', filter.status ?? 'All'],
      ['Unit', unit?.name ?? 'All'],
      ['Reviewers', 'answered of invited, per rater group'],
      ['Overall', 'the mean of the groups shown in the subject’s report, self left out'],
    ],
    tables: [
      {
        title: 'Surveys',
        columns: [
          { header: 'Subject', kind: 'text', width: 24 },
          { header: 'Survey', kind: 'text', width: 26 },
          { header: 'Start', kind: 'text', width: 12 },
          { header: 'End', kind: 'text', width: 12 },
          { header: 'Status', kind: 'text', width: 10 },
          ...groups.map((g) => ({ header: GROUP_NAMES[g], kind: 'text' as const, width: 12 })),
          { header: 'Answered', kind: 'text', width: 11 },
          { header: 'Overall', kind: 'score', width: 11 },
        ],
        rows: rows.map((r) => [
          { value: r.subjectName },
          { value: r.title },
          { value: r.startDate },
          { value: r.endDate },
          { value: r.status },
          ...groups.map((g) => {
            const x = r.groups.find((y) => y.group === g);
            return { value: x ? `${x.answered} of ${x.invited}` : '' };
          }),
          { value: `${r.answered} of ${r.invited}` },
          { value: r.overall ?? 'Not shown' },
        ]),
        totals: [],
      },
    ],
  };
  return publishDocument(ctx, doc, format);
};
