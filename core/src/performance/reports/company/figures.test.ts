import { bandsOf } from '@stratum/rules';
import { describe, expect, it } from 'vitest';
import {
  chiefExecutiveOf,
  companyLineOf,
  companyScoreOf,
  cumulativeOf,
  employeePicture,
  meanOf,
  NO_KPA,
  progressiveOf,
  scoreCardForQuarter,
  type ReportCard,
  type ReportKpi,
} from './figures';

// 0–59 → 1, 60–79 → 2, 80–99 → 3, 100–119 → 4, 120–149 → 5, above → 6; colours #000001…#000005
const bands = bandsOf(
  [59, 79, 99, 119, 149].map((target, i) => ({
    description: `B${i + 1}`,
    target,
    colorValue: `#00000${i + 1}`,
  })),
);
const B = (n: number) => `#00000${n}`;

const kpi = (over: Partial<ReportKpi> & Pick<ReportKpi, 'kpiId' | 'name'>): ReportKpi => ({
  kpiType: 'Quantitative',
  ...over,
});

describe('a corporate scorecard rated for a quarter', () => {
  // Q2 (quarter 1): Revenue 170 of 200 = 85% → 3 × 50% = 1.5; Unit cost (lower is better) 20 / 25
  // = 80% → 3 × 30% = 0.9; Satisfaction scored 4 by hand × 20% = 0.8, adjusted to 5 → 1.0.
  const card: ReportCard = {
    ratingMode: 'automatic',
    kpas: [
      { kpaId: 'kpa-service', name: 'Service', order: 1 },
      { kpaId: 'kpa-growth', name: 'Growth', order: 0 },
    ],
    kpis: [
      kpi({
        kpiId: 'k3',
        kpaId: 'kpa-service',
        name: 'Satisfaction',
        kpiType: 'Qualitative',
        weight: 20,
        manualRatingScore: 4,
        adjustedScore: 5,
        manualTarget: 'Happy',
      }),
      kpi({
        kpiId: 'k1',
        kpaId: 'kpa-growth',
        name: 'Revenue',
        weight: 50,
        periodicTarget2: 200,
        actual2: 170,
      }),
      kpi({
        kpiId: 'k2',
        kpaId: 'kpa-growth',
        name: 'Unit cost',
        optionType: 'ASC',
        weight: 30,
        periodicTarget2: 20,
        actual2: 25,
      }),
    ],
  };

  it('scores each KPI, totals each KPA and the scorecard, and takes the adjusted total as final', () => {
    const s = scoreCardForQuarter(card, bands, 1);
    expect(
      s.kpis.map((k) => [k.name, k.target, k.actual, k.percent, k.score, k.weightedScore, k.colorValue]),
    ).toEqual([
      ['Revenue', 200, 170, 85, 3, 1.5, B(3)],
      ['Unit cost', 20, 25, 80, 3, 0.9, B(3)],
      ['Satisfaction', null, null, null, 4, 0.8, B(4)],
    ]);
    expect(s.kpis[2]!.manualTarget).toBe('Happy');
    expect(s.kpas).toEqual([
      { kpaId: 'kpa-growth', name: 'Growth', weightTotal: 80, total: 2.4, colorValue: B(2) },
      { kpaId: 'kpa-service', name: 'Service', weightTotal: 20, total: 0.8, colorValue: B(1) },
    ]);
    expect(s).toMatchObject({
      weightTotal: 100,
      weightsValid: true,
      total: 3.2,
      adjustedTotal: 3.4,
      finalScore: 3.4,
      colorValue: B(3),
      finalColorValue: B(3),
    });
  });

  it('rates another quarter on its own figures, and files KPIs under no KPA last', () => {
    const s = scoreCardForQuarter(
      { ...card, kpis: [...card.kpis, kpi({ kpiId: 'k0', name: 'Loose', weight: 0 })] },
      bands,
      0,
    );
    // Q1 has no actuals: the quantitative KPIs score 0; Satisfaction keeps its hand score.
    expect(s.kpis.map((k) => [k.name, k.score])).toEqual([
      ['Revenue', 0],
      ['Unit cost', 0],
      ['Satisfaction', 4],
      ['Loose', 0],
    ]);
    expect(s.kpas.map((k) => [k.name, k.total])).toEqual([
      ['Growth', 0],
      ['Service', 0.8],
      [NO_KPA, 0],
    ]);
    expect(s.total).toBe(0.8);
    expect(s.weightsValid).toBe(true);
  });

  it('takes the company score as the mean of the scorecards’ final scores', () => {
    expect(companyScoreOf([3.4, 2.1], bands)).toEqual({ score: 2.75, colorValue: B(3) });
    expect(companyScoreOf([], bands)).toEqual({ score: null, colorValue: null });
  });
});

