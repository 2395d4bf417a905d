import {
  parentLevelOf,
  UNIT_ID_FIELD,
  UNIT_ITEM_KEY,
  UNIT_LEVELS,
  type TOrgUnit,
  type UnitLevel,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'hier-a'), makeTenant(owner, 'hier-b')]);
});

type Body = Record<string, unknown>;

const listKey = (level: UnitLevel) => (level === 'business-unit' ? 'businessUnitList' : 'list');

const addReply = (level: UnitLevel, body: Body, token = a.admin.token) =>
  post<Record<string, TOrgUnit>>(`/${level}/add`, body, token);

/** The add body of a unit named `name` under `parentId` (none for a business unit). */
const fields = (level: UnitLevel, name: string, parentId?: string): Body => {
  const parent = parentLevelOf(level);
  return parent ? { name, [UNIT_ID_FIELD[parent]]: parentId } : { name, strategyPlanOwner: 'No' };
};

const add = async (level: UnitLevel, name: string, parentId?: string, token = a.admin.token) => {
  const r = await addReply(level, fields(level, name, parentId), token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data[UNIT_ITEM_KEY[level]]!;
};

/** A chain of units from a business unit down to `level`, named after `label`; the last is `level`'s. */
const chain = async (label: string, down: UnitLevel = 'sub-sub-section', token = a.admin.token) => {
  const units: Partial<Record<UnitLevel, TOrgUnit>> = {};
  let parentId: string | undefined;
  for (const level of UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(down) + 1)) {
    const u = await add(level, `${label} ${level}`, parentId, token);
    units[level] = u;
    parentId = u.id;
  }
  return units as Record<UnitLevel, TOrgUnit>;
};

