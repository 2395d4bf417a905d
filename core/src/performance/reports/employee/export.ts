import type {
  TEmployeeKpaReport,
  TEmployeePerformanceReport,
  TEmployeeScorecardsReport,
  TExportEmployeeReportRequest,
  TPerformanceReport,
} from '@stratum/contracts';
import type { Ctx } from '../../../kernel/ctx';
import { publishDocument } from '../../../kernel/documents/publish';
import { AppError } from '../../../kernel/errors';
import {
  cell as c,
  generatedAtText,
  type Column,
  type ReportDocument,
  type Table,
} from '../../../kernel/documents/document';
import { performanceReportDocument } from '../export';
import { committeeReport } from './committee-report';
import { employeeKpaReport } from './employee-kpa-report';
import { employeePerformanceReport } from './employee-performance-report';
import { employeeScorecardsReport } from './employee-scorecards-report';

/*
 * The employee reports as files: laid out as planning's ReportDocument and drawn by planning's
 * Excel and PDF writers (the committee reports by the quarter reports' own layout), stored under
 * the company's `reports/` files with a 15-minute link.
 */

type Heading = Pick<TEmployeeScorecardsReport, 'companyName' | 'annualPlan' | 'businessUnit' | 'department'>;
const headerOf = (r: Heading, quarterLabel: string | null, extra: [string, string][]): [string, string][] => {
  const header: [string, string][] = [
    ['Company', r.companyName],
    ['Annual plan', r.annualPlan.label],
  ];
  if (quarterLabel) header.push(['Quarter', quarterLabel]);
  if (r.businessUnit) header.push(['Business unit', r.businessUnit.name]);
  if (r.department) header.push(['Department', r.department.name]);
  return [...header, ...extra];
};

export const employeeScorecardsDocument = (r: TEmployeeScorecardsReport): ReportDocument => {
  const tables: Table[] = [
    {
      title: 'Summary',
      columns: [
        { header: 'Employees', kind: 'text', width: 30 },
        { header: 'Count', kind: 'number', width: 10 },
      ],
      rows: [
        [c('With an annual scorecard'), c(r.withAnnual)],
        [c('Without an annual scorecard'), c(r.withoutAnnual)],
        [c('Weights total 100'), c(r.validWeights)],
        ...(r.quarterLabel ? [[c(`${r.quarterLabel} periodic scorecard built`), c(r.periodicBuilt)]] : []),
      ],
      totals: [[c('Total'), c(r.total)]],
    },
    {
      title: 'Employees',
      columns: [
        { header: 'Employee', kind: 'text', width: 26 },
        { header: 'Supervisor', kind: 'text', width: 24 },
        { header: 'Annual scorecard', kind: 'text', width: 26 },
        { header: 'KPAs', kind: 'number', width: 7 },
        { header: 'KPIs', kind: 'number', width: 7 },
        { header: 'Weight total', kind: 'number', width: 12 },
        { header: 'Valid', kind: 'text', width: 7 },
        ...(r.quarterLabel
          ? ([
              { header: 'Periodic scorecard', kind: 'text', width: 24 },
              { header: 'Agreement', kind: 'text', width: 12 },
            ] as const)
          : []),
      ],
      rows: r.rows.map((x) => [
        c(x.employeeName),
        c(x.supervisorName ?? '-'),
        c(x.annualScorecard?.name ?? '-'),
        c(x.annualScorecard?.kpaCount ?? null),
        c(x.annualScorecard?.kpiCount ?? null),
        c(x.annualScorecard?.weightTotal ?? null),
        c(x.annualScorecard ? (x.annualScorecard.weightsValid ? 'Yes' : 'No') : '-'),
        ...(r.quarterLabel ? [c(x.periodicScorecard?.name ?? '-'), c(x.agreementStatus ?? '-')] : []),
      ]),
      totals: [],
    },
  ];
  return {
    title: r.title,
    header: headerOf(r, r.quarterLabel, [
      ['Employees', String(r.total)],
      ['Generated', generatedAtText(r.generatedAt)],
    ]),
    tables,
    stem: `employee-scorecards${r.quarterLabel ? `-${r.quarterLabel.toLowerCase()}` : ''}`,
  };
};

