import type {
  TCeoPerformanceReport,
  TCompanyPerformanceReport,
  TCompanyProgressiveReport,
  TExportCompanyReportRequest,
  TScoreCell,
} from '@stratum/contracts';
import type { Ctx } from '../../../kernel/ctx';
import { publishDocument } from '../../../kernel/documents/publish';
import {
  cell as c,
  generatedAtText,
  type Cell,
  type Column,
  type ReportDocument,
  type Table,
} from '../../../kernel/documents/document';
import { ceoPerformanceReport } from './ceo-performance';
import { companyPerformanceReport } from './company-performance-report';
import { companyProgressiveReport } from './company-progressive-report';

/*
 * The company reports as files: laid out as planning's ReportDocument and drawn by planning's
 * Excel and PDF writers, stored under the company's `reports/` files with a 15-minute link.
 */

const sc = (s: TScoreCell): Cell => c(s.score, s.colorValue);
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
const col = (header: string, kind: Column['kind'], width: number): Column => ({ header, kind, width });
const unitsHeader = (r: { businessUnit: { name: string } | null; department: { name: string } | null }) => [
  ...(r.businessUnit ? [['Business unit', r.businessUnit.name] as [string, string]] : []),
  ...(r.department ? [['Department', r.department.name] as [string, string]] : []),
];

const employeesTable = (
  title: string,
  labels: readonly string[],
  pictures: TCompanyPerformanceReport['employees'][],
): Table => ({
  title,
  columns: [
    col('Quarter', 'text', 10),
    col('Records', 'number', 10),
    col('Average final score', 'score', 18),
    col('Agreements agreed', 'percent', 18),
    col('Assessments complete', 'percent', 20),
  ],
  rows: pictures.map((p, i) => [
    c(labels[i] ?? ''),
    c(p.records),
    c(p.averageScore, p.averageColorValue),
    c(p.agreedPercent),
    c(p.completePercent),
  ]),
  totals: [],
});

/** The company performance report of a quarter as a file. */
export const companyDocument = (r: TCompanyPerformanceReport): ReportDocument => {
  const tables: Table[] = r.scorecards.flatMap((s) => [
    {
      title: `${s.name} — key performance areas`,
      columns: [
        col('Key performance area', 'text', 34),
        col('Weight', 'number', 10),
        col('Score', 'score', 10),
      ],
      rows: s.kpas.map((k) => [c(k.name), c(k.weightTotal), c(k.total, k.colorValue)]),
      totals: [],
    },
    {
      title: `${s.name} — KPIs`,
      columns: [
        col('KPI', 'text', 34),
        col('Weight', 'number', 8),
        col('Target', 'number', 12),
        col('Actual', 'number', 12),
        col('Percent', 'percent', 9),
        col('Score', 'score', 8),
        col('Weighted score', 'score', 13),
      ],
      rows: s.kpis.map((k) => [
        c(k.name),
        c(k.weight),
        c(k.target ?? k.manualTarget),
        c(k.actual),
        c(k.percent),
        c(k.score, k.colorValue),
        c(k.weightedScore, k.colorValue),
      ]),
      totals: [
        [c('Total'), c(s.weightTotal), c(null), c(null), c(null), c(null), c(s.total, s.colorValue)],
        ...(s.adjustedTotal === null
          ? []
          : [
              [
                c('Adjusted total'),
                c(null),
                c(null),
                c(null),
                c(null),
                c(null),
                c(s.adjustedTotal, s.finalColorValue),
              ],
            ]),
      ],
    },
  ]);
  tables.push(employeesTable('Employees', [r.quarterLabel], [r.employees]));
  const header: [string, string][] = [
    ['Company', r.companyName],
    ['Annual plan', r.annualPlan.label],
    ['Quarter', r.quarterLabel],
    ...unitsHeader(r),
    ['Company score', r.companyScore.score === null ? '-' : r.companyScore.score.toFixed(2)],
    [
      'Company assessment',
      r.companyAssessment
        ? `${r.companyAssessment.finalScore.toFixed(2)} (${r.companyAssessment.status})`
        : 'none',
    ],
    ['Generated', generatedAtText(r.generatedAt)],
  ];
  return { title: r.title, header, tables, stem: `company-performance-${r.quarterLabel.toLowerCase()}` };
};

const quarterColumns = (first: string): Column[] => [
  col(first, 'text', 34),
  ...QUARTERS.map((q) => col(q, 'score', 8)),
  ...QUARTERS.map((q) => col(`${q} to date`, 'score', 11)),
];

