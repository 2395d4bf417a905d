import type { TStrategicScorecardReport } from '@stratum/contracts';
import { bandsOf, RATING_PALETTE, scaleOf } from '@stratum/rules';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  toScorecardDetail,
  type ScorecardItem,
  type ScorecardKpaItem,
  type ScorecardKpiItem,
} from '../../scorecard';
import { annualPlansDocument, KPI_COLUMNS, strategicScorecardDocument } from './report-documents';
import { winAnsi, writePdf } from '../../kernel/documents/pdf';
import { scorecardReport } from './scorecard-report';
import { writeXlsx } from '../../kernel/documents/xlsx';

// docs/planning.md: the scale 0–59, 60–79, 80–99, 100–119, 120–149 (default colours).
const bands = bandsOf([59, 79, 99, 119, 149].map((target) => ({ description: `Up to ${target}%`, target })));
const scale = { entries: [], bands, scale: scaleOf(bands) };
const perspectives = new Map([
  ['01HZZZZZZZZZZZZZZZZZZZZP01', 'Customer'],
  ['01HZZZZZZZZZZZZZZZZZZZZP02', 'Finance'],
]);
const [P1, P2] = [...perspectives.keys()] as [string, string];
const at = '2024-06-01T10:15:00.000Z';

const scorecard = (ratingMode: 'automatic' | 'manual' = 'automatic'): ScorecardItem => ({
  companyId: 'C',
  scorecardId: '01HZZZZZZZZZZZZZZZZZZZZS01',
  kind: 'strategic',
  planId: '01HZZZZZZZZZZZZZZZZZZZZL01',
  planKind: 'strategic',
  listKey: '01HZZZZZZZZZZZZZZZZZZZZL01',
  name: 'Corporate 2024',
  includeKeyPerformanceArea: 'Yes',
  visible: true,
  ratingMode,
  kpaCount: 1,
  kpiCount: 4,
  commentCount: 0,
  state: 'ready',
  version: 1,
  createdAt: at,
  updatedAt: at,
});

const kpa: ScorecardKpaItem = {
  companyId: 'C',
  scorecardId: '01HZZZZZZZZZZZZZZZZZZZZS01',
  kpaId: '01HZZZZZZZZZZZZZZZZZZZZA01',
  name: 'Growth',
  order: 0,
  kpiCount: 4,
  version: 1,
  createdAt: at,
  updatedAt: at,
} as ScorecardKpaItem;

