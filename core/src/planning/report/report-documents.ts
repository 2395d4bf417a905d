import type {
  TAnnualPlansReport,
  TCorporateScorecardsReport,
  TProgressReport,
  TReportKpiRow,
  TReportTotals,
  TScoredScorecardReport,
  TStrategicScorecardReport,
} from '@stratum/contracts';

import {
  cell as c,
  generatedAtText,
  type Cell,
  type Column,
  type ReportDocument,
  type Table,
} from '../../kernel/documents/document';

/* Planning's reports laid out as documents for the kernel's Excel and PDF writers. */

export const KPI_COLUMNS: readonly Column[] = [
  { header: 'KPI', kind: 'text', width: 38 },
  { header: 'Perspective', kind: 'text', width: 20 },
  { header: 'KPA', kind: 'text', width: 20 },
  { header: 'Target', kind: 'number', width: 12 },
  { header: 'Actual', kind: 'number', width: 12 },
  { header: 'Percent', kind: 'percent', width: 9 },
  { header: 'Score', kind: 'score', width: 8 },
  { header: 'Weight', kind: 'number', width: 8 },
  { header: 'Weighted score', kind: 'score', width: 13 },
];

/** A KPI row of a file: name, perspective, KPA, target (or the target in words), actual, percent, score… */
export const kpiCells = (r: TReportKpiRow): Cell[] => [
  c(r.name),
  c(r.perspectiveName),
  c(r.kpaName),
  c(r.target ?? r.manualTarget),
  c(r.actual),
  c(r.percent),
  c(r.score, r.colorValue),
  c(r.weight),
  c(r.weightedScore, r.colorValue),
];

/** The closing rows of a KPI table: the total (and the adjusted total when there is one). */
export const totalsCells = (t: TReportTotals): Cell[][] => {
  const blank = [c(null), c(null), c(null), c(null), c(null), c(null)];
  const rows: Cell[][] = [[c('Total'), ...blank, c(t.weightTotal), c(t.total, t.colorValue)]];
  if (t.adjustedTotal !== null) {
    rows.push([c('Adjusted total'), ...blank, c(t.weightTotal), c(t.adjustedTotal, t.adjustedColorValue)]);
  }
  return rows;
};

export const kpiTable = (title: string, s: TScoredScorecardReport): Table => ({
  title,
  columns: [...KPI_COLUMNS],
  rows: s.rows.map(kpiCells),
  totals: totalsCells(s.totals),
});

const perspectiveTable = (s: TScoredScorecardReport): Table => ({
  title: 'Score by perspective',
  columns: [
    { header: 'Perspective', kind: 'text', width: 40 },
    { header: 'KPIs', kind: 'number', width: 8 },
    { header: 'Weight', kind: 'number', width: 8 },
    { header: 'Weighted score', kind: 'score', width: 14 },
    { header: 'Average score', kind: 'score', width: 13 },
    { header: 'Share', kind: 'percent', width: 9 },
  ],
  rows: s.byPerspective.map((p) => [
    c(p.name ?? 'No perspective'),
    c(p.kpiCount),
    c(p.weight),
    c(p.weightedScore, p.colorValue),
    c(p.score, p.colorValue),
    c(p.share),
  ]),
  totals: [],
});

const quarterTable = (s: TScoredScorecardReport): Table => ({
  title: 'Actual against target per quarter (quantitative KPIs)',
  columns: [
    { header: 'Quarter', kind: 'text', width: 10 },
    { header: 'Target', kind: 'number', width: 14 },
    { header: 'Actual', kind: 'number', width: 14 },
    { header: 'Percent', kind: 'percent', width: 9 },
    { header: 'KPIs reported', kind: 'number', width: 13 },
    { header: 'Total score', kind: 'score', width: 11 },
  ],
  rows: s.quarters.map((q) => [
    c(q.label),
    c(q.targetTotal),
    c(q.actualTotal),
    c(q.percent),
    c(q.reported),
    c(q.total, q.colorValue),
  ]),
  totals: [],
});

const bandTable = (s: TScoredScorecardReport): Table => ({
  title: 'KPIs per band',
  columns: [
    { header: 'Score', kind: 'number', width: 8 },
    { header: 'Band', kind: 'text', width: 30 },
    { header: 'KPIs', kind: 'number', width: 8 },
  ],
  rows: s.bandCounts.map((b) => [
    c(b.score, b.colorValue),
    c(b.description ?? (b.score === 0 ? 'Not rated' : b.score === 6 ? 'Above the fifth band' : null)),
    c(b.count),
  ]),
  totals: [],
});

const planLine = (p: { description: string; d_startDate: string; d_endDate: string }) =>
  `${p.description} (${p.d_startDate} – ${p.d_endDate})`;

const slug = (...parts: string[]) =>
  parts
    .join('-')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'report';