/** The progressive report as a file. */
export const progressiveDocument = (r: TCompanyProgressiveReport): ReportDocument => {
  const tables: Table[] = r.scorecards.flatMap((s) => [
    {
      title: `${s.name} — KPIs`,
      columns: quarterColumns('KPI'),
      rows: s.kpis.map((k) => [
        c(k.name),
        ...k.quarters.map((q) => c(q.score, q.colorValue)),
        ...k.cumulative.map(sc),
      ]),
      totals: [],
    },
    {
      title: `${s.name} — key performance areas`,
      columns: quarterColumns('Key performance area'),
      rows: s.kpas.map((k) => [c(k.name), ...k.quarters.map(sc), ...k.cumulative.map(sc)]),
      totals: [[c('Total'), ...s.total.quarters.map(sc), ...s.total.cumulative.map(sc)]],
    },
  ]);
  tables.push({
    title: 'Company',
    columns: quarterColumns(''),
    rows: [
      [c('Company score'), ...r.company.quarters.map(sc), ...r.company.cumulative.map(sc)],
      [
        c('Company assessment'),
        ...r.companyAssessments.map((a) => c(a?.finalScore ?? null, a?.colorValue)),
        ...QUARTERS.map(() => c(null)),
      ],
    ],
    totals: [],
  });
  tables.push(employeesTable('Employees', QUARTERS, r.employees));
  return {
    title: r.title,
    header: [
      ['Company', r.companyName],
      ['Annual plan', r.annualPlan.label],
      ...unitsHeader(r),
      ['Generated', generatedAtText(r.generatedAt)],
    ],
    tables,
    stem: 'company-performance-progressive',
  };
};

/** The CEO report as a file. */
export const ceoDocument = (r: TCeoPerformanceReport): ReportDocument => {
  const tables: Table[] = [
    {
      title: 'Quarters',
      columns: [
        col('Quarter', 'text', 9),
        col('Agreement', 'text', 12),
        col('Assessment', 'text', 18),
        col('QA', 'text', 13),
        col('Self score', 'score', 10),
        col('Total score', 'score', 11),
        col('Adjusted score', 'score', 13),
        col('Final score', 'score', 11),
        col('Company score', 'score', 13),
      ],
      rows: r.quarters.map((q) => {
        const x = q.record;
        return [
          c(q.quarterLabel),
          c(x?.agreementStatus ?? '-'),
          c(x?.assessmentStatus ?? '-'),
          c(x?.qaStatus ?? '-'),
          c(x?.selfScore ?? null, x?.selfColorValue),
          c(x?.totalScore ?? null, x?.colorValue),
          c(x?.adjustedTotal ?? null, x?.adjustedColorValue),
          c(x?.finalScore ?? null, x?.finalColorValue),
          sc(q.company),
        ];
      }),
      totals: [],
    },
    ...r.quarters
      .filter((q) => q.kpis.length > 0)
      .map((q): Table => ({
        title: `${q.quarterLabel} — ${q.scorecardName ?? 'scorecard'}`,
        columns: [
          col('KPI', 'text', 34),
          col('KPA', 'text', 20),
          col('Weight', 'number', 8),
          col('Target', 'number', 12),
          col('Actual', 'number', 12),
          col('Percent', 'percent', 9),
          col('Score', 'score', 8),
        ],
        rows: q.kpis.map((k) => [
          c(k.name),
          c(k.kpaName),
          c(k.weight),
          c(k.target ?? k.manualTarget),
          c(k.actual),
          c(k.percent),
          c(k.score, k.colorValue),
        ]),
        totals: [],
      })),
  ];
  return {
    title: r.title,
    header: [
      ['Company', r.companyName],
      ['Annual plan', r.annualPlan.label],
      ['Employee', r.employee.name],
      ...(r.employee.jobTitle ? [['Job title', r.employee.jobTitle] as [string, string]] : []),
      ['Generated', generatedAtText(r.generatedAt)],
    ],
    tables,
    stem: 'ceo-performance',
  };
};

/** The document of the report asked for (the same reads and refusals as the report's own call). */
export const companyReportDocument = async (
  ctx: Ctx,
  input: TExportCompanyReportRequest,
): Promise<ReportDocument> => {
  switch (input.report) {
    case 'company-performance': {
      const { report: _r, format: _f, ...request } = input;
      return companyDocument(await companyPerformanceReport(ctx, request));
    }
    case 'company-performance-progressive': {
      const { report: _r, format: _f, ...request } = input;
      return progressiveDocument(await companyProgressiveReport(ctx, request));
    }
    case 'ceo-performance': {
      const { report: _r, format: _f, ...request } = input;
      return ceoDocument(await ceoPerformanceReport(ctx, request));
    }
  }
};

/** Builds a company report as an Excel or PDF file and answers a link to it (15 minutes). */
export const exportCompanyReport = async (ctx: Ctx, input: TExportCompanyReportRequest) => {
  const doc = await companyReportDocument(ctx, input);
  return publishDocument(ctx, doc, input.format);
};