const kpi = (id: number, fields: Partial<ScorecardKpiItem>): ScorecardKpiItem => ({
  companyId: 'C',
  scorecardId: '01HZZZZZZZZZZZZZZZZZZZZS01',
  kpiId: `01HZZZZZZZZZZZZZZZZZZZZK0${id}`,
  kpaId: kpa.kpaId,
  name: `KPI ${id}`,
  kpiType: 'Quantitative',
  optionType: 'DESC',
  version: 1,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/**
 * The worked example of docs/planning.md "Reports and exports":
 * A 100 vs 85 (85% → 3) w40; B qualitative manual 4 w35; C ASC 10 vs 0 (→ 6) w25; D no ytd w0.
 */
const KPIS = [
  kpi(1, {
    perspectiveId: P1,
    target: 100,
    ytd: 85,
    weight: 40,
    periodicTarget1: 25,
    periodicTarget2: 25,
    periodicTarget3: 25,
    periodicTarget4: 25,
    actual1: 20,
    actual2: 30,
  }),
  kpi(2, {
    perspectiveId: P1,
    kpiType: 'Qualitative',
    weight: 35,
    manualRatingScore: 4,
    manualTarget: 'Launch',
  }),
  kpi(3, {
    perspectiveId: P2,
    optionType: 'ASC',
    target: 10,
    ytd: 0,
    weight: 25,
    periodicTarget1: 10,
    periodicTarget2: 10,
    actual1: 8,
    actual2: 20,
  }),
  kpi(4, { target: 50, weight: 0, periodicTarget1: 5, actual1: 5 }),
];

const report = (period: 'annual' | 0 | 1 | 2 | 3 = 'annual', kpis = KPIS) =>
  scorecardReport(toScorecardDetail(scorecard(), { kpas: [kpa], kpis }, scale, perspectives, period), bands);

describe('the scorecard report aggregates', () => {
  it('scores every KPI for the period and totals them', () => {
    const r = report();
    expect(r.periodLabel).toBe('Annual');
    expect(r.rows.map((x) => [x.name, x.target, x.actual, x.percent, x.score, x.weightedScore])).toEqual([
      ['KPI 1', 100, 85, 85, 3, 1.2],
      ['KPI 2', null, null, null, 4, 1.4],
      ['KPI 3', 10, 0, null, 6, 1.5],
      ['KPI 4', 50, null, null, 0, 0],
    ]);
    expect(r.rows[1]).toMatchObject({
      manualTarget: 'Launch',
      kpaName: 'Growth',
      perspectiveName: 'Customer',
    });
    expect(r.totals).toMatchObject({ total: 4.1, weightTotal: 100, weightsValid: true, kpiCount: 4 });
    expect(r.totals.colorValue).toBe(RATING_PALETTE.blue);
  });

  it('sums the score by perspective, with each one’s share of the total', () => {
    expect(report().byPerspective).toEqual([
      {
        perspectiveId: P1,
        name: 'Customer',
        kpiCount: 2,
        weight: 75,
        weightedScore: 2.6,
        score: 3.47,
        share: 63.41,
        colorValue: RATING_PALETTE.green,
      },
      {
        perspectiveId: P2,
        name: 'Finance',
        kpiCount: 1,
        weight: 25,
        weightedScore: 1.5,
        score: 6,
        share: 36.59,
        colorValue: RATING_PALETTE.darkBlue,
      },
      {
        perspectiveId: null,
        name: null,
        kpiCount: 1,
        weight: 0,
        weightedScore: 0,
        score: null,
        share: 0,
        colorValue: null,
      },
    ]);
  });

  it('puts actual against target per quarter over the quantitative KPIs, with the quarter’s total score', () => {
    expect(
      report().quarters.map((q) => [q.label, q.targetTotal, q.actualTotal, q.percent, q.reported, q.total]),
    ).toEqual([
      ['Q1', 40, 33, 83, 3, 3.85],
      ['Q2', 35, 50, 143, 2, 3.65],
      ['Q3', 25, 0, 0, 0, 1.4],
      ['Q4', 25, 0, 0, 0, 1.4],
    ]);
    expect(report().rows[0]!.quarters).toEqual([
      { target: 25, actual: 20, percent: 80 },
      { target: 25, actual: 30, percent: 120 },
      { target: 25, actual: null, percent: null },
      { target: 25, actual: null, percent: null },
    ]);
    // ASC: 10 allowed, 8 happened → 125%.
    expect(report().rows[2]!.quarters[0]).toEqual({ target: 10, actual: 8, percent: 125 });
  });

  it('scored for a quarter, rows carry that quarter’s figures', () => {
    const q1 = report(0);
    expect(q1.periodLabel).toBe('Q1');
    expect(q1.rows.map((x) => [x.target, x.actual, x.percent, x.score])).toEqual([
      [25, 20, 80, 3],
      [null, null, null, 4],
      [10, 8, 125, 5],
      [5, 5, 100, 4],
    ]);
    expect(q1.totals.total).toBe(3.85);
  });

  it('counts the KPIs per band, with 0 (not rated) and 6 (above the fifth band)', () => {
    expect(report().bandCounts.map((b) => [b.score, b.count, b.description, b.colorValue])).toEqual([
      [0, 1, null, null],
      [1, 0, 'Up to 59%', RATING_PALETTE.red],
      [2, 0, 'Up to 79%', RATING_PALETTE.amber],
      [3, 1, 'Up to 99%', RATING_PALETTE.green],
      [4, 1, 'Up to 119%', RATING_PALETTE.blue],
      [5, 0, 'Up to 149%', RATING_PALETTE.darkBlue],
      [6, 1, null, RATING_PALETTE.darkBlue],
    ]);
  });

  it('has nothing to divide by for an empty scorecard, and never NaN', () => {
    const r = report('annual', []);
    expect(r.totals.total).toBe(0);
    expect(r.byPerspective).toEqual([]);
    expect(r.quarters.every((q) => q.percent === null && q.total === 0)).toBe(true);
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });
});

const strategic = (kpis = KPIS): TStrategicScorecardReport => ({
  kind: 'strategic-scorecard',
  companyName: 'Acme Ltd',
  generatedAt: at,
  plan: {
    id: '01HZZZZZZZZZZZZZZZZZZZZL01',
    description: 'Corporate 2024–2028',
    startDate: '2024-01-01',
    endDate: '2028-12-31',
    d_startDate: 'Jan 1st 2024',
    d_endDate: 'Dec 31st 2028',
  },
  scale: scale.scale,
  bands: bands.map((b) => ({ ...b })),
  scorecard: report('annual', kpis),
});

const cellText = (v: ExcelJS.CellValue): unknown => (v === undefined ? null : v);

/** The rows of the sheet as plain values, first row = 1. */
const sheetRows = async (bytes: Uint8Array) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Report')!;
  const rows: { values: unknown[]; row: ExcelJS.Row }[] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n] = { values: Array.from((row.values as ExcelJS.CellValue[]).slice(1), cellText), row };
  });
  return rows;
};

