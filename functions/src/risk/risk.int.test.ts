import {
  RISK_REGISTER_FAMILY,
  RISK_REGISTERS,
  type RiskRegister,
  type TRisk,
  type TRiskCategory,
  type TRiskControl,
  type TRiskCounts,
  type TRiskDetail,
  type TRiskDownload,
  type TRiskHeatMap,
  type TRiskMitigation,
  type TRiskProgress,
  type TRiskRatingType,
  type TRiskTeam,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply, type Session } from '../../../tests/support/api';
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

/** A minimal PDF (evidence). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let owner: Session;
/** another company with Risk Management: its ids are the foreign ones */
let b: Tenant;
/** a company without Risk Management */
let off: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [b, off] = await Promise.all([makeRiskTenant(owner, 'risk-b'), makeTenant(owner, 'risk-off')]);
  await readSetup(b.admin.token);
});

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

/** What a rating reads as: "impact×likelihood score level". */
const rating = (r: TRisk['inherent']) => `${r.impact}×${r.likelihood} ${r.ratingScore} ${r.level}`;

describe.each(RISK_REGISTERS.map((r) => [r] as const))('the %s register', (register: RiskRegister) => {
  const family = RISK_REGISTER_FAMILY[register];
  const other: RiskRegister = register === 'management' ? 'assessment' : 'management';
  /** A company of its own, so its counts are exact. */
  let c: Tenant;
  const write = <T = { item: TRiskDetail }>(
    action: string,
    body: Record<string, unknown>,
    token = c.admin.token,
  ) => post<T>(`/${family}/${action}`, body, token);
  const read = <T>(
    action: string,
    query: Record<string, string | number | undefined> = {},
    token = c.admin.token,
  ) => get<T>(`/${family}/${action}`, query, token);
  const fetchRisk = async (id: string, token = c.admin.token) =>
    ok(await read<{ item: TRiskDetail }>('get', { id }, token)).item;
  const heat = async (query: Record<string, string> = {}) =>
    ok(await read<{ heatMap: TRiskHeatMap }>('heat-map', query)).heatMap;
  const count = (grid: TRiskHeatMap['inherent'], impact: number, likelihood: number) =>
    grid.find((x) => x.impact === impact && x.likelihood === likelihood)!.count;

  let type: TRiskRatingType;
  let category: TRiskCategory;
  let team: TRiskTeam;
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Supplier failure',
    description: 'Our only packaging supplier stops delivering',
    causes: 'Single source',
    consequences: 'Production stops',
    categoryId: category.id,
    ownerId: c.employee.employeeId!,
    riskRatingTypeId: type.id,
    impact: 4,
    likelihood: 4,
    ...over,
  });

  beforeAll(async () => {
    c = await makeRiskTenant(owner, `risk-${register}`);
    type = await defaultType(c.admin.token);
    category = await addCategory(c.admin.token, 'Operational');
    team = await addTeam(c.admin.token, 'Supply chain');
  });

  it('identifies a risk, and its controls bring the residual rating down as docs/risk.md works it out', async () => {
    const risk = ok(await write('add-identification', body({ teamId: team.id }))).item;
    // Major (4) × Likely (4) = 16: Extreme; no controls yet, so the residual is the same.
    expect(risk).toMatchObject({
      register,
      title: 'Supplier failure',
      category: { id: category.id, name: 'Operational' },
      team: { id: team.id, name: 'Supply chain' },
      owner: { employeeId: c.employee.employeeId, fullName: 'Emma Ployee' },
      ratingType: { id: type.id, name: 'Default', scheme: 'four-level' },
      status: 'Open',
      controlCount: 0,
      version: 1,
      controls: [],
      mitigations: [],
    });
    expect(risk.inherent).toEqual({
      impact: 4,
      impactName: 'Major',
      likelihood: 4,
      likelihoodName: 'Likely',
      ratingScore: 16,
      level: 'Extreme',
      colour: '#EF4444',
    });
    expect(rating(risk.residual)).toBe('4×4 16 Extreme');

    type ControlReply = { item: TRiskControl; risk: TRisk };
    const add = async (type: string, effectiveness: string) =>
      ok(
        await write<ControlReply>('add-control', {
          riskId: risk.id,
          description: `${type} control`,
          type,
          effectiveness,
        }),
      );
    // An effective preventative control: likelihood 4 → 3, 4×3 = 12 High.
    const prevent = await add('Preventative', 'Effective');
    expect(rating(prevent.risk.residual)).toBe('4×3 12 High');
    expect(prevent.risk).toMatchObject({ controlCount: 1, version: 2 });
    // Half a step on impact is no step yet: still 12 High.
    expect(rating((await add('Detective', 'Partially Effective')).risk.residual)).toBe('4×3 12 High');
    // Two half steps on impact make one: 3×3 = 9 High.
    const react = await add('Reactive', 'Partially Effective');
    expect(rating(react.risk.residual)).toBe('3×3 9 High');
    expect(rating(react.risk.inherent)).toBe('4×4 16 Extreme');
    // The preventative control turns out not to work: likelihood back to 4, 3×4 = 12 High.
    const worse = ok(
      await write<ControlReply>('update-control', {
        riskId: risk.id,
        id: prevent.item.id,
        version: 1,
        description: 'Second supplier on standby',
        type: 'Preventative',
        effectiveness: 'Ineffective',
      }),
    );
    expect(rating(worse.risk.residual)).toBe('3×4 12 High');
    expect(worse.item).toMatchObject({ description: 'Second supplier on standby', version: 2 });
    // Removing the reactive control leaves one half step: impact 4 again, 4×4 = 16 Extreme.
    const removed = ok(
      await write<ControlReply>('delete-control', { riskId: risk.id, id: react.item.id, version: 1 }),
    );
    expect(rating(removed.risk.residual)).toBe('4×4 16 Extreme');

    const detail = await fetchRisk(risk.id, c.employee.token);
    expect(detail.controls.map((x) => [x.type, x.effectiveness])).toEqual([
      ['Preventative', 'Ineffective'],
      ['Detective', 'Partially Effective'],
    ]);
    expect(detail).toMatchObject({ controlCount: 2, version: 6 });
    // Editing the inherent rating keeps the controls: 3×3 with half a step on impact → 3×3 9 High.
    const edited = ok(
      await write('edit-identification', {
        ...body({ teamId: team.id }),
        id: risk.id,
        version: 6,
        impact: 3,
        likelihood: 3,
      }),
    ).item;
    expect(rating(edited.inherent)).toBe('3×3 9 High');
    expect(rating(edited.residual)).toBe('3×3 9 High');
    const trail = (
      await db().entities.auditTrail.query.byEntity({ companyId: c.companyId, entityId: risk.id }).go()
    ).data;
    expect(trail.map((e) => e.action).sort()).toEqual(['add', 'update']);
  });

  it('keeps the heat map and counts in step with every add, change and delete', async () => {
    const startInherent = await heat();
    const base = (impact: number, likelihood: number) => count(startInherent.inherent, impact, likelihood);
    const baseResidual = (impact: number, likelihood: number) =>
      count(startInherent.residual, impact, likelihood);
    const one = ok(
      await write('add-identification', body({ title: 'Flood', impact: 5, likelihood: 2 })),
    ).item;
    const two = ok(await write('add-identification', body({ title: 'Fire', impact: 5, likelihood: 2 }))).item;
    // Writes at the same moment each move the counts in their own transaction: none is lost.
    const parallel = await Promise.all(
      [1, 2, 3, 4, 5, 1].map((likelihood, i) =>
        write('add-identification', body({ title: `Parallel ${i}`, impact: 2, likelihood })),
      ),
    );
    expect(parallel.map((r) => `${r.status} ${r.body.err_msg}`)).toEqual(Array(6).fill('200 '));
    let map = await heat();
    expect(count(map.inherent, 5, 2)).toBe(base(5, 2) + 2);
    expect(map.inherent.find((x) => x.impact === 5 && x.likelihood === 2)).toMatchObject({
      ratingScore: 10,
      level: 'High',
      colour: '#F97316',
    });
    expect(map.total).toBe(startInherent.total + 8);
    expect(count(map.inherent, 2, 1)).toBe(base(2, 1) + 2);
    expect(map.impacts.map((p) => p.name)).toEqual([
      'Insignificant',
      'Minor',
      'Moderate',
      'Major',
      'Catastrophic',
    ]);

    // A control moves only the residual count: 5×2 → 5×1.
    ok(
      await write(
        'add-control',
        { riskId: two.id, description: 'Sprinklers', type: 'Preventative', effectiveness: 'Effective' },
        c.admin.token,
      ),
    );
    map = await heat();
    expect(count(map.inherent, 5, 2)).toBe(base(5, 2) + 2);
    expect(count(map.residual, 5, 2)).toBe(baseResidual(5, 2) + 1);
    expect(count(map.residual, 5, 1)).toBe(baseResidual(5, 1) + 1);

    // Closing one moves it out of the Open map, not out of the register.
    ok(
      await write('edit-identification', {
        ...body({ title: 'Flood', impact: 5, likelihood: 2, status: 'Closed' }),
        id: one.id,
        version: 1,
      }),
    );
    const open = await heat({ status: 'Open' });
    expect(count(open.inherent, 5, 2)).toBe(count(map.inherent, 5, 2) - 1);
    expect((await heat({ status: 'Closed' })).total).toBeGreaterThanOrEqual(1);

    const counts = ok(await read<{ counts: TRiskCounts }>('counts', {}, c.admin.token)).counts;
    expect(counts.total).toBe(map.total);
    expect(counts.byStatus.Closed).toBe(1);
    expect(counts.byCategory).toEqual([
      { categoryId: category.id, name: 'Operational', count: counts.total },
    ]);
    expect(counts.byLevel.map((l) => l.level)).toEqual(['Low', 'Moderate', 'High', 'Extreme']);
    expect(counts.byLevel.reduce((s, l) => s + l.inherent, 0)).toBe(counts.total);
    expect(counts.byLevel.reduce((s, l) => s + l.residual, 0)).toBe(counts.total);

    // Deleting takes it out of every count.
    const fresh = await fetchRisk(two.id);
    ok(await write('delete', { id: two.id, version: fresh.version }));
    map = await heat();
    expect(count(map.inherent, 5, 2)).toBe(base(5, 2) + 1);
    expect(count(map.residual, 5, 1)).toBe(baseResidual(5, 1));
    expectFailed(await read('get', { id: two.id }, c.admin.token), 404, /^id: no such risk in the /);

    // The stored counts are exactly what counting the register's risks gives.
    const risks = (
      await db().entities.risk.query.byRegister({ companyId: c.companyId, register }).go({ pages: 'all' })
    ).data;
    for (const impact of [1, 2, 3, 4, 5]) {
      for (const likelihood of [1, 2, 3, 4, 5]) {
        expect(count(map.inherent, impact, likelihood)).toBe(
          risks.filter((r) => r.inherentImpact === impact && r.inherentLikelihood === likelihood).length,
        );
        expect(count(map.residual, impact, likelihood)).toBe(
          risks.filter((r) => r.residualImpact === impact && r.residualLikelihood === likelihood).length,
        );
      }
    }
  });

  it('records mitigation progress to Complete with evidence, and keeps that history', async () => {
    // The admin owns the risk; the employee owns its mitigation.
    const risk = ok(
      await write(
        'add-identification',
        body({ title: 'Key person leaves', impact: 3, likelihood: 2, ownerId: c.admin.employeeId }),
      ),
    ).item;
    const added = ok(
      await write<{ item: TRiskMitigation }>('add-mitigation', {
        riskId: risk.id,
        description: 'Document the process',
        ownerId: c.employee.employeeId,
        dueDate: '2020-01-31',
      }),
    ).item;
    expect(added).toMatchObject({
      percent: 0,
      status: 'In Progress',
      colour: 'danger',
      overdue: true,
      d_dueDate: 'Jan 31st 2020',
      owner: { employeeId: c.employee.employeeId, fullName: 'Emma Ployee' },
    });
    // The mitigation's owner (a plain employee) records the progress.
    type ProgressReply = { item: TRiskProgress; mitigation: TRiskMitigation };
    const step = async (percent: number, version: number) =>
      ok(
        await write<ProgressReply>(
          'add-progress',
          { riskId: risk.id, mitigationId: added.id, version, percent, note: `At ${percent}` },
          c.employee.token,
        ),
      );
    const first = await step(60, 1);
    expect(first.mitigation).toMatchObject({
      percent: 60,
      status: 'In Progress',
      colour: 'warning',
      version: 2,
    });
    const done = await step(100, 2);
    expect(done.mitigation).toMatchObject({
      percent: 100,
      status: 'Complete',
      colour: 'success',
      overdue: false,
      progressCount: 2,
    });
    expect(done.item).toMatchObject({ percent: 100, status: 'Complete', note: 'At 100', evidence: null });
    expect((await fetchRisk(risk.id)).mitigationsComplete).toBe(1);

    const form = new FormData();
    form.set('riskId', risk.id);
    form.set('mitigationId', added.id);
    form.set('progressId', done.item.id);
    form.set('document', new Blob([PDF], { type: 'application/pdf' }), 'sign-off.pdf');
    const uploaded = await call<{ item: TRiskProgress }>('POST', `/${family}/upload-evidence`, {
      token: c.employee.token,
      raw: form,
    });
    expect(uploaded.status, uploaded.body.err_msg).toBe(200);
    expect(uploaded.body.data.item.evidence).toEqual({
      filename: 'sign-off.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const link = ok(
      await read<{ url: string; filename: string }>(
        'evidence',
        { riskId: risk.id, mitigationId: added.id, progressId: done.item.id },
        c.admin.token,
      ),
    );
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer())).toEqual(PDF);

    const history = ok(
      await read<{ list: TRiskProgress[] }>(
        'progress',
        { riskId: risk.id, mitigationId: added.id },
        c.employee.token,
      ),
    ).list;
    expect(history.map((p) => [p.percent, p.status])).toEqual([
      [100, 'Complete'],
      [60, 'In Progress'],
    ]);

    // A text file pretending to be a PDF is refused.
    const fake = new FormData();
    for (const [k, v] of Object.entries({
      riskId: risk.id,
      mitigationId: added.id,
      progressId: first.item.id,
    }))
      fake.set(k, v);
    fake.set('document', new Blob(['not a pdf'], { type: 'application/pdf' }), 'fake.pdf');
    const adminsOwn = ok(
      await write<{ item: TRiskMitigation }>('add-mitigation', {
        riskId: risk.id,
        description: 'Hire a deputy',
        ownerId: c.admin.employeeId,
        dueDate: '2031-06-30',
      }),
    ).item;
    expect(adminsOwn).toMatchObject({ overdue: false, d_dueDate: 'Jun 30th 2031' });
    const before = await tenantSnapshot(c.companyId);
    expectFailed(
      await call('POST', `/${family}/upload-evidence`, { token: c.admin.token, raw: fake }),
      415,
      /^document: evidence must be a PDF, PNG, JPEG or WebP file$/,
    );
    // The history is evidence: neither the mitigation nor its risk can be deleted now.
    expectFailed(
      await write('delete-mitigation', { riskId: risk.id, id: added.id, version: 3 }),
      409,
      /^This mitigation has 2 progress updates: its history stays/,
    );
    const fresh = await fetchRisk(risk.id);
    expectFailed(
      await write('delete', { id: risk.id, version: fresh.version }),
      409,
      /^“Key person leaves” has recorded progress on 1 mitigation: close the risk instead of deleting it\.$/,
    );
    // A mitigation neither they nor their risk belong to is not theirs to move.
    expectFailed(
      await write(
        'add-progress',
        { riskId: risk.id, mitigationId: adminsOwn.id, version: 1, percent: 10 },
        c.employee.token,
      ),
      403,
      /^Only a company administrator, a Risk Management administrator or the mitigation’s or the risk’s owner can do this\.$/,
    );
    expectFailed(
      await write(
        'add-progress',
        { riskId: risk.id, mitigationId: added.id, version: 2, percent: 10 },
        c.employee.token,
      ),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write(
        'add-progress',
        { riskId: risk.id, mitigationId: added.id, version: 3, percent: 101 },
        c.employee.token,
      ),
      400,
      /^percent: must be a whole number from 0 to 100/,
    );
    expect(await tenantSnapshot(c.companyId)).toBe(before);
    expect((await fetchRisk(risk.id)).mitigations.map((m) => [m.description, m.status])).toEqual([
      ['Document the process', 'Complete'],
      ['Hire a deputy', 'In Progress'],
    ]);
  });

  it('refuses bad input, stale versions and other people’s writes, changing nothing', async () => {
    const risk = ok(await write('add-identification', body({ title: 'Stale' }))).item;
    ok(await write('edit-identification', { ...body({ title: 'Stale (edited)' }), id: risk.id, version: 1 }));
    const before = await tenantSnapshot(c.companyId);
    expectFailed(
      await write('add-identification', body({ impact: 6 })),
      400,
      /^impact: must be a whole number from 1 to 5/,
    );
    expectFailed(await write('add-identification', body({ title: '  ' })), 400, /^title is required/);
    expectFailed(await write('add-identification', body({ status: 'Maybe' })), 400, /^status: /);
    expectFailed(
      await write('add-identification', body({ categoryId: 'nope' })),
      400,
      /^categoryId: must be a valid id/,
    );
    expectFailed(
      await write('add-control', {
        riskId: risk.id,
        description: 'x',
        type: 'Corrective',
        effectiveness: 'Effective',
      }),
      400,
      /^type: /,
    );
    expectFailed(
      await write('add-mitigation', {
        riskId: risk.id,
        description: 'x',
        ownerId: c.admin.employeeId,
        dueDate: '31/01/2026',
      }),
      400,
      /^dueDate: must be a date/,
    );
    expectFailed(await read('all', { level: 'Severe' }, c.admin.token), 400, /^level: /);
    // The version read before the edit.
    expectFailed(
      await write('edit-identification', { ...body({ title: 'Mine' }), id: risk.id, version: 1 }),
      409,
      /changed by someone else/,
    );
    expectFailed(await write('delete', { id: risk.id, version: 1 }), 409, /changed by someone else/);
    // A plain employee may not identify or delete risks…
    const refusal = /^Only a company administrator or a Risk Management administrator can do this\.$/;
    expectFailed(await write('add-identification', body(), c.employee.token), 403, refusal);
    expectFailed(await write('delete', { id: risk.id, version: 2 }, c.employee.token), 403, refusal);
    expect(await tenantSnapshot(c.companyId)).toBe(before);
  });

  it('lets a risk’s owner look after it, and nobody else who is not an administrator', async () => {
    // The risk belongs to the admin; the employee owns nothing here.
    const risk = ok(
      await write('add-identification', body({ title: 'Admin’s own', ownerId: c.admin.employeeId })),
    ).item;
    const before = await tenantSnapshot(c.companyId);
    const refusal =
      /^Only a company administrator, a Risk Management administrator or the risk’s owner can do this\.$/;
    expectFailed(
      await write(
        'edit-identification',
        { ...body({ ownerId: c.admin.employeeId }), id: risk.id, version: 1 },
        c.employee.token,
      ),
      403,
      refusal,
    );
    expectFailed(
      await write(
        'add-control',
        { riskId: risk.id, description: 'x', type: 'Detective', effectiveness: 'Effective' },
        c.employee.token,
      ),
      403,
      refusal,
    );
    expectFailed(
      await write(
        'add-mitigation',
        { riskId: risk.id, description: 'x', ownerId: c.employee.employeeId, dueDate: '2030-01-01' },
        c.employee.token,
      ),
      403,
      refusal,
    );
    expect(await tenantSnapshot(c.companyId)).toBe(before);
    // Handed to the employee, it is theirs to edit and control.
    ok(await write('edit-identification', { ...body({ title: 'Handed over' }), id: risk.id, version: 1 }));
    const theirs = ok(
      await write(
        'edit-identification',
        { ...body({ title: 'Handed over', likelihood: 5 }), id: risk.id, version: 2 },
        c.employee.token,
      ),
    ).item;
    expect(rating(theirs.inherent)).toBe('4×5 20 Extreme');
    ok(
      await write(
        'add-control',
        { riskId: risk.id, description: 'Mine', type: 'Preventative', effectiveness: 'Effective' },
        c.employee.token,
      ),
    );
  });

  it('is the register’s own: the other register and another company answer 404 and change nothing', async () => {
    const risk = ok(await write('add-identification', body({ title: 'Only here' }))).item;
    const bType = await defaultType(b.admin.token);
    const bCategory = await addCategory(b.admin.token, unique('Theirs'));
    const bRisk = await identify(b.admin.token, register, {
      title: 'Theirs',
      categoryId: bCategory.id,
      ownerId: b.admin.employeeId!,
      riskRatingTypeId: bType.id,
      impact: 2,
      likelihood: 2,
    });
    const [mine, theirs] = [await tenantSnapshot(c.companyId), await tenantSnapshot(b.companyId)];
    const otherFamily = RISK_REGISTER_FAMILY[other];
    expectFailed(
      await get(`/${otherFamily}/get`, { id: risk.id }, c.admin.token),
      404,
      /^id: no such risk in the /,
    );
    expectFailed(
      await post(
        `/${otherFamily}/add-control`,
        { riskId: risk.id, description: 'x', type: 'Detective', effectiveness: 'Effective' },
        c.admin.token,
      ),
      404,
      /^riskId: no such risk/,
    );
    expectFailed(await read('get', { id: bRisk.id }, c.admin.token), 404, /^id: no such risk/);
    expectFailed(await write('delete', { id: bRisk.id, version: 1 }), 404, /^id: no such risk/);
    expectFailed(
      await write('add-identification', body({ categoryId: bCategory.id })),
      404,
      /^categoryId: no such risk category in your company$/,
    );
    expectFailed(
      await write('add-identification', body({ riskRatingTypeId: bType.id })),
      404,
      /^riskRatingTypeId: no such rating type/,
    );
    expectFailed(
      await write('add-identification', body({ ownerId: b.employee.employeeId })),
      404,
      /^ownerId: no such employee in your company$/,
    );
    expectFailed(
      await read('all', { categoryId: bCategory.id }, c.admin.token),
      404,
      /^categoryId: no such risk category/,
    );
    expect(await tenantSnapshot(c.companyId)).toBe(mine);
    expect(await tenantSnapshot(b.companyId)).toBe(theirs);
    const page = ok(await read<{ list: TRisk[] }>('all', { limit: 200 }, c.admin.token));
    expect(page.list.map((r) => r.id)).not.toContain(bRisk.id);
    expect(page.list.every((r) => r.register === register)).toBe(true);
  });

  it('pages the register by level, category, team, owner, status and text, with exact totals', async () => {
    const t = await makeRiskTenant(owner, `risk-list-${register}`);
    const tt = await defaultType(t.admin.token);
    const [ops, fin] = [await addCategory(t.admin.token, 'Ops'), await addCategory(t.admin.token, 'Finance')];
    const crew = await addTeam(t.admin.token, 'Crew');
    const make = (title: string, impact: number, likelihood: number, over: Record<string, unknown> = {}) =>
      identify(t.admin.token, register, {
        title,
        categoryId: ops.id,
        ownerId: t.admin.employeeId!,
        riskRatingTypeId: tt.id,
        impact,
        likelihood,
        ...over,
      });
    // Levels by hand: 1×1 Low, 2×2 Moderate, 3×3 High, 4×4 Extreme, 5×5 Extreme.
    await make('Low one', 1, 1);
    await make('Moderate one', 2, 2, { categoryId: fin.id });
    await make('High one', 3, 3, { teamId: crew.id });
    await make('Extreme one', 4, 4, { ownerId: t.employee.employeeId });
    await make('Extreme two', 5, 5, { status: 'Closed', description: 'Meteor strike' });
    const page = async (query: Record<string, string | number>) =>
      ok(
        await get<{ list: TRisk[]; total: number; cursor: string | null }>(
          `/${family}/all`,
          query,
          t.employee.token,
        ),
      );
    const titles = async (query: Record<string, string | number>) => {
      const p = await page(query);
      expect(p.total).toBe(p.list.length);
      return p.list.map((r) => r.title);
    };
    expect(await titles({})).toEqual(['Extreme two', 'Extreme one', 'High one', 'Moderate one', 'Low one']);
    expect(await titles({ level: 'Extreme' })).toEqual(['Extreme two', 'Extreme one']);
    expect(await titles({ level: 'Extreme', status: 'Open' })).toEqual(['Extreme one']);
    expect(await titles({ level: 'Moderate', basis: 'inherent' })).toEqual(['Moderate one']);
    expect(await titles({ categoryId: fin.id })).toEqual(['Moderate one']);
    expect(await titles({ teamId: crew.id })).toEqual(['High one']);
    expect(await titles({ ownerId: t.employee.employeeId! })).toEqual(['Extreme one']);
    expect(await titles({ ownerId: t.admin.employeeId!, categoryId: ops.id })).toEqual([
      'Extreme two',
      'High one',
      'Low one',
    ]);
    expect(await titles({ status: 'Closed' })).toEqual(['Extreme two']);
    expect(await titles({ search: 'METEOR' })).toEqual(['Extreme two']);
    // Pages of two follow each other with the cursor, and the total is the whole register's.
    const first = await page({ limit: 2 });
    expect(first).toMatchObject({ total: 5 });
    expect(first.list).toHaveLength(2);
    const second = await page({ limit: 2, cursor: first.cursor! });
    expect(second.list.map((r) => r.title)).toEqual(['High one', 'Moderate one']);
    // Re-scoring a matrix cell re-levels the risks in it at once: 3×3 = 9 High → 20 Extreme.
    const matrix = ok(
      await get<{ list: Array<{ id: string; impact: number; likelihood: number; version: number }> }>(
        '/risk-rating/matrix',
        { riskRatingTypeId: tt.id },
        t.admin.token,
      ),
    ).list;
    const e33 = matrix.find((e) => e.impact === 3 && e.likelihood === 3)!;
    ok(
      await post(
        '/risk-rating/update-matrix-entry',
        { id: e33.id, riskRatingTypeId: tt.id, version: e33.version, ratingScore: 20 },
        t.admin.token,
      ),
    );
    expect(await titles({ level: 'Extreme', status: 'Open' })).toEqual(['Extreme one', 'High one']);

    // The Excel download: the same rows as the page, parsed back.
    const file = ok(await post<TRiskDownload>(`/${family}/download`, { status: 'Open' }, t.employee.token));
    expect(file).toMatchObject({
      rows: 4,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(file.filename).toMatch(new RegExp(`^${family}-register-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await (await fetch(file.url)).arrayBuffer()) as ArrayBuffer);
    const sheet = wb.getWorksheet('Register')!;
    const rows: Record<string, unknown>[] = [];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
    });
    expect(
      rows.map((r) => [
        r.Title,
        r.Status,
        r.Category,
        r['Inherent impact'],
        r['Inherent likelihood'],
        r['Inherent score'],
        r['Inherent level'],
        r['Residual level'],
      ]),
    ).toEqual([
      ['Extreme one', 'Open', 'Ops', 'Major', 'Likely', 16, 'Extreme', 'Extreme'],
      ['High one', 'Open', 'Ops', 'Moderate', 'Possible', 20, 'Extreme', 'Extreme'],
      ['Moderate one', 'Open', 'Finance', 'Minor', 'Unlikely', 4, 'Moderate', 'Moderate'],
      ['Low one', 'Open', 'Ops', 'Insignificant', 'Rare', 1, 'Low', 'Low'],
    ]);
    expect(rows.map((r) => r.Owner)).toEqual(['Emma Ployee', 'Ada Admin', 'Ada Admin', 'Ada Admin']);
    expect(rows[1]!.Team).toBe('Crew');
    const level = sheet.getRow(2).getCell(headers.indexOf('Inherent level') + 1);
    expect((level.fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe('FFEF4444');
    // The heat-map sheet counts the same rows: Major (row "Likely") has one.
    const heatSheet = wb.getWorksheet('Heat map')!;
    const likelyRow = heatSheet.getRows(1, heatSheet.rowCount)!.find((r) => r.getCell(1).value === 'Likely')!;
    expect((likelyRow.values as unknown[]).slice(2)).toEqual([0, 0, 0, 1, 0]);
  });

  it('is refused to a company without Risk Management', async () => {
    const before = await tenantSnapshot(off.companyId);
    for (const token of [off.admin.token, off.employee.token]) {
      expectFailed(await read('all', {}, token), 403, /Risk Management module is not enabled/);
      expectFailed(await read('heat-map', {}, token), 403, /module is not enabled/);
    }
    expect(await tenantSnapshot(off.companyId)).toBe(before);
  });
});