export const strategicScorecardDocument = (r: TStrategicScorecardReport): ReportDocument => ({
  title: 'Strategic Scorecard Report',
  header: [
    ['Company', r.companyName],
    ['Strategic plan', planLine(r.plan)],
    ['Scorecard', r.scorecard.name],
    ['Period', r.scorecard.periodLabel],
    ['Rating mode', r.scorecard.ratingMode],
    ['Generated at', generatedAtText(r.generatedAt)],
  ],
  tables: [
    kpiTable(`KPIs — ${r.scorecard.periodLabel}`, r.scorecard),
    perspectiveTable(r.scorecard),
    quarterTable(r.scorecard),
    bandTable(r.scorecard),
  ],
  stem: slug('strategic-scorecard', r.scorecard.name, r.scorecard.periodLabel),
});

export const annualPlansDocument = (r: TAnnualPlansReport): ReportDocument => {
  const summary: Table = {
    title: 'Totals per quarter',
    columns: [
      { header: 'Annual plan', kind: 'text', width: 34 },
      { header: 'Scorecard', kind: 'text', width: 30 },
      { header: 'Q1', kind: 'score', width: 8 },
      { header: 'Q2', kind: 'score', width: 8 },
      { header: 'Q3', kind: 'score', width: 8 },
      { header: 'Q4', kind: 'score', width: 8 },
      { header: 'Year', kind: 'score', width: 8 },
    ],
    rows: r.annualPlans.flatMap((ap) =>
      ap.scorecards.map((s) => [
        c(ap.label),
        c(s.scorecard.name),
        ...s.quarters.map((q) => c(q.total, q.colorValue)),
        c(s.scorecard.totals.total, s.scorecard.totals.colorValue),
      ]),
    ),
    totals: [],
  };
  return {
    title: 'Annual Plans Report',
    header: [
      ['Company', r.companyName],
      ['Strategic plan', planLine(r.plan)],
      ['Period', 'Annual'],
      ['Generated at', generatedAtText(r.generatedAt)],
    ],
    tables: [
      summary,
      ...r.annualPlans.flatMap((ap) =>
        ap.scorecards.map((s) => kpiTable(`${ap.label} · ${s.scorecard.name} — Annual`, s.scorecard)),
      ),
    ],
    stem: slug('annual-plans', r.plan.description),
  };
};

export const corporateScorecardsDocument = (r: TCorporateScorecardsReport): ReportDocument => ({
  title: 'Corporate Scorecards Report',
  header: [
    ['Company', r.companyName],
    ['Strategic plan', planLine(r.plan)],
    ['Annual plan', r.annualPlan.label],
    ['Period', 'Annual and Q1–Q4'],
    ['Generated at', generatedAtText(r.generatedAt)],
  ],
  tables: r.scorecards.flatMap((set) => [
    {
      title: `${set.annual.name} — per quarter`,
      columns: [
        { header: 'Quarter', kind: 'text', width: 10 },
        { header: 'Target', kind: 'number', width: 14 },
        { header: 'Actual', kind: 'number', width: 14 },
        { header: 'Percent', kind: 'percent', width: 9 },
        { header: 'Annual scorecard score', kind: 'score', width: 20 },
        { header: 'Periodic scorecard', kind: 'text', width: 30 },
        { header: 'Periodic score', kind: 'score', width: 14 },
      ],
      rows: set.annual.quarters.map((q, i) => {
        const p = set.periodic[i];
        return [
          c(q.label),
          c(q.targetTotal),
          c(q.actualTotal),
          c(q.percent),
          c(q.total, q.colorValue),
          c(p ? p.name : 'Not built'),
          c(p ? p.totals.total : null, p?.totals.colorValue),
        ];
      }),
      totals: [],
    } satisfies Table,
    kpiTable(`${set.annual.name} — Annual`, set.annual),
    ...set.periodic.flatMap((p) => (p ? [kpiTable(`${p.name} — ${p.periodLabel}`, p)] : [])),
  ]),
  stem: slug('corporate-scorecards', r.annualPlan.startDate.slice(0, 4), r.plan.description),
});

/** A corporate scorecard's progress report: one row per KPI, target, actual and percent per quarter and for the year. */
export const progressDocument = (r: TProgressReport): ReportDocument => {
  const periods = r.rows[0] ? [...r.rows[0].quarters.map((q) => q.label), 'Year'] : ['Year'];
  return {
    title: 'Scorecard Progress Report',
    header: [
      ['Company', r.companyName],
      [
        'Scorecard',
        r.scorecard.quarterLabel ? `${r.scorecard.name} (${r.scorecard.quarterLabel})` : r.scorecard.name,
      ],
      ['Generated at', generatedAtText(r.generatedAt)],
    ],
    tables: [
      {
        title: 'Progress by KPI',
        columns: [
          { header: 'KPI', kind: 'text', width: 32 },
          { header: 'KPA', kind: 'text', width: 18 },
          ...periods.flatMap((p): Column[] => [
            { header: `${p} target`, kind: 'number', width: 11 },
            { header: `${p} actual`, kind: 'number', width: 11 },
            { header: `${p} %`, kind: 'percent', width: 8 },
          ]),
        ],
        rows: r.rows.map((k) => [
          c(k.name),
          c(k.kpaName),
          ...[...k.quarters, k.year].flatMap((f) => [c(f.target), c(f.actual), c(f.percent)]),
        ]),
        totals: [],
      },
    ],
    stem: slug('scorecard-progress', r.scorecard.name, r.scorecard.quarterLabel ?? ''),
  };
};