export const employeeKpaDocument = (r: TEmployeeKpaReport): ReportDocument => ({
  title: r.title,
  header: headerOf(r, r.quarterLabel, [
    ...(r.employee ? ([['Employee', r.employee.name]] as [string, string][]) : []),
    ['Employees', String(r.total)],
    ['Generated', generatedAtText(r.generatedAt)],
  ]),
  tables: r.employees.map((e) => ({
    title: `${e.employeeName} (${e.assessmentStatus})`,
    columns: [
      { header: 'KPA', kind: 'text', width: 20 },
      { header: 'KPI', kind: 'text', width: 26 },
      { header: 'Weight', kind: 'number', width: 8 },
      { header: 'Target', kind: 'number', width: 10 },
      { header: 'Actual', kind: 'number', width: 10 },
      { header: 'Self score', kind: 'score', width: 10 },
      { header: 'Supervisor score', kind: 'score', width: 12 },
      { header: 'Score', kind: 'score', width: 8 },
    ],
    rows: e.kpis.map((k) => [
      c(k.kpaName ?? '-'),
      c(k.name),
      c(k.weight),
      c(k.target ?? k.manualTarget),
      c(k.actual),
      c(k.selfScore),
      c(k.adjustedScore ?? k.supervisorScore),
      c(k.score, k.colorValue),
    ]),
    totals: [
      [
        c('Total'),
        c(null),
        c(e.weightTotal),
        c(null),
        c(null),
        c(e.selfTotal),
        c(null),
        c(e.total, e.colorValue),
      ],
      ...(e.adjustedTotal === null
        ? []
        : [
            [
              c('Adjusted total'),
              c(null),
              c(null),
              c(null),
              c(null),
              c(null),
              c(null),
              c(e.adjustedTotal, e.adjustedColorValue),
            ],
          ]),
    ],
  })),
  stem: `employee-kpa-initiative-${r.quarterLabel.toLowerCase()}`,
});

export const employeePerformanceDocument = (r: TEmployeePerformanceReport): ReportDocument => {
  // where the plan weighs the 360 competency review, each quarter is the blended final score
  // (docs/surveys.md), with the competency score beside
  const blend = r.competencyWeight > 0;
  return {
    title: r.title,
    header: headerOf(r, null, [
      ...(blend
        ? ([
            [
              'Quarter scores',
              `Scorecard × ${100 - r.competencyWeight}% + competency review × ${r.competencyWeight}%`,
            ],
          ] satisfies [string, string][])
        : []),
      ['Employees', String(r.total)],
      ['Generated', generatedAtText(r.generatedAt)],
    ]),
    tables: [
      {
        title: 'Scores by quarter',
        columns: [
          { header: 'Employee', kind: 'text', width: 26 },
          { header: 'Supervisor', kind: 'text', width: 24 },
          ...(blend
            ? ([
                { header: `Competency score (${r.competencyWeight}%)`, kind: 'score', width: 16 },
              ] satisfies Column[])
            : []),
          { header: 'Q1', kind: 'score', width: 8 },
          { header: 'Q2', kind: 'score', width: 8 },
          { header: 'Q3', kind: 'score', width: 8 },
          { header: 'Q4', kind: 'score', width: 8 },
          { header: 'Average', kind: 'score', width: 9 },
          { header: 'Trend', kind: 'text', width: 8 },
        ],
        rows: r.rows.map((x) => [
          c(x.employeeName),
          c(x.supervisorName ?? '-'),
          ...(blend ? [c(x.competencyScore)] : []),
          ...x.quarters.map((q) => c(q.score, q.colorValue)),
          c(x.average, x.averageColorValue),
          c(x.trend ?? '-'),
        ]),
        totals: [
          [
            c('Average'),
            c(null),
            ...(blend ? [c(null)] : []),
            ...r.quarterAverages.map((a) => c(a)),
            c(r.average),
            c(null),
          ],
        ],
      },
    ],
    stem: 'employee-performance',
  };
};

const committeeDocument = (r: TPerformanceReport): ReportDocument => ({
  ...performanceReportDocument(r),
  stem: `committee-${r.kind}-${r.quarterLabel.toLowerCase()}`,
});

const quarterOf = (input: TExportEmployeeReportRequest): number => {
  if (input.quarter === undefined)
    throw new AppError('BAD_REQUEST', `quarter: the ${input.report} report needs a quarter`);
  return input.quarter;
};

/** The report asked for, laid out for the file writers (the same reads and refusals as its own call). */
const documentOf = async (ctx: Ctx, input: TExportEmployeeReportRequest): Promise<ReportDocument> => {
  const { report, format: _format, employeeId, quarter, ...units } = input;
  switch (report) {
    case 'employee-scorecards':
      return employeeScorecardsDocument(
        await employeeScorecardsReport(ctx, { ...units, ...(quarter === undefined ? {} : { quarter }) }),
      );
    case 'employee-kpa-initiative':
      return employeeKpaDocument(
        await employeeKpaReport(ctx, {
          ...units,
          quarter: quarterOf(input),
          ...(employeeId ? { employeeId } : {}),
        }),
      );
    case 'employee-performance':
      return employeePerformanceDocument(await employeePerformanceReport(ctx, units));
    case 'committee-agreements':
      return committeeDocument(
        await committeeReport(ctx, 'agreements', { ...units, quarter: quarterOf(input) }),
      );
    case 'committee-assessments':
      return committeeDocument(
        await committeeReport(ctx, 'assessments', { ...units, quarter: quarterOf(input) }),
      );
  }
};

/**
 * Builds an employee or committee report as an Excel or PDF file and answers a link to it that
 * works for 15 minutes.
 */
export const exportEmployeeReport = async (ctx: Ctx, input: TExportEmployeeReportRequest) => {
  const doc = await documentOf(ctx, input);
  return publishDocument(ctx, doc, input.format);
};
