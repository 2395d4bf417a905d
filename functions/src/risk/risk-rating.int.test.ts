import type {
  TRiskCategory,
  TRiskMatrixEntry,
  TRiskRatingType,
  TRiskScalePoint,
  TRiskTeam,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import {
  addCategory,
  addTeam,
  defaultType,
  identify,
  makeRiskTenant,
  readSetup,
} from '../../../tests/support/risk';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;
/** a company without Risk Management */
let off: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b, off] = await Promise.all([
    makeRiskTenant(owner, 'rating-a'),
    makeRiskTenant(owner, 'rating-b'),
    makeTenant(owner, 'rating-off'),
  ]);
  // B's set-up exists, so its ids can be named from A.
  await readSetup(b.admin.token);
});

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const call = <T>(action: string, body: Record<string, unknown>, token = a.admin.token) =>
  post<{ item: T }>(`/risk-rating/${action}`, body, token);

const matrix = async (riskRatingTypeId: string, token = a.admin.token) => {
  const r = await get<{ ratingType: TRiskRatingType; list: TRiskMatrixEntry[] }>(
    '/risk-rating/matrix',
    { riskRatingTypeId },
    token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const cell = (list: TRiskMatrixEntry[], impact: number, likelihood: number) =>
  list.find((e) => e.impact === impact && e.likelihood === likelihood)!;

describe('a new company’s set-up', () => {
  it('starts with the spec’s scales and a Default four-level 5×5 matrix, written once', async () => {
    const fresh = await makeRiskTenant(owner, 'rating-new');
    // Two first reads at once: the defaults are written once.
    const [first, second] = await Promise.all([
      readSetup(fresh.employee.token),
      readSetup(fresh.admin.token),
    ]);
    expect(second.types.map((t) => t.id)).toEqual(first.types.map((t) => t.id));
    expect(first.impacts.map((p) => `${p.score} ${p.name}`)).toEqual([
      '1 Insignificant',
      '2 Minor',
      '3 Moderate',
      '4 Major',
      '5 Catastrophic',
    ]);
    expect(first.likelihoods.map((p) => `${p.score} ${p.name}`)).toEqual([
      '1 Rare',
      '2 Unlikely',
      '3 Possible',
      '4 Likely',
      '5 Certain',
    ]);
    expect(first.types).toHaveLength(1);
    const type = first.types[0]!;
    expect(type).toMatchObject({
      name: 'Default',
      scheme: 'four-level',
      thresholds: [4, 8, 15],
      riskCount: 0,
      bands: [
        { level: 'Low', min: 1, max: 3, colour: '#10B981' },
        { level: 'Moderate', min: 4, max: 7, colour: '#FACC15' },
        { level: 'High', min: 8, max: 14, colour: '#F97316' },
        { level: 'Extreme', min: 15, max: 25, colour: '#EF4444' },
      ],
    });
    const { list } = await matrix(type.id, fresh.employee.token);
    expect(list).toHaveLength(25);
    // Hand-worked: 1×3 = 3 Low, 2×2 = 4 Moderate, 4×3 = 12 High, 4×4 = 16 Extreme, 5×5 = 25 Extreme.
    expect(
      [cell(list, 1, 3), cell(list, 2, 2), cell(list, 4, 3), cell(list, 4, 4), cell(list, 5, 5)].map((e) => [
        e.ratingScore,
        e.level,
        e.colour,
      ]),
    ).toEqual([
      [3, 'Low', '#10B981'],
      [4, 'Moderate', '#FACC15'],
      [12, 'High', '#F97316'],
      [16, 'Extreme', '#EF4444'],
      [25, 'Extreme', '#EF4444'],
    ]);
    const trail = (
      await db()
        .entities.auditTrail.query.byEntity({ companyId: fresh.companyId, entityId: fresh.companyId })
        .go()
    ).data.filter((e) => e.entityType === 'risk-setup');
    expect(trail).toHaveLength(1);
  });
});

describe('rating types', () => {
  it('adds a three-level type with the default matrix, re-bands it and deletes it, audited', async () => {
    const name = unique('Financial');
    const added = await call<TRiskRatingType>('add-type', { name, scheme: 'three-level' });
    expect(added.status, added.body.err_msg).toBe(200);
    const type = added.body.data.item;
    expect(type).toMatchObject({ name, scheme: 'three-level', thresholds: [5, 12], version: 1 });
    let m = await matrix(type.id);
    expect(m.list).toHaveLength(25);
    // 2×2 = 4 Low, 3×2 = 6 Medium (orange), 4×3 = 12 High (red) on three levels.
    expect(
      [cell(m.list, 2, 2), cell(m.list, 3, 2), cell(m.list, 4, 3)].map((e) => [e.level, e.colour]),
    ).toEqual([
      ['Low', '#10B981'],
      ['Medium', '#F97316'],
      ['High', '#EF4444'],
    ]);

    const changed = await call<TRiskRatingType>('update-type', {
      id: type.id,
      version: 1,
      name,
      scheme: 'three-level',
      thresholds: [4, 16],
    });
    expect(changed.status, changed.body.err_msg).toBe(200);
    expect(changed.body.data.item).toMatchObject({ thresholds: [4, 16], version: 2 });
    m = await matrix(type.id);
    // The same cells, re-banded: 4 is now Medium, 12 is Medium.
    expect([cell(m.list, 2, 2).level, cell(m.list, 4, 3).level, cell(m.list, 4, 4).level]).toEqual([
      'Medium',
      'Medium',
      'High',
    ]);

    const deleted = await call('delete-type', { id: type.id, version: 2 });
    expect(deleted.status, deleted.body.err_msg).toBe(200);
    expectFailed(
      await get('/risk-rating/matrix', { riskRatingTypeId: type.id }, a.admin.token),
      404,
      /^riskRatingTypeId: no such rating type/,
    );
    const trail = (
      await db().entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: type.id }).go()
    ).data;
    expect(trail.map((e) => e.action).sort()).toEqual(['add', 'delete', 'update']);
  });

  it('refuses bad bands, a taken name and a stale version, changing nothing', async () => {
    await readSetup(a.admin.token);
    const type = (await call<TRiskRatingType>('add-type', { name: unique('Ops') })).body.data.item;
    await call('update-type', { id: type.id, version: 1, name: type.name });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('add-type', { name: unique('X'), thresholds: [4, 8] }),
      400,
      /^thresholds: give 3 lowest scores, one for each of Moderate, High, Extreme$/,
    );
    expectFailed(
      await call('add-type', { name: unique('X'), scheme: 'three-level', thresholds: [9, 3] }),
      400,
      /^thresholds: the lowest score of High must be above that of Medium$/,
    );
    expectFailed(await call('add-type', { name: unique('X'), scheme: 'five-level' }), 400, /^scheme: /);
    expectFailed(await call('add-type', { name: ' ' }), 400, /^name is required/);
    expectFailed(
      await call('add-type', { name: 'default' }),
      409,
      /^name: a rating type named “default” already exists\.$/,
    );
    expectFailed(
      await call('update-type', { id: type.id, version: 1, name: 'Renamed' }),
      409,
      /changed by someone else/,
    );
    expectFailed(await call('delete-type', { id: type.id, version: 1 }), 409, /changed by someone else/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('cannot be deleted while it rates a risk', async () => {
    const type = (await call<TRiskRatingType>('add-type', { name: unique('Used') })).body.data.item;
    const category = await addCategory(a.admin.token, unique('Cat'));
    await identify(a.admin.token, 'management', {
      title: 'Rated',
      categoryId: category.id,
      ownerId: a.admin.employeeId!,
      riskRatingTypeId: type.id,
      impact: 2,
      likelihood: 2,
    });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('delete-type', { id: type.id, version: 1 }),
      409,
      /^“.+” rates 1 risk: rate it with another rating type first\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const read = (await readSetup(a.admin.token)).types.find((t) => t.id === type.id);
    expect(read?.riskCount).toBe(1);
  });
});

describe('the scales', () => {
  it('renames a point, refuses a taken score or name, and deletes a point no risk is rated at', async () => {
    const { impacts } = await readSetup(a.admin.token);
    const major = impacts.find((p) => p.score === 4)!;
    const renamed = await call<TRiskScalePoint>('update-impact', {
      id: major.id,
      version: major.version,
      name: 'Severe',
    });
    expect(renamed.status, renamed.body.err_msg).toBe(200);
    expect(renamed.body.data.item).toMatchObject({ score: 4, name: 'Severe', version: major.version + 1 });

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('add-impact', { name: 'Huge', score: 4 }),
      409,
      /^score: the impact scale already names 4 “Severe”\.$/,
    );
    expectFailed(
      await call('add-impact', { name: 'Huge', score: 6 }),
      400,
      /^score: must be a whole number from 1 to 5/,
    );
    expectFailed(
      await call('update-likelihood', {
        id: (await readSetup(a.admin.token)).likelihoods[0]!.id,
        version: 1,
        name: 'certain',
      }),
      409,
      /^name: the likelihood scale already names 5 “Certain”\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    // Nobody is rated at likelihood 5 in this company yet: it can go, and come back.
    const certain = (await readSetup(a.admin.token)).likelihoods.find((p) => p.score === 5)!;
    const gone = await call('delete-likelihood', { id: certain.id, version: certain.version });
    expect(gone.status, gone.body.err_msg).toBe(200);
    expect((await readSetup(a.admin.token)).likelihoods.map((p) => p.score)).toEqual([1, 2, 3, 4]);
    const back = await call<TRiskScalePoint>('add-likelihood', { name: 'Almost certain', score: 5 });
    expect(back.status, back.body.err_msg).toBe(200);
    expect(back.body.data.item).toMatchObject({ axis: 'likelihood', score: 5, name: 'Almost certain' });
  });

  it('keeps a point risks are rated at', async () => {
    const t = await makeRiskTenant(owner, 'rating-scale');
    const type = await defaultType(t.admin.token);
    const category = await addCategory(t.admin.token, 'Operations');
    await identify(t.admin.token, 'assessment', {
      title: 'Rated at 3',
      categoryId: category.id,
      ownerId: t.admin.employeeId!,
      riskRatingTypeId: type.id,
      impact: 3,
      likelihood: 2,
    });
    const moderate = (await readSetup(t.admin.token)).impacts.find((p) => p.score === 3)!;
    const before = await tenantSnapshot(t.companyId);
    expectFailed(
      await post('/risk-rating/delete-impact', { id: moderate.id, version: moderate.version }, t.admin.token),
      409,
      /^Risks are rated at impact 3 “Moderate” \(2 inherent or residual ratings\)/,
    );
    expect(await tenantSnapshot(t.companyId)).toBe(before);
  });
});

describe('the matrix', () => {
  it('re-scores a cell, refuses a second entry for it, and deletes and re-adds an empty one', async () => {
    const type = (await call<TRiskRatingType>('add-type', { name: unique('Matrix') })).body.data.item;
    let m = await matrix(type.id);
    const e51 = cell(m.list, 5, 1);
    expect([e51.ratingScore, e51.level]).toEqual([5, 'Moderate']);
    const changed = await call<TRiskMatrixEntry>('update-matrix-entry', {
      id: e51.id,
      riskRatingTypeId: type.id,
      version: 1,
      ratingScore: 15,
    });
    expect(changed.status, changed.body.err_msg).toBe(200);
    expect(changed.body.data.item).toMatchObject({
      impact: 5,
      likelihood: 1,
      ratingScore: 15,
      level: 'Extreme',
      version: 2,
    });

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('add-matrix-entry', { riskRatingTypeId: type.id, impact: 5, likelihood: 1, ratingScore: 3 }),
      409,
      /^impact: the “.+” matrix already rates impact 5 × likelihood 1/,
    );
    expectFailed(
      await call('update-matrix-entry', {
        id: e51.id,
        riskRatingTypeId: type.id,
        version: 1,
        ratingScore: 2,
      }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await call('update-matrix-entry', {
        id: e51.id,
        riskRatingTypeId: type.id,
        version: 2,
        ratingScore: 26,
      }),
      400,
      /^ratingScore: must be a whole number from 1 to 25/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    const e11 = cell(m.list, 1, 1);
    expect(
      (await call('delete-matrix-entry', { id: e11.id, riskRatingTypeId: type.id, version: 1 })).status,
    ).toBe(200);
    m = await matrix(type.id);
    expect(m.list).toHaveLength(24);
    const re = await call<TRiskMatrixEntry>('add-matrix-entry', {
      riskRatingTypeId: type.id,
      impact: 1,
      likelihood: 1,
      ratingScore: 2,
    });
    expect(re.status, re.body.err_msg).toBe(200);
    expect(re.body.data.item).toMatchObject({ ratingScore: 2, level: 'Low' });
  });

  it('keeps an entry risks sit in, and refuses a risk in a cell with no entry', async () => {
    const type = (await call<TRiskRatingType>('add-type', { name: unique('Cells') })).body.data.item;
    const category = await addCategory(a.admin.token, unique('Cells'));
    const m = await matrix(type.id);
    const body = {
      title: 'In 2×3',
      categoryId: category.id,
      ownerId: a.admin.employeeId!,
      riskRatingTypeId: type.id,
    };
    await identify(a.admin.token, 'management', { ...body, impact: 2, likelihood: 3 });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('delete-matrix-entry', { id: cell(m.list, 2, 3).id, riskRatingTypeId: type.id, version: 1 }),
      409,
      /^Risks sit in impact 2 × likelihood 3 of the “.+” matrix \(2 inherent or residual ratings\)/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    await call('delete-matrix-entry', { id: cell(m.list, 3, 3).id, riskRatingTypeId: type.id, version: 1 });
    const after = await tenantSnapshot(a.companyId);
    expectFailed(
      await post('/risk-management/add-identification', { ...body, impact: 3, likelihood: 3 }, a.admin.token),
      422,
      /^impact: the “.+” matrix has no entry for impact 3 × likelihood 3\. Add it first\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(after);
  });
});

describe('categories and teams', () => {
  it('adds, renames and deletes them; a team has an active leader of the company', async () => {
    const category = await addCategory(a.admin.token, unique('Financial'));
    expect(category).toMatchObject({ riskCount: 0, version: 1, description: null });
    const renamed = await call<TRiskCategory>('update-category', {
      id: category.id,
      version: 1,
      name: `${category.name} risk`,
      description: 'Money matters',
    });
    expect(renamed.status, renamed.body.err_msg).toBe(200);
    expect(renamed.body.data.item).toMatchObject({
      name: `${category.name} risk`,
      description: 'Money matters',
      version: 2,
    });

    const team = await addTeam(a.admin.token, unique('Treasury'), a.employee.employeeId!);
    expect(team.leader).toEqual({ employeeId: a.employee.employeeId, fullName: 'Emma Ployee' });
    const led = await call<TRiskTeam>('update-team', {
      id: team.id,
      version: 1,
      name: team.name,
      leaderId: null,
    });
    expect(led.body.data.item.leader).toBeNull();

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('add-category', { name: category.name.toUpperCase() + ' RISK' }),
      409,
      /^name: a risk category named/,
    );
    expectFailed(
      await call('add-team', { name: unique('Other'), leaderId: b.employee.employeeId }),
      404,
      /^leaderId: no such employee in your company$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    expect((await call('delete-category', { id: category.id, version: 2 })).status).toBe(200);
    expect((await call('delete-team', { id: team.id, version: 2 })).status).toBe(200);
    const { categories, teams } = await readSetup(a.admin.token);
    expect(categories.map((c) => c.id)).not.toContain(category.id);
    expect(teams.map((t) => t.id)).not.toContain(team.id);
  });

  it('keeps a category or team that still has risks', async () => {
    const type = await defaultType(a.admin.token);
    const category = await addCategory(a.admin.token, unique('Busy'));
    const team = await addTeam(a.admin.token, unique('Busy team'));
    await identify(a.admin.token, 'assessment', {
      title: 'Keeps them',
      categoryId: category.id,
      teamId: team.id,
      ownerId: a.employee.employeeId!,
      riskRatingTypeId: type.id,
      impact: 1,
      likelihood: 1,
    });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('delete-category', { id: category.id, version: 1 }),
      409,
      /^“.+” has 1 risk: move it to another category first\.$/,
    );
    expectFailed(
      await call('delete-team', { id: team.id, version: 1 }),
      409,
      /^“.+” has 1 risk: move it to another team first\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('who may do what', () => {
  it('lets every employee read; only administrators and Risk Management admins write', async () => {
    const { categories } = await readSetup(a.employee.token);
    expect(categories.length).toBeGreaterThan(0);
    const before = await tenantSnapshot(a.companyId);
    const refusal = /^Only a company administrator or a Risk Management administrator can do this\.$/;
    expectFailed(await call('add-category', { name: unique('Mine') }, a.employee.token), 403, refusal);
    expectFailed(await call('add-type', { name: unique('Mine') }, a.employee.token), 403, refusal);
    const c = categories[0]!;
    expectFailed(
      await call('delete-category', { id: c.id, version: c.version }, a.employee.token),
      403,
      refusal,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    const grant = (adminAccess: boolean) =>
      post(
        '/module/update-admin-access',
        { employeeId: a.employee.employeeId, moduleKey: 'risk', adminAccess },
        a.admin.token,
      );
    expect((await grant(true)).status).toBe(200);
    const mine = await call<TRiskCategory>('add-category', { name: unique('Mine') }, a.employee.token);
    expect(mine.status, mine.body.err_msg).toBe(200);
    expect((await grant(false)).status).toBe(200);
    expectFailed(await call('add-category', { name: unique('Mine') }, a.employee.token), 403, refusal);
  });

  it('answers another company’s ids with 404 and changes nothing', async () => {
    const theirs = await readSetup(b.admin.token);
    const type = theirs.types[0]!;
    const category = await addCategory(b.admin.token, unique('Theirs'));
    const { list } = await matrix(type.id, b.admin.token);
    const before = await tenantSnapshot(b.companyId);
    const mine = await tenantSnapshot(a.companyId);
    expectFailed(
      await get('/risk-rating/matrix', { riskRatingTypeId: type.id }, a.admin.token),
      404,
      /^riskRatingTypeId: no such rating type in your company$/,
    );
    expectFailed(
      await call('update-type', { id: type.id, version: 1, name: 'Mine' }),
      404,
      /^id: no such rating type/,
    );
    expectFailed(
      await call('delete-category', { id: category.id, version: 1 }),
      404,
      /^id: no such risk category/,
    );
    expectFailed(
      await call('update-matrix-entry', {
        id: list[0]!.id,
        riskRatingTypeId: type.id,
        version: 1,
        ratingScore: 1,
      }),
      404,
      /^riskRatingTypeId: no such rating type/,
    );
    expectFailed(
      await call('update-impact', { id: theirs.impacts[0]!.id, version: 1, name: 'Mine' }),
      404,
      /^id: no such impact scale point/,
    );
    expect(await tenantSnapshot(b.companyId)).toBe(before);
    expect(await tenantSnapshot(a.companyId)).toBe(mine);
    expect((await readSetup(a.admin.token)).categories.map((c) => c.id)).not.toContain(category.id);
  });

  it('is refused to a company without Risk Management, writing nothing', async () => {
    const before = await tenantSnapshot(off.companyId);
    for (const token of [off.admin.token, off.employee.token]) {
      expectFailed(
        await get('/risk-rating/all-types', {}, token),
        403,
        /Risk Management module is not enabled/,
      );
      expectFailed(await call('add-category', { name: 'No' }, token), 403, /module is not enabled/);
    }
    expect(await tenantSnapshot(off.companyId)).toBe(before);
  });
});
