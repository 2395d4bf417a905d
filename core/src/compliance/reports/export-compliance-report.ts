import {
  COMPLIANCE_REPORT_STEPS,
  COMPLIANCE_STATUSES,
  type TComplianceReport,
  type TComplianceReportStep,
  type TComplianceStatus,
  type TExportComplianceReportRequest,
} from '@stratum/contracts';
import { COMPLIANCE_STATUS_COLOURS, COMPLIANCE_STEP_COLOURS, formatDateDMY } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import {
  generatedAtText,
  type BarChart,
  type Cell,
  type ReportDocument,
  type Table,
} from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { findCategory, findRegulation, findUniverse, loadSetup } from '../setup/setup-store';
import { getComplianceReport } from './get-compliance-report';
import { REPORT_WORDS, type ReportColumnKey, type ReportWords } from './report-words';

type Row = TComplianceReport['rows'][number];

const WIDTH = { text: 28, number: 12, date: 14 } as const;
const GROUPED = new Set(['status-by-category', 'status-by-unit']);
const isStatus = (v: unknown): v is TComplianceStatus =>
  (COMPLIANCE_STATUSES as readonly unknown[]).includes(v);
const isStep = (v: unknown): v is TComplianceReportStep =>
  (COMPLIANCE_REPORT_STEPS as readonly unknown[]).includes(v);

/** A cell's value in the reader's words: the "none" groups named, statuses and steps translated. */
const valueOf = (
  report: TComplianceReport,
  words: ReportWords,
  key: string,
  kind: TComplianceReport['columns'][number]['kind'],
  row: Row,
): Cell['value'] => {
  const v = row[key] ?? null;
  if (v === null && GROUPED.has(report.report) && (key === 'category' || key === 'universe')) {
    return words.none[key];
  }
  if (key === 'status' && isStatus(v)) return words.statuses[v];
  if (key === 'step' && isStep(v)) return words.steps[v];
  return kind === 'date' && typeof v === 'string' ? formatDateDMY(v) : v;
};

/**
 * The report's chart, as the screen draws it beside the table (web/src/features/compliance/
 * reports-tab.tsx): the status reports and the register stack each row's status counts; the
 * overdue list and the submissions count their rows by status or step per regulation.
 */