describe('the year so far', () => {
  // Revenue (Growth, 60%): target 100 a quarter; Q1 90 → 90% → 3; Q2 on the annual card 130 (5),
  // but Q2's periodic scorecard (built) says 110 → 110% → 4 and wins. Quality (Service, 40%):
  // target 10 a quarter; Q1 5 → 50% → 1; nothing after.
  const targets = { periodicTarget1: 100, periodicTarget2: 100, periodicTarget3: 100, periodicTarget4: 100 };
  const annual: ReportCard = {
    ratingMode: 'automatic',
    kpas: [
      { kpaId: 'growth', name: 'Growth', order: 0 },
      { kpaId: 'service', name: 'Service', order: 1 },
    ],
    kpis: [
      kpi({
        kpiId: 'rev',
        kpaId: 'growth',
        name: 'Revenue',
        weight: 60,
        ...targets,
        actual1: 90,
        actual2: 130,
      }),
      kpi({
        kpiId: 'qual',
        kpaId: 'service',
        name: 'Quality',
        weight: 40,
        periodicTarget1: 10,
        periodicTarget2: 10,
        actual1: 5,
      }),
    ],
  };
  const q2: ReportCard = {
    ratingMode: 'automatic',
    kpas: [],
    kpis: [
      kpi({ kpiId: 'p-rev', sourceKpiId: 'rev', name: 'Revenue', weight: 60, ...targets, actual2: 110 }),
      kpi({ kpiId: 'p-qual', sourceKpiId: 'qual', name: 'Quality', weight: 40, periodicTarget2: 10 }),
    ],
  };
  const p = progressiveOf(annual, [null, q2, null, null], bands);
  const scores = (cells: { score: number | null }[]) => cells.map((c) => c.score);

  it('scores each KPI per quarter (the periodic scorecard where built) and to date', () => {
    const [rev, qual] = p.kpis;
    expect(scores(rev!.quarters)).toEqual([3, 4, null, null]);
    expect(rev!.quarters.map((q) => [q.target, q.actual])).toEqual([
      [100, 90],
      [100, 110],
      [100, null],
      [100, null],
    ]);
    expect(scores(rev!.cumulative)).toEqual([3, 3.5, 3.5, 3.5]);
    expect(rev!.cumulative[1]!.colorValue).toBe(B(4));
    expect(scores(qual!.quarters)).toEqual([1, null, null, null]);
    expect(scores(qual!.cumulative)).toEqual([1, 1, 1, 1]);
  });

  it('totals each KPA and the scorecard per quarter when something is reported, and to date', () => {
    expect(p.kpas.map((k) => [k.name, scores(k.quarters), scores(k.cumulative)])).toEqual([
      ['Growth', [1.8, 2.4, null, null], [1.8, 2.1, 2.1, 2.1]],
      ['Service', [0.4, null, null, null], [0.4, 0.4, 0.4, 0.4]],
    ]);
    // Q1 1.8 + 0.4; Q2 2.4 + 0 (Quality not reported but counted at 0 in a reported quarter)
    expect(scores(p.total.quarters)).toEqual([2.2, 2.4, null, null]);
    expect(scores(p.total.cumulative)).toEqual([2.2, 2.3, 2.3, 2.3]);
  });

  it('counts a hand-scored KPI as reported once it has a score', () => {
    const manual = progressiveOf(
      {
        ratingMode: 'manual',
        kpas: [],
        kpis: [kpi({ kpiId: 'm', name: 'M', weight: 100, manualRatingScore: 2 })],
      },
      [null, null, null, null],
      bands,
    );
    expect(scores(manual.total.quarters)).toEqual([2, 2, 2, 2]);
    expect(manual.kpas.map((k) => k.name)).toEqual([NO_KPA]);
  });

  it('leaves a quarter without any actual unreported, hand scores and all', () => {
    const withHand = progressiveOf(
      {
        ...annual,
        kpis: [
          ...annual.kpis,
          kpi({
            kpiId: 'zz',
            kpaId: 'service',
            name: 'Culture',
            kpiType: 'Qualitative',
            weight: 0,
            manualRatingScore: 4,
          }),
        ],
      },
      [null, q2, null, null],
      bands,
    );
    const culture = withHand.kpis.find((k) => k.name === 'Culture')!;
    // Q2's periodic scorecard has no copy of Culture: nothing to rate there; Q3, Q4 have no actuals
    expect(scores(culture.quarters)).toEqual([4, null, null, null]);
    expect(scores(withHand.total.quarters)).toEqual([2.2, 2.4, null, null]);
  });

  it('takes the company line as the mean of the scorecards per quarter, then to date', () => {
    const other = { ...p.total, quarters: [3, null, null, 1].map((score) => ({ score, colorValue: null })) };
    const line = companyLineOf([p.total, other], bands);
    expect(scores(line.quarters)).toEqual([2.6, 2.4, null, 1]);
    expect(scores(line.cumulative)).toEqual([2.6, 2.5, 2.5, 2]);
  });

  it('averages to date over the quarters given only', () => {
    expect(meanOf([])).toBeNull();
    expect(meanOf([null, 1, 2])).toBe(1.5);
    expect(scores(cumulativeOf([null, null, 5, null], bands))).toEqual([null, null, 5, 5]);
  });
});

