import type { TExportReport, TExportReportRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { publishDocument } from '../../kernel/documents/publish';
import type { ReportDocument } from '../../kernel/documents/document';
import {
  annualPlansDocument,
  corporateScorecardsDocument,
  progressDocument,
  strategicScorecardDocument,
} from './report-documents';
import { annualPlansReport } from './annual-plans-report';
import { corporateScorecardsReport } from './corporate-scorecards-report';
import { strategicScorecardReport } from './strategic-scorecard-report';
import { progressReport } from '../corporate-scorecard/progress-report';

/** The report asked for, read exactly as its own call reads it, laid out as a document. */
const documentOf = async (ctx: Ctx, input: TExportReportRequest): Promise<ReportDocument> => {
  switch (input.report) {
    case 'strategic-scorecard':
      return strategicScorecardDocument(
        await strategicScorecardReport(ctx, { scorecardId: input.scorecardId ?? '', period: input.period }),
      );
    case 'annual-plans':
      return annualPlansDocument(
        await annualPlansReport(ctx, { strategicPlanId: input.strategicPlanId ?? '' }),
      );
    case 'scorecard-progress':
      return progressDocument(await progressReport(ctx, { id: input.scorecardId ?? '' }));
    case 'periodic-annual-corporate-scorecards':
      return corporateScorecardsDocument(
        await corporateScorecardsReport(ctx, { annualPlanId: input.annualPlanId ?? '' }),
      );
  }
};

/**
 * Builds a report as an Excel or PDF file, stores it under the company's `reports/` files
 * (`<companyId>/reports/<id>/<name>`, ARCHITECTURE §5) and answers a link to it that works for
 * 15 minutes. The same reads and the same refusals (404, hidden scorecards) as the report's call.
 */
export const exportReport = async (ctx: Ctx, input: TExportReportRequest): Promise<TExportReport> => {
  const doc = await documentOf(ctx, input);
  return publishDocument(ctx, doc, input.format);
};
