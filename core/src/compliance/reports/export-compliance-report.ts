import type { TComplianceReportLanguage, TExportComplianceReportRequest } from '@stratum/contracts';
import { formatDateDMY } from '@stratum/rules';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type Cell, type ReportDocument } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { getComplianceReport } from './get-compliance-report';

const WIDTH = { text: 28, number: 12, date: 14 } as const;

/**
 * The names of the groups a status report makes for activities with none (the report answers
 * them as null; the screen names them from its own translations, web/src/i18n/<lang>/compliance.ts).
 */
const NONE: Record<TComplianceReportLanguage, Record<string, string>> = {
  en: { category: 'No category', universe: 'No universe' },
  de: { category: 'Keine Kategorie', universe: 'Kein Bereich' },
  bn: { category: 'কোনো বিভাগ নেই', universe: 'কোনো ইউনিভার্স নেই' },
};
const GROUPED = new Set(['status-by-category', 'status-by-unit']);

/**
 * The report asked for, read exactly as its own call reads it (the same filters and refusals),
 * as an Excel or PDF file under the company's `reports/` files, answered as a 15-minute link.
 */
export const exportComplianceReport = async (
  ctx: Ctx,
  input: TExportComplianceReportRequest,
): Promise<PublishedDocument> => {
  const { format, language = 'en', ...request } = input;
  const report = await getComplianceReport(ctx, request);
  const header: [string, string][] = [
    ['Generated', generatedAtText(ctx.now.toISOString())],
    ...(report.from && report.to
      ? ([['Period', `${formatDateDMY(report.from)} – ${formatDateDMY(report.to)}`]] as [string, string][])
      : []),
    ['Rows', String(report.rows.length)],
  ];
  const doc: ReportDocument = {
    title: report.title,
    header,
    stem: `compliance-${report.report}`,
    tables: [
      {
        title: report.title,
        columns: report.columns.map((c) => ({
          header: c.header,
          kind: c.kind === 'number' ? 'number' : 'text',
          width: WIDTH[c.kind],
        })),
        rows: report.rows.map((row) =>
          report.columns.map((c): Cell => {
            const v = row[c.key] ?? null;
            if (v === null && GROUPED.has(report.report) && NONE[language][c.key]) {
              return { value: NONE[language][c.key]! };
            }
            return { value: c.kind === 'date' && typeof v === 'string' ? formatDateDMY(v) : v };
          }),
        ),
        totals: [],
      },
    ],
  };
  return publishDocument(ctx, doc, format);
};
