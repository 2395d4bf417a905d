import type {
  TExportPerformanceReportRequest,
  TPerformanceReport,
  TPerformanceReportRow,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { publishDocument } from '../../kernel/documents/publish';
import {
  cell as c,
  generatedAtText,
  type Cell,
  type Column,
  type ReportDocument,
  type Table,
} from '../../kernel/documents/document';
import { performanceReport } from './performance-report';

/*
 * A performance report as a file: laid out as planning's ReportDocument and drawn by planning's
 * Excel and PDF writers, stored under the company's `reports/` files with a 15-minute link.
 */

const countTable = (title: string, counts: TPerformanceReport['byStatus'], total: number): Table => ({
  title,
  columns: [
    { header: 'Status', kind: 'text', width: 24 },
    { header: 'Count', kind: 'number', width: 10 },
    { header: 'Percent', kind: 'number', width: 10 },
  ],
  rows: counts.map((s) => [c(s.status), c(s.count), c(s.percent)]),
  totals: [[c('Total'), c(total), c(total === 0 ? 0 : 100)]],
});

const PEOPLE: Column[] = [
  { header: 'Employee', kind: 'text', width: 28 },
  { header: 'Supervisor', kind: 'text', width: 28 },
];
const who = (r: TPerformanceReportRow): Cell[] => [c(r.employeeName), c(r.supervisorName ?? '-')];

const listTable = (report: TPerformanceReport): Table => {
  switch (report.kind) {
    case 'agreements':
      return {
        title: 'Agreements',
        columns: [
          ...PEOPLE,
          { header: 'Agreement type', kind: 'text', width: 16 },
          { header: 'Agreement status', kind: 'text', width: 18 },
        ],
        rows: report.rows.map((r) => [...who(r), c(r.agreementType), c(r.agreementStatus)]),
        totals: [],
      };
    case 'assessments':
      return {
        title: 'Assessments',
        columns: [
          ...PEOPLE,
          { header: 'Assessment status', kind: 'text', width: 20 },
          { header: 'Review complete', kind: 'text', width: 16 },
          { header: 'QA status', kind: 'text', width: 16 },
        ],
        rows: report.rows.map((r) => [
          ...who(r),
          c(r.assessmentStatus),
          c(r.reviewComplete ? 'Yes' : 'No'),
          c(r.qaStatus),
        ]),
        totals: [],
      };
    case 'scores':
    case 'curve': {
      // where the plan weighs the 360 competency review, its score and the blended final score
      // stand beside the scorecard's, as on the employee's review page (docs/surveys.md)
      const blend = report.competencyWeight > 0;
      return {
        title: 'Scores',
        columns: [
          ...PEOPLE,
          { header: 'Assessment status', kind: 'text', width: 20 },
          { header: 'Self score', kind: 'score', width: 11 },
          { header: 'Total score', kind: 'score', width: 11 },
          { header: 'Adjusted score', kind: 'score', width: 13 },
          ...(blend
            ? ([
                { header: `Competency score (${report.competencyWeight}%)`, kind: 'score', width: 16 },
                { header: 'Final score', kind: 'score', width: 11 },
              ] satisfies Column[])
            : []),
        ],
        rows: report.rows.map((r) => [
          ...who(r),
          c(r.assessmentStatus),
          c(r.selfScore),
          c(r.totalScore, r.colorValue),
          c(r.adjustedTotal, r.adjustedColorValue),
          ...(blend ? [c(r.competencyScore), c(r.finalScore, r.finalColorValue)] : []),
        ]),
        totals:
          report.averageScore === null
            ? []
            : [
                blend
                  ? [
                      c('Average'),
                      c(null),
                      c(null),
                      c(null),
                      c(null),
                      c(null),
                      c(null),
                      c(report.averageScore),
                    ]
                  : [c('Average'), c(null), c(null), c(null), c(null), c(report.averageScore)],
              ],
      };
    }
  }
};

/** The report laid out for the file writers. */
export const performanceReportDocument = (report: TPerformanceReport): ReportDocument => {
  const tables: Table[] = [];
  if (report.kind === 'agreements')
    tables.push(countTable('By agreement status', report.byStatus, report.total));
  if (report.kind === 'assessments') {
    tables.push(countTable('By assessment status', report.byStatus, report.total));
    tables.push(countTable('By QA status', report.byQaStatus, report.total));
  }
  if (report.kind === 'curve') {
    tables.push({
      title: 'Performance curve',
      columns: [
        { header: 'Score', kind: 'number', width: 8 },
        { header: 'Band', kind: 'text', width: 24 },
        { header: 'Count', kind: 'number', width: 10 },
        { header: 'Percent', kind: 'number', width: 10 },
      ],
      rows: report.curve.map((b) => [c(b.score, b.colorValue), c(b.description), c(b.count), c(b.percent)]),
      totals: [[c('Total'), c(null), c(report.total), c(report.total === 0 ? 0 : 100)]],
    });
  }
  tables.push(listTable(report));
  const header: [string, string][] = [
    ['Company', report.companyName],
    ['Annual plan', report.annualPlan.label],
    ['Quarter', report.quarterLabel],
  ];
  if (report.businessUnit) header.push(['Business unit', report.businessUnit.name]);
  if (report.department) header.push(['Department', report.department.name]);
  if (report.competencyWeight > 0 && (report.kind === 'scores' || report.kind === 'curve'))
    header.push([
      'Final score',
      `Scorecard × ${100 - report.competencyWeight}% + competency review × ${report.competencyWeight}%`,
    ]);
  header.push(['Employees', String(report.total)], ['Generated', generatedAtText(report.generatedAt)]);
  return {
    title: report.title,
    header,
    tables,
    stem: `performance-${report.kind}-${report.quarterLabel.toLowerCase()}`,
  };
};

/**
 * Builds a performance report as an Excel or PDF file (the same reads and refusals as the
 * report's own call) and answers a link to it that works for 15 minutes.
 */
export const exportPerformanceReport = async (ctx: Ctx, input: TExportPerformanceReportRequest) => {
  const { report: kind, format, ...request } = input;
  const doc = performanceReportDocument(await performanceReport(ctx, kind, request));
  return publishDocument(ctx, doc, format);
};