const chartOf = (report: TComplianceReport, words: ReportWords): BarChart => {
  if (report.columns.some((c) => isStatus(c.key))) {
    const first = report.columns[0]!;
    return {
      title: words.chart.status,
      labels: report.rows.map((r) => String(valueOf(report, words, first.key, first.kind, r) ?? '')),
      series: COMPLIANCE_STATUSES.map((s) => ({
        name: words.statuses[s],
        colour: COMPLIANCE_STATUS_COLOURS[s],
        values: report.rows.map((r) => Number(r[s] ?? 0)),
      })),
    };
  }
  const overdue = report.report === 'overdue';
  const key = overdue ? 'status' : 'step';
  const codes: readonly string[] = overdue ? COMPLIANCE_STATUSES : COMPLIANCE_REPORT_STEPS;
  const labels = [...new Set(report.rows.map((r) => String(r.regulation ?? '')))];
  const counts = new Map<string, number>();
  for (const r of report.rows) {
    const k = `${String(r.regulation ?? '')}\u0000${String(r[key] ?? '')}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const present = codes.filter((c) => report.rows.some((r) => r[key] === c));
  return {
    title: overdue ? words.chart.overdue : words.chart.submissions,
    labels,
    series: present.map((c) => ({
      name: overdue ? words.statuses[c as TComplianceStatus] : words.steps[c as TComplianceReportStep],
      colour: overdue
        ? COMPLIANCE_STATUS_COLOURS[c as TComplianceStatus]
        : COMPLIANCE_STEP_COLOURS[c as TComplianceReportStep],
      values: labels.map((l) => counts.get(`${l}\u0000${c}`) ?? 0),
    })),
  };
};

/**
 * The chart in Excel, which ExcelJS cannot draw: the counts per regulation as a table whose
 * columns carry data bars in their series' colours (the status reports carry them on their own
 * status columns instead).
 */
const chartTable = (chart: BarChart, words: ReportWords): Table => ({
  title: chart.title,
  columns: [
    { header: words.columns.regulation, kind: 'text', width: WIDTH.text },
    ...chart.series.map((s) => ({ header: s.name, kind: 'number' as const, width: 16, bar: s.colour })),
  ],
  rows: chart.labels.map((label, i) => [
    { value: label },
    ...chart.series.map((s) => ({ value: s.values[i] ?? 0 })),
  ]),
  totals: [],
});

/**
 * The filters a file was made with, named (the report's call has already refused another
 * company's ids): a filtered file says what it leaves out.
 */
const filterLines = async (
  ctx: Ctx,
  request: Omit<TExportComplianceReportRequest, 'format' | 'language'>,
  words: ReportWords,
): Promise<[string, string][]> => {
  if (!request.regulationId && !request.categoryId && !request.universeId) return [];
  const setup = await loadSetup(tenantOf(ctx));
  const lines: [string, string][] = [];
  if (request.regulationId) {
    lines.push([words.columns.regulation, findRegulation(setup, request.regulationId, 'regulationId').name]);
  }
  if (request.categoryId) {
    lines.push([words.columns.category, findCategory(setup, request.categoryId, 'categoryId').name]);
  }
  if (request.universeId) {
    lines.push([words.columns.universe, findUniverse(setup, request.universeId, 'universeId').name]);
  }
  return lines;
};

/**
 * The report asked for, read exactly as its own call reads it (the same filters and refusals),
 * as an Excel or PDF file under the company's `reports/` files, answered as a 15-minute link —
 * its words in the reader's language and its chart drawn in the file (docs/compliance.md).
 */
export const exportComplianceReport = async (
  ctx: Ctx,
  input: TExportComplianceReportRequest,
): Promise<PublishedDocument> => {
  const { format, language = 'en', ...request } = input;
  // A Bengali PDF is written in Bengali: the PDF writer embeds Noto Sans Bengali for it (core/src/
  // kernel/documents/typeface.ts).
  const words = REPORT_WORDS[language];
  const report = await getComplianceReport(ctx, request);
  const header: [string, string][] = [
    [words.generated, generatedAtText(ctx.now.toISOString())],
    ...(report.from && report.to
      ? ([[words.period, `${formatDateDMY(report.from)} – ${formatDateDMY(report.to)}`]] as [
          string,
          string,
        ][])
      : []),
    ...(await filterLines(ctx, request, words)),
    [words.rows, String(report.rows.length)],
  ];
  const chart = chartOf(report, words);
  const title = words.titles[report.report];
  const table: Table = {
    title,
    columns: report.columns.map((c) => ({
      header: isStatus(c.key) ? words.statuses[c.key] : (words.columns[c.key as ReportColumnKey] ?? c.header),
      kind: c.kind === 'number' ? 'number' : 'text',
      width: WIDTH[c.kind],
      ...(isStatus(c.key) ? { bar: COMPLIANCE_STATUS_COLOURS[c.key] } : {}),
    })),
    rows: report.rows.map((row) =>
      report.columns.map((c): Cell => ({ value: valueOf(report, words, c.key, c.kind, row) })),
    ),
    totals: [],
  };
  const ownBars = report.columns.some((c) => isStatus(c.key));
  const doc: ReportDocument = {
    title,
    header,
    stem: `compliance-${report.report}`,
    tables: [
      table,
      ...(format === 'xlsx' && !ownBars && chart.labels.length ? [chartTable(chart, words)] : []),
    ],
    chart,
    pageText: words.page,
  };
  return publishDocument(ctx, doc, format);
};
