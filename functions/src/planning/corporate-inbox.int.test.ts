import type { TCorporateAccess, TScorecard, TScorecardDetail } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { addPerson, type Who } from '../../../tests/support/performance';
import { addAnnualPlan, addPerspective, addPlan, makePlanningTenant } from '../../../tests/support/planning';
import { addKpa, addScorecard, planningSnapshot, saveKpi } from '../../../tests/support/scorecard';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

/**
 * My inbox's corporate scorecards (docs/planning.md "Corporate scorecards in my inbox"): the head
 * of a business unit that owns the strategy plan builds and edits the corporate scorecards; a
 * head of another unit and a plain employee may not; showing, hiding and deleting stay with the
 * administrators.
 */
let a: Tenant;
let b: Tenant;
let owner: Session;
let bea: Who;
let hal: Who;
let annualPlanId: string;
let strategicId: string;
let foreignCorporate: TScorecard;

const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as Record<string, T>)[key]!;
};
const failed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const access = async (token: string) =>
  (await get<TCorporateAccess>('/corporate-scorecard/my-access', {}, token)).body.data;

const yearOf = async (t: Tenant) => {
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
    periodicTarget2: 100,
    periodicTarget3: 100,
    periodicTarget4: 100,
  });
  const annual = await addAnnualPlan(t.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`);
  return { annualPlanId: annual.id, strategicId: card.id };
};

const businessUnit = async (t: Tenant, name: string, strategyPlanOwner: 'Yes' | 'No') =>
  ok<{ id: string }>(
    await post(
      '/business-unit/add',
      { name: unique(name), status: 'Active', strategyPlanOwner },
      t.admin.token,
    ),
    'business_unit',
  );

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'inbox-a'), makePlanningTenant(owner, 'inbox-b')]);
  const [owning, other] = [
    await businessUnit(a, 'Head office', 'Yes'),
    await businessUnit(a, 'Retail', 'No'),
  ];
  [bea, hal] = [
    await addPerson(a, 'Bea', { unitId: owning.id, businessUnitHead: 'Yes' }),
    await addPerson(a, 'Hal', { unitId: other.id, businessUnitHead: 'Yes' }),
  ];
  ({ annualPlanId, strategicId } = await yearOf(a));
  const foreign = await yearOf(b);
  foreignCorporate = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add',
      { annualPlanId: foreign.annualPlanId, strategicScorecardId: foreign.strategicId, name: 'Theirs' },
      b.admin.token,
    ),
    'scorecard',
  );
});

describe('corporate scorecards in my inbox', () => {
  it('tells each person whether they answer for corporate scorecards', async () => {
    expect(await access(a.admin.token)).toMatchObject({ admin: true, responsible: true, units: [] });
    expect(await access(a.employee.token)).toEqual({ admin: false, responsible: false, units: [] });
    expect(await access(hal.token)).toEqual({ admin: false, responsible: false, units: [] });
    const mine = await access(bea.token);
    expect(mine).toMatchObject({ admin: false, responsible: true });
    expect(mine.units).toHaveLength(1);
    expect(mine.units[0]!.name).toMatch(/^Head office/);
  });

  it('lets the responsible head build and edit them, refuses bad input, stale versions, foreign ids and other people', async () => {
    const add = { annualPlanId, strategicScorecardId: strategicId, name: 'Corporate year' };
    // Not responsible: refused, nothing written.
    const before = await planningSnapshot(a.companyId, []);
    for (const token of [a.employee.token, hal.token]) {
      failed(await post('/corporate-scorecard/add', add, token), 403, /head of a business unit/);
    }
    // Bad input: 400, nothing written.
    failed(await post('/corporate-scorecard/add', { ...add, name: '' }, bea.token), 400, /name/);
    expect(await planningSnapshot(a.companyId, [])).toBe(before);

    const annual = ok<TScorecard>(await post('/corporate-scorecard/add', add, bea.token), 'scorecard');
    expect(annual).toMatchObject({ kind: 'corporate-annual', name: 'Corporate year' });
    const periodic = ok<TScorecard>(
      await post(
        '/corporate-scorecard/add-periodic',
        { annualScorecardId: annual.id, quarter: 0 },
        bea.token,
      ),
      'scorecard',
    );
    expect(periodic).toMatchObject({ kind: 'corporate-periodic', quarter: 0 });

    const detail = ok<TScorecardDetail>(
      await get('/corporate-scorecard/get', { id: annual.id }, bea.token),
      'scorecard',
    );
    const kpi = detail.kpiList[0]!;
    const saved = ok<{ version: number; target: number | null }>(
      await post(
        '/corporate-scorecard/save-kpi',
        { scorecardId: annual.id, id: kpi.id, version: kpi.version, target: 420 },
        bea.token,
      ),
      'kpi',
    );
    expect(saved.target).toBe(420);

    const snapshot = await planningSnapshot(a.companyId, [annual.id, periodic.id]);
    // The version read before the save is stale now.
    failed(
      await post(
        '/corporate-scorecard/save-kpi',
        { scorecardId: annual.id, id: kpi.id, version: kpi.version, target: 430 },
        bea.token,
      ),
      409,
      /changed|version/i,
    );
    failed(
      await post(
        '/corporate-scorecard/save-kpi',
        { scorecardId: annual.id, id: kpi.id, version: saved.version, weight: 'lots' },
        bea.token,
      ),
      400,
      /weight/,
    );
    failed(
      await post(
        '/corporate-scorecard/save-kpi',
        { scorecardId: annual.id, id: kpi.id, version: saved.version, target: 1 },
        hal.token,
      ),
      403,
      /head of a business unit/,
    );
    // Another company's corporate scorecard does not exist here.
    failed(
      await post(
        '/corporate-scorecard/add-periodic',
        { annualScorecardId: foreignCorporate.id, quarter: 1 },
        bea.token,
      ),
      404,
      /no such/,
    );
    failed(
      await post(
        '/corporate-scorecard/update',
        { id: foreignCorporate.id, version: foreignCorporate.version, name: 'Mine', ratingMode: 'automatic' },
        bea.token,
      ),
      404,
      /no such/,
    );
    // Showing, hiding and deleting stay with the administrators.
    failed(
      await post('/corporate-scorecard/delete', { id: periodic.id, version: periodic.version }, bea.token),
      403,
      /administrator/,
    );
    failed(
      await post(
        '/corporate-scorecard/set-visible',
        { id: annual.id, version: annual.version, visible: false },
        bea.token,
      ),
      403,
      /administrator/,
    );
    expect(await planningSnapshot(a.companyId, [annual.id, periodic.id])).toBe(snapshot);

    const renamed = ok<TScorecard>(
      await post(
        '/corporate-scorecard/update',
        { id: annual.id, version: annual.version, name: 'Corporate year (revised)', ratingMode: 'automatic' },
        bea.token,
      ),
      'scorecard',
    );
    expect(renamed.name).toBe('Corporate year (revised)');
  });
});
