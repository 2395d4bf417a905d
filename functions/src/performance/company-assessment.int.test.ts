import type {
  TCompanyAssessment,
  TCorporateAgreement,
  TQuarter,
  TScorecard,
  TScorecardDetail,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { findCompanyAssessment } from '@stratum/core/performance';
import { findAccountByEmail } from '@stratum/core/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { addAnnualPlan, addPlan, addRatingEntry, makePlanningTenant } from '../../../tests/support/planning';
import { addScorecard, saveKpi } from '../../../tests/support/scorecard';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

const FAMILY = 'company-assessment';
const ADMIN_ONLY = /^Only a company administrator or a Performance Management administrator can do this\.$/;
const NOBODY = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
let a: Tenant;
let b: Tenant;
let annualPlanId: string;
let strategicPlanId: string;
let quarter: number;
let otherQuarter: number;
let periodic: TScorecardDetail;
let annualCorporateId: string;
let bPeriodicId: string;
let bAnnualPlanId: string;

const ok = <T>(r: Reply, key?: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.res).toBe('SUCCESS');
  return (key ? (r.body.data as Record<string, T>)[key] : r.body.data) as T;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const write = (action: string, body: Record<string, unknown>, token = a.admin.token) =>
  post(`/${FAMILY}/${action}`, body, token);
const read = (action: string, query: Record<string, string | number>, token = a.admin.token) =>
  get(`/${FAMILY}/${action}`, query, token);
const agreement = (id: string, token = a.admin.token) =>
  get('/corporate-scorecard/agreement-status', { id }, token);
const setAgreement = (body: Record<string, unknown>, token = a.admin.token) =>
  post('/corporate-scorecard/set-agreement-status', body, token);
const auditOf = async (companyId: string, entityId: string) =>
  (await db().entities.auditTrail.query.byEntity({ companyId, entityId }).go({ pages: 'all' })).data.sort(
    (x, y) => x.doneAt.localeCompare(y.doneAt) || x.id.localeCompare(y.id),
  );

const setWindow = async (window: 'pmAgreement' | 'pmAssessment', open: boolean) => {
  const q = (
    await get<{ list: (TQuarter & { version: number })[] }>('/quarter/all', { annualPlanId }, a.admin.token)
  ).body.data.list[quarter]!;
  const r = await post(
    '/quarter/update',
    {
      annualPlanId,
      quarter,
      version: q.version,
      startDate: q.startDate,
      endDate: q.endDate,
      assessmentStartDate: q.assessmentStartDate,
      assessmentEndDate: q.assessmentEndDate,
      pmAgreementStartDate: q.pmAgreementStartDate,
      pmAgreementEndDate: q.pmAgreementEndDate,
      pmAssessmentStartDate: q.pmAssessmentStartDate,
      pmAssessmentEndDate: q.pmAssessmentEndDate,
      [`${window}StartDate`]: open ? q.startDate : null,
      [`${window}EndDate`]: open ? q.endDate : null,
    },
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
};

const actual = async (name: string, value: number) => {
  const detail = ok<TScorecardDetail>(
    await get('/corporate-scorecard/get', { id: periodic.id }, a.admin.token),
    'scorecard',
  );
  const kpi = detail.kpiList.find((k) => k.name === name)!;
  ok(
    await post(
      '/corporate-scorecard/update-actual',
      { scorecardId: periodic.id, kpiId: kpi.id, quarter, actual: value, version: kpi.version },
      a.admin.token,
    ),
    'kpi',
  );
};

/** A strategic plan (bands 0–59, 60–79, 80–99, 100–119, 120–149), its year and this quarter's periodic corporate scorecard. */
const build = async (t: Tenant) => {
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(t.admin.token, 'strategic', {
    description: unique('Company plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 1}-12-31`,
  });
  for (const target of [59, 79, 99, 119, 149]) await addRatingEntry(t.admin.token, plan, target);
  const annual = await addAnnualPlan(t.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`);
  const quarters = (
    await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId: annual.id }, t.admin.token)
  ).body.data.list;
  const q = quarters.find((x) => x.open.pmAgreement && x.open.pmAssessment && x.open.assessment)!.quarter;
  const strategic = await addScorecard(t.admin.token, plan, { includeKeyPerformanceArea: 'No' });
  const pt = `periodicTarget${q + 1}`;
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: strategic.id,
    name: 'Revenue',
    target: 1000,
    weight: 60,
    [pt]: 250,
  });
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: strategic.id,
    name: 'Complaints',
    target: 40,
    optionType: 'ASC',
    weight: 40,
    [pt]: 10,
  });
  const corporate = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add',
      { annualPlanId: annual.id, strategicScorecardId: strategic.id, name: 'Corporate year' },
      t.admin.token,
    ),
    'scorecard',
  );
  const p = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add-periodic',
      { annualScorecardId: corporate.id, quarter: q },
      t.admin.token,
    ),
    'scorecard',
  );
  return { plan, annual, q, corporate, periodicId: p.id };
};

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'company-a'),
    makePlanningTenant(owner, 'company-b'),
  ]);
  for (const t of [a, b]) {
    const r = await post(
      '/module/update',
      { companyId: t.companyId, moduleKey: 'performance', enabled: true },
      owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  }
  // the company's quarter score weighs 40% (company setting companyContributionPerformance)
  const company = ok<{ version: number }>(
    await get('/company/get-by-id', { id: a.companyId }, owner.token),
    'company',
  );
  ok(
    await post(
      '/company/set-company-contribution-performance',
      { id: a.companyId, version: company.version, companyContributionPerformance: 40 },
      owner.token,
    ),
  );
  const built = await build(a);
  annualPlanId = built.annual.id;
  strategicPlanId = built.plan.id;
  quarter = built.q;
  otherQuarter = (quarter + 1) % 4;
  annualCorporateId = built.corporate.id;
  periodic = ok<TScorecardDetail>(
    await get('/corporate-scorecard/get', { id: built.periodicId }, a.admin.token),
    'scorecard',
  );
  const other = await build(b);
  bPeriodicId = other.periodicId;
  bAnnualPlanId = other.annual.id;
  // Revenue 275 of 250 = 110% → band 4; Complaints 8 against 10, ASC = 125% → band 5
  await actual('Revenue', 275);
  await actual('Complaints', 8);
});

describe('corporate agreement status', () => {
  it('starts Draft at version 1; everyone who sees the scorecard reads it, only administrators may set it', async () => {
    const s = ok<TCorporateAgreement>(await agreement(periodic.id));
    expect(s).toMatchObject({
      scorecardId: periodic.id,
      annualPlanId,
      quarter,
      status: { id: 1, name: 'Draft' },
      version: 1,
      windowOpen: true,
      canSet: true,
      next: [{ id: 2, name: 'Submitted' }],
      history: [],
    });
    const mine = ok<TCorporateAgreement>(await agreement(periodic.id, a.employee.token));
    expect(mine).toMatchObject({ status: { id: 1, name: 'Draft' }, canSet: false, next: [] });
  });

  it('refuses strangers, employees, foreign and wrong ids, impossible moves and bad input, changing nothing', async () => {
    const before = await tenantSnapshot(a.companyId);
    const bBefore = await tenantSnapshot(b.companyId);
    expectFailed(
      await setAgreement({ id: periodic.id, status: 2, version: 1 }, a.employee.token),
      403,
      /^Only a company administrator, a Performance Management administrator or a Strategic Planning administrator can do this\.$/,
    );
    expectFailed(
      await agreement(bPeriodicId),
      404,
      /^id: no such periodic corporate scorecard in your company$/,
    );
    expectFailed(await setAgreement({ id: bPeriodicId, status: 2, version: 1 }), 404, /^id: no such/);
    expectFailed(await agreement(annualCorporateId), 404, /^id: no such periodic corporate scorecard/);
    expectFailed(await agreement(NOBODY), 404, /^id: no such/);
    expectFailed(
      await setAgreement({ id: periodic.id, status: 3, version: 1 }),
      409,
      /^The agreement cannot go from Draft to Agreed: submit it first\.$/,
    );
    expectFailed(
      await setAgreement({ id: periodic.id, status: 1, version: 1 }),
      409,
      /^The agreement is already Draft\.$/,
    );
    expectFailed(
      await setAgreement({ id: periodic.id, status: 4, version: 1 }),
      400,
      /status must be 1 \(Draft\), 2 \(Submitted\) or 3 \(Agreed\)/,
    );
    expectFailed(await setAgreement({ id: periodic.id, status: 2, version: 0 }), 400, /version/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    expect(await tenantSnapshot(b.companyId)).toBe(bBefore);
  });

  it('moves Draft → Submitted → Draft (returned) → Submitted → Agreed, versioned and audited in the same write', async () => {
    let s = ok<TCorporateAgreement>(await setAgreement({ id: periodic.id, status: 2, version: 1 }));
    expect(s).toMatchObject({ status: { id: 2, name: 'Submitted' }, version: 2 });
    expect(s.next.map((x) => x.name)).toEqual(['Agreed', 'Draft']);
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await setAgreement({ id: periodic.id, status: 3, version: 1 }),
      409,
      /^The agreement status of this scorecard was changed by someone else since you opened it\. Reload it and try again\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    s = ok<TCorporateAgreement>(await setAgreement({ id: periodic.id, status: 1, version: 2 }));
    expect(s).toMatchObject({ status: { id: 1, name: 'Draft' }, version: 3 });
    s = ok<TCorporateAgreement>(await setAgreement({ id: periodic.id, status: 2, version: 3 }));
    s = ok<TCorporateAgreement>(await setAgreement({ id: periodic.id, status: 3, version: 4 }));
    expect(s).toMatchObject({
      status: { id: 3, name: 'Agreed' },
      version: 5,
      next: [{ id: 1, name: 'Draft' }],
    });
    expect(s.history!.map((h) => `${h.from.name}→${h.to.name}`)).toEqual([
      'Submitted→Agreed',
      'Draft→Submitted',
      'Submitted→Draft',
      'Draft→Submitted',
    ]);
    const trail = (await auditOf(a.companyId, periodic.id)).filter(
      (e) => e.entityType === 'corporate-agreement-status',
    );
    expect(trail.map((e) => e.action)).toEqual(['submit', 'return', 'submit', 'agree']);
    expect(trail[3]).toMatchObject({
      before: { statusId: 2, status: 'Submitted' },
      after: { statusId: 3, status: 'Agreed' },
    });
    // the scorecard's own version is untouched: editing it never collides with the agreement
    const card = ok<TScorecardDetail>(
      await get('/corporate-scorecard/get', { id: periodic.id }, a.admin.token),
      'scorecard',
    );
    expect(card.version).toBe(periodic.version);
  });

  it('answers exactly `Period is closed` while the performance agreement window is shut, writing nothing', async () => {
    await setWindow('pmAgreement', false);
    try {
      const s = ok<TCorporateAgreement>(await agreement(periodic.id));
      expect(s.windowOpen).toBe(false);
      const before = await tenantSnapshot(a.companyId);
      expectFailed(await setAgreement({ id: periodic.id, status: 1, version: 5 }), 409, /^Period is closed$/);
      expect(await tenantSnapshot(a.companyId)).toBe(before);
    } finally {
      await setWindow('pmAgreement', true);
    }
    const s = ok<TCorporateAgreement>(await setAgreement({ id: periodic.id, status: 1, version: 5 }));
    expect(s).toMatchObject({ status: { id: 1, name: 'Draft' }, version: 6 });
    ok(await setAgreement({ id: periodic.id, status: 2, version: 6 }));
    ok(await setAgreement({ id: periodic.id, status: 3, version: 7 }));
  });
});

describe('company assessment', () => {
  let assessment: TCompanyAssessment;

  it('lists the plan’s quarters with their periodic corporate scorecards before any assessment', async () => {
    const r = ok<{
      list: TCompanyAssessment[];
      quarters: {
        quarter: number;
        scorecardCount: number;
        assessmentId: string | null;
        windowOpen: boolean;
      }[];
      contributionWeight: number;
    }>(await read('all', { annualPlanId }));
    expect(r.list).toEqual([]);
    expect(r.contributionWeight).toBe(40);
    expect(r.quarters).toHaveLength(4);
    expect(r.quarters[quarter]).toMatchObject({
      quarter,
      scorecardCount: 1,
      assessmentId: null,
      windowOpen: true,
    });
    expect(r.quarters[otherQuarter]).toMatchObject({ scorecardCount: 0 });
  });

  it('refuses non-administrators, foreign ids, a quarter with no scorecard and bad input, changing nothing', async () => {
    const before = await tenantSnapshot(a.companyId);
    const bBefore = await tenantSnapshot(b.companyId);
    expectFailed(await read('all', { annualPlanId }, a.employee.token), 403, ADMIN_ONLY);
    expectFailed(await write('add', { annualPlanId, quarter }, a.employee.token), 403, ADMIN_ONLY);
    expectFailed(
      await read('all', { annualPlanId: bAnnualPlanId }),
      404,
      /^annualPlanId: no such annual plan in your company$/,
    );
    expectFailed(
      await write('add', { annualPlanId: bAnnualPlanId, quarter }),
      404,
      /^annualPlanId: no such annual plan/,
    );
    expectFailed(
      await write('add', { annualPlanId, quarter: otherQuarter }),
      422,
      /^quarter: the annual plan has no Q\d periodic corporate scorecard to assess\. Build it first/,
    );
    expectFailed(await write('add', { annualPlanId, quarter: 4 }), 400, /quarter must be 0, 1, 2 or 3/);
    expectFailed(await read('get', { id: NOBODY }), 404, /^id: no such company assessment$/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    expect(await tenantSnapshot(b.companyId)).toBe(bBefore);
  });

  it('adds the quarter’s assessment scored by the engine: 4 × 60% + 5 × 40% = 4.4; contribution 4.4 × 40% = 1.76', async () => {
    assessment = ok<TCompanyAssessment>(
      await write('add', {
        annualPlanId,
        quarter,
        comments: '<p>Strong <b>quarter</b><script>alert(1)</script><img src=x onerror=alert(2)></p>',
      }),
      'assessment',
    );
    expect(assessment).toMatchObject({
      annualPlanId,
      quarter,
      quarterLabel: `Q${quarter + 1}`,
      scorecardIds: [periodic.id],
      computedScore: 4.4,
      computedColorValue: '#003473',
      adjustedScore: null,
      finalScore: 4.4,
      finalColorValue: '#003473',
      contributionWeight: 40,
      contribution: 1.76,
      comments: '<p>Strong <b>quarter</b></p>',
      status: 'Draft',
      assessedByName: expect.any(String),
      completedAt: null,
      version: 1,
    });
    expectFailed(
      await write('add', { annualPlanId, quarter }),
      409,
      /^The Q\d company assessment of this annual plan already exists/,
    );
    const ctx = { companyId: a.companyId } as Ctx;
    expect(await findCompanyAssessment(ctx, annualPlanId, quarter)).toMatchObject({
      assessmentId: assessment.id,
      finalScore: 4.4,
    });
    expect(await findCompanyAssessment(ctx, annualPlanId, otherQuarter)).toBeNull();
    expect(await findCompanyAssessment({ companyId: b.companyId } as Ctx, annualPlanId, quarter)).toBeNull();
    const list = ok<{ list: TCompanyAssessment[]; quarters: { assessmentId: string | null }[] }>(
      await read('all', { annualPlanId }),
    );
    expect(list.list.map((x) => x.id)).toEqual([assessment.id]);
    expect(list.quarters[quarter]!.assessmentId).toBe(assessment.id);
  });

  it('reads one with the quarter’s scorecard scored now, read-only; refuses outsiders', async () => {
    const r = ok<{
      assessment: TCompanyAssessment;
      scorecards: TScorecardDetail[];
      currentScore: number;
      windowOpen: boolean;
    }>(await read('get', { id: assessment.id }));
    expect(r.assessment.id).toBe(assessment.id);
    expect(r.currentScore).toBe(4.4);
    expect(r.windowOpen).toBe(true);
    expect(r.scorecards.map((s) => s.id)).toEqual([periodic.id]);
    expect(r.scorecards[0]!.kpiList.map((k) => [k.name, k.percent, k.score, k.weightedScore])).toEqual(
      expect.arrayContaining([
        ['Revenue', 110, 4, 2.4],
        ['Complaints', 125, 5, 2],
      ]),
    );
    expectFailed(
      await read('get', { id: assessment.id }, b.admin.token),
      404,
      /^id: no such company assessment$/,
    );
    expectFailed(await read('get', { id: assessment.id }, a.employee.token), 403, ADMIN_ONLY);
  });

  it('adjusts (two decimals at most), re-scores a Draft from its scorecard, refuses stale versions', async () => {
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('update', { id: assessment.id, version: 1, adjustedScore: 4.257 }),
      400,
      /at most 2 decimals/,
    );
    expectFailed(
      await write('update', { id: assessment.id, version: 1, adjustedScore: 6.5 }),
      400,
      /from 0 to 6/,
    );
    expectFailed(
      await write('update', { id: assessment.id, version: 1, adjustedScore: 5 }, a.employee.token),
      403,
      ADMIN_ONLY,
    );
    expectFailed(
      await write('update', { id: assessment.id, version: 1, adjustedScore: 5 }, b.admin.token),
      404,
      /^id: no such/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    assessment = ok<TCompanyAssessment>(
      await write('update', { id: assessment.id, version: 1, adjustedScore: 4.25 }),
      'assessment',
    );
    expect(assessment).toMatchObject({
      computedScore: 4.4,
      adjustedScore: 4.25,
      finalScore: 4.25,
      contribution: 1.7,
      version: 2,
    });
    const stale = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('update', { id: assessment.id, version: 1, comments: 'x' }),
      409,
      /^This company assessment was changed by someone else since you opened it\. Reload it and try again\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(stale);
    // Revenue falls to 200 of 250 = 80% → band 3: 3 × 60% + 5 × 40% = 3.8 (rounds to 4: band 4's colour)
    await actual('Revenue', 200);
    const now = ok<{ assessment: TCompanyAssessment; currentScore: number }>(
      await read('get', { id: assessment.id }),
    );
    expect([now.assessment.computedScore, now.currentScore]).toEqual([4.4, 3.8]);
    assessment = ok<TCompanyAssessment>(
      await write('update', { id: assessment.id, version: 2, comments: '<p>Revenue slipped</p>' }),
      'assessment',
    );
    expect(assessment).toMatchObject({
      computedScore: 3.8,
      adjustedScore: 4.25,
      finalScore: 4.25,
      comments: '<p>Revenue slipped</p>',
      version: 3,
    });
    assessment = ok<TCompanyAssessment>(
      await write('update', { id: assessment.id, version: 3, adjustedScore: null }),
      'assessment',
    );
    expect(assessment).toMatchObject({
      adjustedScore: null,
      finalScore: 3.8,
      computedColorValue: '#003473',
      contribution: 1.52,
      version: 4,
    });
  });

  it('completes (frozen: changes and delete refused until reopened); Period is closed while the window is shut', async () => {
    assessment = ok<TCompanyAssessment>(
      await write('update', { id: assessment.id, version: 4, status: 'Complete' }),
      'assessment',
    );
    expect(assessment).toMatchObject({ status: 'Complete', completedByName: expect.any(String), version: 5 });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('update', { id: assessment.id, version: 5, comments: 'late' }),
      409,
      /^The Q\d company assessment is Complete: reopen it \(status Draft\) before changing it\.$/,
    );
    expectFailed(
      await write('update', { id: assessment.id, version: 5, status: 'Draft', adjustedScore: 2 }),
      409,
      /is Complete: reopen it/,
    );
    expectFailed(
      await write('delete', { id: assessment.id, version: 5 }),
      409,
      /is Complete: reopen it \(status Draft\) before deleting it\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    await setWindow('pmAssessment', false);
    try {
      const closed = await tenantSnapshot(a.companyId);
      expectFailed(
        await write('update', { id: assessment.id, version: 5, status: 'Draft' }),
        409,
        /^Period is closed$/,
      );
      expect(await tenantSnapshot(a.companyId)).toBe(closed);
    } finally {
      await setWindow('pmAssessment', true);
    }
    assessment = ok<TCompanyAssessment>(
      await write('update', { id: assessment.id, version: 5, status: 'Draft' }),
      'assessment',
    );
    expect(assessment).toMatchObject({
      status: 'Draft',
      completedAt: null,
      completedByName: null,
      version: 6,
    });
  });

  it('deletes a Draft at its version, audited; every write left its trail', async () => {
    const before = await tenantSnapshot(a.companyId);
    expectFailed(await write('delete', { id: assessment.id, version: 5 }), 409, /changed by someone else/);
    expectFailed(await write('delete', { id: assessment.id, version: 6 }, a.employee.token), 403, ADMIN_ONLY);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    ok(await write('delete', { id: assessment.id, version: 6 }), 'assessment');
    expect(ok<{ list: TCompanyAssessment[] }>(await read('all', { annualPlanId })).list).toEqual([]);
    expectFailed(await read('get', { id: assessment.id }), 404, /^id: no such company assessment$/);
    const trail = await auditOf(a.companyId, assessment.id);
    expect(trail.map((e) => e.action)).toEqual([
      'add',
      'update',
      'update',
      'update',
      'complete',
      'reopen',
      'delete',
    ]);
    expect(trail.every((e) => e.entityType === 'company-assessment')).toBe(true);
    expect(trail[1]).toMatchObject({
      before: { adjustedScore: null, finalScore: 4.4 },
      after: { adjustedScore: 4.25, finalScore: 4.25 },
    });
    expect(strategicPlanId).toBeTruthy();
  });
});

describe('the demo seed', () => {
  it('gives Acme a quarter with its corporate agreement Agreed and its company assessment Complete', async () => {
    const admin = await findAccountByEmail('admin@acme.test');
    const companyId = admin!.tenantId!;
    const assessments = (
      await db().entities.companyAssessment.query.byPlan({ companyId }).go({ pages: 'all' })
    ).data;
    const done = assessments.filter((x) => x.status === 'Complete');
    expect(done).toHaveLength(1);
    expect(done[0]!.computedScore).toBeGreaterThan(0);
    const card = (
      await db().entities.scorecard.get({ companyId, scorecardId: done[0]!.scorecardIds[0]! }).go()
    ).data;
    expect(card).toMatchObject({
      kind: 'corporate-periodic',
      quarter: done[0]!.quarter,
      agreementStatusId: 3,
    });
  });
});