describe('the Excel export', () => {
  it('writes the header, every KPI row, the totals and the band colours', async () => {
    const rows = (await sheetRows(await writeXlsx(strategicScorecardDocument(strategic())))).filter(Boolean);
    const values = rows.map((r) => r.values);
    expect(values[0]).toEqual(['Strategic Scorecard Report']);
    expect(values).toContainEqual(['Company', 'Acme Ltd']);
    expect(values).toContainEqual(['Strategic plan', 'Corporate 2024–2028 (Jan 1st 2024 – Dec 31st 2028)']);
    expect(values).toContainEqual(['Scorecard', 'Corporate 2024']);
    expect(values).toContainEqual(['Period', 'Annual']);
    expect(values).toContainEqual(['Generated at', '2024-06-01 10:15 UTC']);
    const head = values.findIndex((v) => v[0] === 'KPI');
    expect(values[head]).toEqual(KPI_COLUMNS.map((c) => c.header));
    const body = values.slice(head + 1, head + 6);
    expect(body).toEqual([
      ['KPI 1', 'Customer', 'Growth', 100, 85, 85, 3, 40, 1.2],
      ['KPI 2', 'Customer', 'Growth', 'Launch', null, null, 4, 35, 1.4],
      ['KPI 3', 'Finance', 'Growth', 10, 0, null, 6, 25, 1.5],
      ['KPI 4', null, 'Growth', 50, null, null, 0, 0, 0],
      ['Total', null, null, null, null, null, null, 100, 4.1],
    ]);
    const scoreCell = rows[head + 1]!.row.getCell(7);
    expect(scoreCell.fill).toMatchObject({ fgColor: { argb: 'FF10B981' } });
    expect(rows[head + 4]!.row.getCell(7).fill).not.toMatchObject({ pattern: 'solid' });
    // The summaries follow: score by perspective, quarters, bands.
    expect(values).toContainEqual(['Customer', 2, 75, 2.6, 3.47, 63.41]);
    expect(values).toContainEqual(['Q1', 40, 33, 83, 3, 3.85]);
    expect(values).toContainEqual([6, 'Above the fifth band', 1]);
  });

  it('adds the adjusted total when a KPI has an adjusted score', async () => {
    const kpis = KPIS.map((k, i) => (i === 1 ? { ...k, adjustedScore: 2 } : k));
    const values = (await sheetRows(await writeXlsx(strategicScorecardDocument(strategic(kpis)))))
      .filter(Boolean)
      .map((r) => r.values);
    expect(values).toContainEqual(['Adjusted total', null, null, null, null, null, null, 100, 3.4]);
  });

  it('keeps text as text: a name that looks like a formula is not one', async () => {
    const kpis = [kpi(1, { name: '=HYPERLINK("x")', weight: 100, target: 1, ytd: 1 })];
    const rows = await sheetRows(await writeXlsx(strategicScorecardDocument(strategic(kpis))));
    const row = rows.find((r) => r?.values[0] === '=HYPERLINK("x")');
    expect(row?.row.getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the annual plans report with one KPI table per scorecard', async () => {
    const s = strategic();
    const doc = annualPlansDocument({
      kind: 'annual-plans',
      companyName: s.companyName,
      generatedAt: at,
      plan: s.plan,
      scale: s.scale,
      bands: s.bands,
      annualPlans: [
        {
          id: '01HZZZZZZZZZZZZZZZZZZZZY01',
          label: 'Jan 1st 2024 – Dec 31st 2024',
          startDate: '2024-01-01',
          endDate: '2024-12-31',
          d_startDate: 'Jan 1st 2024',
          d_endDate: 'Dec 31st 2024',
          scorecards: [
            {
              scorecard: s.scorecard,
              quarters: s.scorecard.quarters.map((q) => ({
                quarter: q.quarter,
                label: q.label,
                total: q.total,
                colorValue: q.colorValue,
                source: 'annual' as const,
                periodicScorecardId: null,
              })),
            },
          ],
        },
      ],
    });
    const values = (await sheetRows(await writeXlsx(doc))).filter(Boolean).map((r) => r.values);
    expect(values).toContainEqual([
      'Jan 1st 2024 – Dec 31st 2024',
      'Corporate 2024',
      3.85,
      3.65,
      1.4,
      1.4,
      4.1,
    ]);
    expect(values).toContainEqual(['Jan 1st 2024 – Dec 31st 2024 · Corporate 2024 — Annual']);
    expect(values).toContainEqual(['KPI 3', 'Finance', 'Growth', 10, 0, null, 6, 25, 1.5]);
  });
});

describe('the PDF export', () => {
  it('is a PDF with a page, and runs onto more pages for a long scorecard', async () => {
    const short = await writePdf(strategicScorecardDocument(strategic()));
    expect(Buffer.from(short.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pages = (await PDFDocument.load(short)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(1);

    const many = Array.from({ length: 120 }, (_, i) =>
      kpi(1, { kpiId: `01HZZZZZZZZZZZZZZZZZZ${String(i).padStart(5, '0')}`, name: `KPI ${i}`, weight: 1 }),
    );
    const long = await PDFDocument.load(await writePdf(strategicScorecardDocument(strategic(many))));
    expect(long.getPageCount()).toBeGreaterThanOrEqual(pages + 3);
    expect(long.getTitle()).toBe('Strategic Scorecard Report');
  });

  it('writes names in any script without failing (the standard fonts get Latin letters or "?")', async () => {
    expect(winAnsi('Café “Q1” – naïve')).toBe('Café “Q1” – naïve');
    expect(winAnsi('Zażółć')).toBe('Zazó?c'); // ł has no Latin-1 base letter
    expect(winAnsi('বিক্রয়\tগ্রাহক')).toMatch(/^\?+ \?+$/);
    const kpis = [kpi(1, { name: 'বিক্রয় বৃদ্ধি 😀', weight: 100 })];
    const bytes = await writePdf(strategicScorecardDocument(strategic(kpis)));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