const all = async (level: UnitLevel, query: Body = {}, token = a.admin.token) => {
  const r = await get<Record<string, TOrgUnit[]>>(`/${level}/all`, query as Record<string, string>, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data[listKey(level)]!;
};

const unitOf = async (level: UnitLevel, id: string) => (await all(level)).find((u) => u.id === id);

const update = (level: UnitLevel, body: Body, token = a.admin.token) =>
  post<Record<string, TOrgUnit>>(`/${level}/update`, body, token);

const remove = (level: UnitLevel, body: Body, token = a.admin.token) =>
  post<Record<string, TOrgUnit>>(`/${level}/delete`, body, token);

/** The update body that keeps everything as it is. */
const same = (u: TOrgUnit): Body => {
  const parent = parentLevelOf(u.level);
  return {
    id: u.id,
    version: u.version,
    name: u.name,
    status: u.status,
    ...(parent ? { [UNIT_ID_FIELD[parent]]: u.parentId } : { strategyPlanOwner: u.strategyPlanOwner }),
  };
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const auditOf = async (companyId: string, entityId: string) =>
  (await db().entities.auditTrail.query.byEntity({ companyId, entityId }).go({ pages: 'all' })).data;

describe.each(UNIT_LEVELS.map((l) => [l] as const))('%s', (level) => {
  const parentLevel = parentLevelOf(level);
  const itemKey = UNIT_ITEM_KEY[level];

  it('adds, lists, renames and deletes a unit, keeping the parent’s count and the audit trail', async () => {
    const label = unique('Life');
    const above = parentLevel ? await chain(label, parentLevel) : null;
    const parent = parentLevel ? above![parentLevel] : null;

    const added = await add(level, `${label} Zeta`, parent?.id);
    expect(added).toMatchObject({
      level,
      name: `${label} Zeta`,
      status: 'Active',
      parentId: parent?.id ?? null,
      strategyPlanOwner: level === 'business-unit' ? 'No' : null,
      head: null,
      childCount: 0,
      memberCount: 0,
      version: 1,
    });
    // The path is the units above, business unit first; the ancestor ids match it.
    const ancestors = above ? UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(level)).map((l) => above[l]) : [];
    expect(added.path).toEqual(ancestors.map((u) => ({ level: u.level, id: u.id, name: u.name })));
    for (const l of UNIT_LEVELS.slice(0, 5)) {
      const field = UNIT_ID_FIELD[l] as keyof TOrgUnit;
      expect(added[field], field).toBe(
        above && UNIT_LEVELS.indexOf(l) < UNIT_LEVELS.indexOf(level) ? above[l].id : null,
      );
    }
    if (parent) expect((await unitOf(parentLevel!, parent.id))?.childCount).toBe(1);

    // `all` lists the level by name; `by-parent` the parent's children.
    const second = await add(level, `${label} alpha`, parent?.id);
    const listed = (await all(level, { search: label })).map((u) => u.name);
    expect(listed).toEqual([`${label} alpha`, `${label} Zeta`]);
    if (parent) {
      const r = await get<{ list: TOrgUnit[] }>(
        `/${level}/by-parent`,
        { parentId: parent.id },
        a.admin.token,
      );
      expect(r.status, r.body.err_msg).toBe(200);
      expect(r.body.data.list.map((u) => u.name)).toEqual([`${label} alpha`, `${label} Zeta`]);
      expect(r.body.data.list[0]!.path).toEqual(added.path);
      expect((await unitOf(parentLevel!, parent.id))?.childCount).toBe(2);
    }

    // Rename and deactivate: a new version, audited with what changed.
    const renamed = await update(level, { ...same(added), name: `${label} Eta`, status: 'Inactive' });
    expect(renamed.status, renamed.body.err_msg).toBe(200);
    expect(renamed.body.data[itemKey]).toMatchObject({
      name: `${label} Eta`,
      status: 'Inactive',
      version: 2,
    });
    expect(await all(level, { search: label, status: 'Inactive' })).toHaveLength(1);

    const deleted = await remove(level, { id: second.id, version: second.version });
    expect(deleted.status, deleted.body.err_msg).toBe(200);
    expect(deleted.body.data[itemKey]).toMatchObject({ id: second.id, name: `${label} alpha` });
    expect((await all(level, { search: label })).map((u) => u.name)).toEqual([`${label} Eta`]);
    if (parent) expect((await unitOf(parentLevel!, parent.id))?.childCount).toBe(1);

    // The name of the deleted unit is free again.
    await add(level, `${label} ALPHA`, parent?.id);

    const trail = await auditOf(a.companyId, added.id);
    expect(trail.map((e) => [e.entityType, e.action]).sort()).toEqual([
      [level, 'add'],
      [level, 'update'],
    ]);
    expect(trail.find((e) => e.action === 'update')?.after).toEqual({
      name: `${label} Eta`,
      status: 'Inactive',
    });
    expect((await auditOf(a.companyId, second.id)).map((e) => e.action).sort()).toEqual(['add', 'delete']);
  });

  it('keeps names unique among siblings, whatever the case, but not across parents', async () => {
    const label = unique('Dup');
    const parents = parentLevel
      ? [
          (await chain(`${label} one`, parentLevel))[parentLevel],
          (await chain(`${label} two`, parentLevel))[parentLevel],
        ]
      : [null, null];
    const first = await add(level, `${label} Sales`, parents[0]?.id);
    const taken = await addReply(level, fields(level, `  ${label} SALES `, parents[0]?.id));
    expectFailed(taken, 409, /^name: a .* named “.* SALES” already exists/);
    if (parents[0]) expect(taken.body.err_msg).toContain(`in “${parents[0].name}”`);

    if (parents[1]) {
      // The same name under another parent is another unit.
      await add(level, `${label} Sales`, parents[1].id);
    }
    // Renaming onto a sibling's name is refused too; renaming to a new case of its own name is not.
    const other = await add(level, `${label} Other`, parents[0]?.id);
    expectFailed(await update(level, { ...same(other), name: `${label} sales` }), 409, /^name: /);
    const recased = await update(level, { ...same(first), name: `${label} SALES` });
    expect(recased.status, recased.body.err_msg).toBe(200);
    // The old name is released by a rename.
    const moved = await update(level, { ...same(other), name: `${label} Renamed` });
    expect(moved.status, moved.body.err_msg).toBe(200);
    await add(level, `${label} Other`, parents[0]?.id);
  });

  it('refuses stale versions, and bad input naming the field, changing nothing', async () => {
    const label = unique('Stale');
    const parent = parentLevel ? (await chain(label, parentLevel))[parentLevel] : null;
    const unit = await add(level, `${label} unit`, parent?.id);
    const bumped = await update(level, { ...same(unit), name: `${label} unit 2` });
    expect(bumped.status).toBe(200);

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await update(level, { ...same(unit), name: `${label} unit 3` }),
      409,
      /changed by someone else/,
    );
    expectFailed(await remove(level, { id: unit.id, version: unit.version }), 409, /changed by someone else/);
    expectFailed(
      await addReply(level, { ...fields(level, '', parent?.id) }),
      400,
      /^name (is required|must be at most 120)/,
    );
    expectFailed(
      await addReply(level, { ...fields(level, 'x'.repeat(121), parent?.id) }),
      400,
      /^name (is required|must be at most 120)/,
    );
    expectFailed(
      await addReply(level, { ...fields(level, 'ok', parent?.id), status: 'Closed' }),
      400,
      /^status: /,
    );
    if (parentLevel) {
      const field = UNIT_ID_FIELD[parentLevel];
      expectFailed(await addReply(level, { name: 'No parent' }), 400, new RegExp(`^${field}: `));
    } else {
      expectFailed(
        await addReply(level, { name: 'Bad owner', strategyPlanOwner: 'Maybe' }),
        400,
        /^strategyPlanOwner: /,
      );
    }
    expectFailed(await update(level, { ...same(unit), version: 'two' }), 400, /^version: /);
    expectFailed(await remove(level, { id: 'not an id', version: 1 }), 400, /^id: /);
    expectFailed(
      await remove(level, { id: parent?.id ?? '01ARZ3NDEKTSV4RRFFQ69G5FAV', version: 1 }),
      404,
      /^id: no such/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('is the caller’s company’s only: another company sees none of it and cannot reach it', async () => {
    const label = unique('Tenancy');
    const parent = parentLevel ? (await chain(label, parentLevel))[parentLevel] : null;
    const unit = await add(level, `${label} unit`, parent?.id);
    const before = await tenantSnapshot(a.companyId);

    expect((await all(level, {}, b.admin.token)).map((u) => u.id)).not.toContain(unit.id);
    expect((await all(level, { search: label }, b.employee.token)).map((u) => u.id)).toEqual([]);
    expectFailed(await update(level, same(unit), b.admin.token), 404, /^id: no such/);
    expectFailed(
      await remove(level, { id: unit.id, version: unit.version }, b.admin.token),
      404,
      /^id: no such/,
    );
    if (parent && parentLevel) {
      const r = await get(`/${level}/by-parent`, { parentId: parent.id }, b.admin.token);
      expectFailed(r, 404, /^parentId: no such/);
      // A child under another company's parent: the parent does not exist for B.
      const field = UNIT_ID_FIELD[parentLevel];
      expectFailed(
        await addReply(level, fields(level, `${label} intruder`, parent.id), b.admin.token),
        404,
        new RegExp(`^${field}: no such .* in your company`),
      );
    }
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('lets employees read but not write', async () => {
    const label = unique('Reader');
    const parent = parentLevel ? (await chain(label, parentLevel))[parentLevel] : null;
    const unit = await add(level, `${label} unit`, parent?.id);
    expect((await all(level, { search: label }, a.employee.token)).map((u) => u.id)).toEqual([unit.id]);
    if (parent) {
      const r = await get<{ list: TOrgUnit[] }>(
        `/${level}/by-parent`,
        { parentId: parent.id },
        a.employee.token,
      );
      expect(r.body.data.list.map((u) => u.id)).toEqual([unit.id]);
    }
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await addReply(level, fields(level, `${label} more`, parent?.id), a.employee.token),
      403,
      /./,
    );
    expectFailed(await update(level, { ...same(unit), name: 'Mine now' }, a.employee.token), 403, /./);
    expectFailed(await remove(level, { id: unit.id, version: unit.version }, a.employee.token), 403, /./);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('parents', () => {
  it.each(UNIT_LEVELS.slice(1).map((l) => [l] as const))(
    'a %s needs an Active parent of the level above in the company',
    async (level) => {
      const parentLevel = parentLevelOf(level)!;
      const field = UNIT_ID_FIELD[parentLevel];
      const label = unique('Parent');
      const units = await chain(label, level);
      const before = await tenantSnapshot(a.companyId);
      // A unit of another level (the unit itself) is not a parent.
      expectFailed(
        await addReply(level, fields(level, `${label} wrong level`, units[level].id)),
        404,
        new RegExp(`^${field}: no such ${parentLevel.replace(/-/g, ' ')} in your company`),
      );
      expectFailed(
        await addReply(level, fields(level, `${label} nowhere`, '01ARZ3NDEKTSV4RRFFQ69G5FAV')),
        404,
        new RegExp(`^${field}: no such`),
      );
      expect(await tenantSnapshot(a.companyId)).toBe(before);

      // An inactive parent keeps its units but takes no new ones.
      const parent = units[parentLevel];
      const off = await update(parentLevel, { ...same(parent), status: 'Inactive' });
      expect(off.status, off.body.err_msg).toBe(200);
      expectFailed(
        await addReply(level, fields(level, `${label} late`, parent.id)),
        409,
        new RegExp(`^${field}: .* is inactive`),
      );
      expect((await unitOf(level, units[level].id))?.parentId).toBe(parent.id);
    },
  );
});

describe('moving and deleting units with something under them', () => {
  it('refuses to delete a unit with units under it, saying how many, then allows it once they are gone', async () => {
    const label = unique('Busy');
    const bu = await add('business-unit', `${label} Sales`);
    const d1 = await add('department', `${label} one`, bu.id);
    const d2 = await add('department', `${label} two`, bu.id);
    const fresh = (await unitOf('business-unit', bu.id))!;
    expect(fresh.childCount).toBe(2);

    const before = await tenantSnapshot(a.companyId);
    const refused = await remove('business-unit', { id: bu.id, version: fresh.version });
    expectFailed(refused, 409, /^“.* Sales” has 2 departments under it: delete or move them first\.$/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    for (const d of [d1, d2])
      expect((await remove('department', { id: d.id, version: d.version })).status).toBe(200);
    const ok = await remove('business-unit', { id: bu.id, version: fresh.version });
    expect(ok.status, ok.body.err_msg).toBe(200);
    expect(await unitOf('business-unit', bu.id)).toBeUndefined();
  });

  it('moves a unit with nothing under it to another parent, and refuses one with units under it', async () => {
    const label = unique('Move');
    const from = await add('business-unit', `${label} From`);
    const to = await add('business-unit', `${label} To`);
    const dept = await add('department', `${label} Dept`, from.id);

    const moved = await update('department', { ...same(dept), businessUnitId: to.id });
    expect(moved.status, moved.body.err_msg).toBe(200);
    expect(moved.body.data.department).toMatchObject({
      parentId: to.id,
      businessUnitId: to.id,
      path: [{ level: 'business-unit', id: to.id, name: to.name }],
    });
    expect((await unitOf('business-unit', from.id))?.childCount).toBe(0);
    expect((await unitOf('business-unit', to.id))?.childCount).toBe(1);
    // Its name now belongs to the new parent's children: the old parent can use it again.
    await add('department', `${label} Dept`, from.id);
    expectFailed(await addReply('department', fields('department', `${label} DEPT`, to.id)), 409, /^name: /);

    // With a division under it, it stays where it is.
    const current = moved.body.data.department!;
    await add('division', `${label} Div`, current.id);
    const withChild = (await unitOf('department', current.id))!;
    const foreign = await add('business-unit', `${label} B`, undefined, b.admin.token);
    const emptyDept = await add('department', `${label} Lonely`, to.id);
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await update('department', { ...same(withChild), businessUnitId: from.id }),
      409,
      /^businessUnitId: Move the units under “.* Dept” and its people first: it has 1 division/,
    );
    // Nor into another company's business unit (it does not exist for A).
    expectFailed(
      await update('department', { ...same(emptyDept), businessUnitId: foreign.id }),
      404,
      /^businessUnitId: no such business unit in your company/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('refuses to delete or move a unit with people in it', async () => {
    const label = unique('People');
    const bu = await add('business-unit', `${label} BU`);
    const other = await add('business-unit', `${label} Other`);
    const dept = await add('department', `${label} Dept`, bu.id);
    const hired = await post<{ employee: { id: string } }>(
      '/employee/add',
      {
        firstName: 'Pat',
        lastName: 'Placed',
        email: `${unique('pat')}@example.com`,
        unitId: dept.id,
      },
      a.admin.token,
    );
    expect(hired.status, hired.body.err_msg).toBe(200);
    const withPerson = (await unitOf('department', dept.id))!;
    expect(withPerson.memberCount).toBe(1);

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await remove('department', { id: dept.id, version: withPerson.version }),
      409,
      /^“.* Dept” has 1 person in it: move them first\.$/,
    );
    expectFailed(
      await update('department', { ...same(withPerson), businessUnitId: other.id }),
      409,
      /^businessUnitId: Move the units under “.* Dept” and its people first: it has 1 person/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('business units', () => {
  it('keep strategic plan ownership, answered under businessUnitList', async () => {
    const name = `${unique('Plan')} Owner`;
    const r = await addReply('business-unit', { name, strategyPlanOwner: 'Yes' });
    expect(r.status, r.body.err_msg).toBe(200);
    const unit = r.body.data.business_unit!;
    expect(unit.strategyPlanOwner).toBe('Yes');
    const off = await update('business-unit', { ...same(unit), strategyPlanOwner: 'No' });
    expect(off.body.data.business_unit?.strategyPlanOwner).toBe('No');
    const listed = await get<{ businessUnitList: TOrgUnit[] }>(
      '/business-unit/all',
      { search: name },
      a.admin.token,
    );
    expect(listed.body.data.businessUnitList.map((u) => [u.name, u.strategyPlanOwner])).toEqual([
      [name, 'No'],
    ]);
  });
});

describe('concurrent writes', () => {
  it('lets only one of several simultaneous adds of the same name win', async () => {
    const label = unique('Race');
    const bu = await add('business-unit', `${label} BU`);
    const replies = await Promise.all(
      [0, 1, 2, 3, 4].map(() => addReply('department', fields('department', `${label} Same`, bu.id))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.err_msg).toMatch(/^name: /);
    expect((await unitOf('business-unit', bu.id))?.childCount).toBe(1);
    expect((await all('department', { search: `${label} Same` })).length).toBe(1);
  });

  it('never leaves a unit under a parent deleted at the same moment', async () => {
    for (let i = 0; i < 3; i++) {
      const label = unique('Orphan');
      const bu = await add('business-unit', `${label} BU`);
      const [deleted, added] = await Promise.all([
        remove('business-unit', { id: bu.id, version: bu.version }),
        addReply('department', fields('department', `${label} Dept`, bu.id)),
      ]);
      // Exactly one of them wins, and what is stored agrees with it.
      expect([deleted.status, added.status].filter((s) => s === 200)).toHaveLength(1);
      const children = (
        await db()
          .entities.orgUnit.query.byParent({ companyId: a.companyId, parentId: bu.id })
          .go({ pages: 'all' })
      ).data;
      const parent = await unitOf('business-unit', bu.id);
      if (deleted.status === 200) {
        expect([404, 409]).toContain(added.status);
        expect(added.body.err_msg).toMatch(/^businessUnitId: /);
        expect(children).toEqual([]);
        expect(parent).toBeUndefined();
      } else {
        expect(deleted.status).toBe(409);
        expect(children).toHaveLength(1);
        expect(parent?.childCount).toBe(1);
      }
    }
  });
});

describe('heads', () => {
  it('shows the employee who heads a unit by name', async () => {
    const label = unique('Head');
    const bu = await add('business-unit', `${label} BU`);
    const dept = await add('department', `${label} Dept`, bu.id);
    const hired = await post<{ employee: { id: string } }>(
      '/employee/add',
      {
        firstName: 'Hedda',
        lastName: 'Head',
        email: `${unique('hedda')}@example.com`,
        unitId: dept.id,
        departmentHead: 'Yes',
      },
      a.admin.token,
    );
    expect(hired.status, hired.body.err_msg).toBe(200);
    const shown = await unitOf('department', dept.id);
    expect(shown?.head).toEqual({ employeeId: hired.body.data.employee.id, fullName: 'Hedda Head' });
    const r = await get<{ list: TOrgUnit[] }>('/department/by-parent', { parentId: bu.id }, a.employee.token);
    expect(r.body.data.list[0]?.head?.fullName).toBe('Hedda Head');
  });
});
