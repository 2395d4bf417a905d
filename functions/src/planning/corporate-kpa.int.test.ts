import type { TKpa, TKpi, TScorecard, TScorecardDetail } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { addAnnualPlan, addPerspective, addPlan, makePlanningTenant } from '../../../tests/support/planning';
import { addKpa, addScorecard, planningSnapshot, saveKpi } from '../../../tests/support/scorecard';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

/**
 * A corporate scorecard's own KPAs and KPIs (docs/planning.md "Corporate scorecards: KPAs and
 * KPIs"): added, renamed and deleted beside the ones copied from the strategic scorecard; weights
 * reported as the strategic scorecard reports them; deleting what is in use refused (422); stale
 * versions 409, other companies' ids 404, other people 403, bad input 400 — nothing changed.
 */
let a: Tenant;
let b: Tenant;
let perspectiveId: string;
let annual: TScorecard;
let foreign: TScorecardDetail;

const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.res).toBe('SUCCESS');
  return (r.body.data as Record<string, T>)[key]!;
};
const failed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const read = async (t: Tenant, id: string) =>
  ok<TScorecardDetail>(await get('/corporate-scorecard/get', { id }, t.admin.token), 'scorecard');

/** A year of a strategic plan whose scorecard (KPA Growth, KPI Revenue weighing 100) is copied into an annual corporate one. */
const corporateOf = async (t: Tenant) => {
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(t.admin.token, 'strategic', {
    description: unique('Plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 2}-12-31`,
  });
  const perspective = await addPerspective(t.admin.token, plan, 'Financial');
  const card = await addScorecard(t.admin.token, plan, { name: unique('Strategy') });
  const kpa = await addKpa(t.admin.token, 'strategic', card.id, 'Growth', perspective.id);
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: card.id,
    kpaId: kpa.id,
    name: 'Revenue',
    target: 400,
    weight: 100,
    periodicTarget1: 100,
  });
  const year = await addAnnualPlan(t.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`);
  const corporate = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add',
      { annualPlanId: year.id, strategicScorecardId: card.id, name: 'Corporate year' },
      t.admin.token,
    ),
    'scorecard',
  );
  return { corporate, perspectiveId: perspective.id };
};

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'ckpa-a'), makePlanningTenant(owner, 'ckpa-b')]);
  ({ corporate: annual, perspectiveId } = await corporateOf(a));
  foreign = await read(b, (await corporateOf(b)).corporate.id);
});

describe('corporate scorecard KPAs and KPIs', () => {
  it('adds, renames and deletes a KPA and a KPI under it, the weights reported as the strategic scorecard reports them', async () => {
    const kpa = ok<TKpa>(
      await post(
        '/corporate-scorecard/add-kpa',
        { scorecardId: annual.id, name: 'Customers', perspectiveId },
        a.admin.token,
      ),
      'kpa',
    );
    expect(kpa).toMatchObject({ name: 'Customers', perspectiveName: 'Financial', kpiCount: 0, version: 1 });

    const renamed = ok<TKpa>(
      await post(
        '/corporate-scorecard/update-kpa',
        { scorecardId: annual.id, id: kpa.id, version: kpa.version, name: 'Clients', perspectiveId: null },
        a.admin.token,
      ),
      'kpa',
    );
    expect(renamed).toMatchObject({ name: 'Clients', perspectiveId: null, version: 2 });
    // The version read before the rename is stale: 409, nothing changed.
    const beforeStale = await planningSnapshot(a.companyId, [annual.id]);
    failed(
      await post(
        '/corporate-scorecard/update-kpa',
        { scorecardId: annual.id, id: kpa.id, version: kpa.version, name: 'Lost' },
        a.admin.token,
      ),
      409,
      /changed|version/i,
    );
    expect(await planningSnapshot(a.companyId, [annual.id])).toBe(beforeStale);

    const kpi = ok<TKpi>(
      await post(
        '/corporate-scorecard/add-kpi',
        {
          scorecardId: annual.id,
          kpaId: kpa.id,
          name: 'Retention',
          target: 90,
          weight: 20,
          kpiType: 'Quantitative',
        },
        a.admin.token,
      ),
      'kpi',
    );
    expect(kpi).toMatchObject({ name: 'Retention', kpaId: kpa.id, target: 90, weight: 20, version: 1 });
    // Revenue 100 + Retention 20: the weights total 120 and are reported invalid, as on a strategic scorecard.
    let detail = await read(a, annual.id);
    expect(detail.kpiList).toHaveLength(2);
    expect(detail).toMatchObject({ weightTotal: 120, weightsValid: false, kpaCount: 2, kpiCount: 2 });
    expect(detail.kpaList.find((k) => k.id === kpa.id)).toMatchObject({ kpiCount: 1, weightTotal: 20 });

    // A KPA with a KPI under it is in use: 422, nothing changed.
    const inUse = await planningSnapshot(a.companyId, [annual.id]);
    failed(
      await post(
        '/corporate-scorecard/delete-kpa',
        { scorecardId: annual.id, id: kpa.id, version: renamed.version },
        a.admin.token,
      ),
      422,
      /“Clients” is in use: 1 KPI is filed under it/,
    );
    expect(await planningSnapshot(a.companyId, [annual.id])).toBe(inUse);

    ok<TKpi>(
      await post(
        '/corporate-scorecard/delete-kpi',
        { scorecardId: annual.id, id: kpi.id, version: kpi.version },
        a.admin.token,
      ),
      'kpi',
    );
    ok<TKpa>(
      await post(
        '/corporate-scorecard/delete-kpa',
        { scorecardId: annual.id, id: kpa.id, version: renamed.version },
        a.admin.token,
      ),
      'kpa',
    );
    detail = await read(a, annual.id);
    expect(detail).toMatchObject({ weightTotal: 100, weightsValid: true, kpaCount: 1, kpiCount: 1 });
  });

  it('refuses deleting a KPI with results, or a KPA or KPI a periodic scorecard carries (422)', async () => {
    const { corporate } = await corporateOf(a);
    const detail = await read(a, corporate.id);
    const revenue = detail.kpiList[0]!;
    const growth = detail.kpaList[0]!;
    const withYtd = ok<TKpi>(
      await post(
        '/corporate-scorecard/save-kpi',
        { scorecardId: corporate.id, id: revenue.id, version: revenue.version, ytd: 120 },
        a.admin.token,
      ),
      'kpi',
    );
    const before = await planningSnapshot(a.companyId, [corporate.id]);
    failed(
      await post(
        '/corporate-scorecard/delete-kpi',
        { scorecardId: corporate.id, id: revenue.id, version: withYtd.version },
        a.admin.token,
      ),
      422,
      /“Revenue” is in use: results are entered on it \(ytd\)/,
    );
    expect(await planningSnapshot(a.companyId, [corporate.id])).toBe(before);

    // A new KPA copied into the Q1 periodic scorecard is in use there.
    const extra = ok<TKpa>(
      await post(
        '/corporate-scorecard/add-kpa',
        { scorecardId: corporate.id, name: 'People' },
        a.admin.token,
      ),
      'kpa',
    );
    const staff = ok<TKpi>(
      await post(
        '/corporate-scorecard/add-kpi',
        { scorecardId: corporate.id, kpaId: extra.id, name: 'Staff trained', target: 10, weight: 0 },
        a.admin.token,
      ),
      'kpi',
    );
    ok<TScorecard>(
      await post(
        '/corporate-scorecard/add-periodic',
        { annualScorecardId: corporate.id, quarter: 0 },
        a.admin.token,
      ),
      'scorecard',
    );
    const carried = await planningSnapshot(a.companyId, [corporate.id]);
    failed(
      await post(
        '/corporate-scorecard/delete-kpi',
        { scorecardId: corporate.id, id: staff.id, version: staff.version },
        a.admin.token,
      ),
      422,
      /“Staff trained” is in use: the Q1 periodic scorecard carries it/,
    );
    expect(await planningSnapshot(a.companyId, [corporate.id])).toBe(carried);
    failed(
      await post(
        '/corporate-scorecard/delete-kpa',
        { scorecardId: corporate.id, id: growth.id, version: growth.version },
        a.admin.token,
      ),
      422,
      /in use/,
    );
  });

  it('refuses bad input (400), other people (403) and another company’s ids (404), changing nothing', async () => {
    const detail = await read(a, annual.id);
    const kpa = detail.kpaList[0]!;
    const before = await planningSnapshot(a.companyId, [annual.id]);
    failed(
      await post('/corporate-scorecard/add-kpa', { scorecardId: annual.id, name: '' }, a.admin.token),
      400,
      /name/,
    );
    failed(
      await post(
        '/corporate-scorecard/add-kpi',
        { scorecardId: annual.id, kpaId: kpa.id, name: 'Heavy', weight: 150 },
        a.admin.token,
      ),
      400,
      /weight/,
    );
    // A scorecard that keeps its KPIs under KPAs needs the KPI's KPA.
    failed(
      await post('/corporate-scorecard/add-kpi', { scorecardId: annual.id, name: 'Loose' }, a.admin.token),
      422,
      /kpaId/,
    );
    failed(
      await post('/corporate-scorecard/add-kpa', { scorecardId: annual.id, name: 'Mine' }, a.employee.token),
      403,
      /corporate scorecards/,
    );
    const theirs = foreign.kpaList[0]!;
    failed(
      await post(
        '/corporate-scorecard/add-kpa',
        { scorecardId: foreign.id, name: 'Intruder' },
        a.admin.token,
      ),
      404,
      /scorecardId/,
    );
    failed(
      await post(
        '/corporate-scorecard/update-kpa',
        { scorecardId: foreign.id, id: theirs.id, version: theirs.version, name: 'Intruder' },
        a.admin.token,
      ),
      404,
      /scorecardId/,
    );
    failed(
      await post(
        '/corporate-scorecard/delete-kpa',
        { scorecardId: annual.id, id: theirs.id, version: theirs.version },
        a.admin.token,
      ),
      404,
      /no such key performance area/,
    );
    failed(
      await post(
        '/corporate-scorecard/delete-kpi',
        { scorecardId: foreign.id, id: foreign.kpiList[0]!.id, version: 1 },
        a.admin.token,
      ),
      404,
      /scorecardId/,
    );
    expect(await planningSnapshot(a.companyId, [annual.id])).toBe(before);
    expect((await read(b, foreign.id)).kpaList).toEqual(foreign.kpaList);
  });
});
