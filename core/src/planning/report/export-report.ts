import type { TExportReport, TExportReportRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { downloadUrl, fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import {
  annualPlansDocument,
  corporateScorecardsDocument,
  strategicScorecardDocument,
  type ReportDocument,
} from '../../kernel/documents/document';
import { PDF_TYPE, writePdf } from '../../kernel/documents/pdf';
import { annualPlansReport, corporateScorecardsReport, strategicScorecardReport } from './reports';
import { writeXlsx, XLSX_TYPE } from '../../kernel/documents/xlsx';

/** How long the answer's link works. */
export const EXPORT_LINK_SECONDS = 15 * 60;

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
  const [bytes, contentType] =
    input.format === 'xlsx' ? [await writeXlsx(doc), XLSX_TYPE] : [await writePdf(doc), PDF_TYPE];
  const filename = `${doc.stem}-${ctx.now.toISOString().slice(0, 10)}.${input.format}`;
  const key = fileKey(tenantOf(ctx), 'reports', newId(), filename);
  await putFile(key, bytes, contentType);
  return { url: await downloadUrl(key, EXPORT_LINK_SECONDS), filename, contentType, size: bytes.length };
};