describe('the employees’ quarter', () => {
  it('counts records, averages final scores, and gives the agreed and complete percents', () => {
    const pic = employeePicture(
      [
        { agreementStatus: 'Agreed', assessmentStatus: 'Complete', totalScore: 3.4, adjustedTotal: 4 },
        { agreementStatus: 'Agreed', assessmentStatus: 'Supervisor Assessed', totalScore: 1.4 },
        { agreementStatus: 'Submitted', assessmentStatus: 'Not Started' },
        { agreementStatus: 'Draft', assessmentStatus: 'Not Started', totalScore: null },
      ],
      bands,
    );
    // (4 + 1.4) / 2 = 2.7 → band 3
    expect(pic).toEqual({
      records: 4,
      rated: 2,
      averageScore: 2.7,
      averageColorValue: B(3),
      agreed: 2,
      agreedPercent: 50,
      assessmentsComplete: 1,
      completePercent: 25,
    });
    expect(employeePicture([], bands)).toMatchObject({ records: 0, averageScore: null, agreedPercent: 0 });
  });
});

describe('the chief executive', () => {
  const e = (employeeId: string, over: Partial<Parameters<typeof chiefExecutiveOf>[0][number]>) => ({
    employeeId,
    sortName: employeeId,
    status: 'Active',
    ...over,
  });
  it('is an Active employee who reports to nobody, a business-unit head first, then by name', () => {
    const people = [
      e('zed', {}),
      e('amy', { supervisorId: 'zed', businessUnitHead: 'Yes' }),
      e('bob', { status: 'Inactive', businessUnitHead: 'Yes' }),
      e('dora', { supervisorId: '', businessUnitHead: 'Yes' }),
      e('carl', { businessUnitHead: 'Yes' }),
    ];
    expect(chiefExecutiveOf(people)?.employeeId).toBe('carl');
    expect(chiefExecutiveOf(people.filter((p) => p.businessUnitHead !== 'Yes'))?.employeeId).toBe('zed');
    expect(chiefExecutiveOf([e('b', {}), e('a', {})])?.employeeId).toBe('a');
    expect(chiefExecutiveOf([people[1]!, people[2]!])).toBeNull();
  });
});
