import {
  MAX_ACTIONS_PER_RISK,
  type TKpa,
  type TKpi,
  type TRisk,
  type TRiskAction,
  type TRiskCategory,
  type TRiskDetail,
  type TRiskDownload,
  type TRiskMitigation,
  type TRiskRatingType,
  type TRiskSummary,
  type TRiskTrendPoint,
  type TScorecard,
} from '@stratum/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, seedDemo } from '../../../packages/local/src/seed';
import { get, login, post, type Reply, type Session } from '../../../tests/support/api';
import { addPlan, setPlanning } from '../../../tests/support/planning';
import { addCategory, defaultType, makeRiskTenant, readSetup } from '../../../tests/support/risk';
import { addKpa, addScorecard, saveKpi } from '../../../tests/support/scorecard';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, type Tenant } from '../../../tests/support/world';

/*
 * What the registers gained after their foundations: links to a strategic objective, the risk
 * response and its action log, the PDF register, the register over time and the dashboard summary
 * (docs/risk.md). The two registers share the code: these run in risk management, with one check
 * that the other register does not see them.
 */

let owner: Session;
/** the company under test, with Strategic Planning on too */
let c: Tenant;
/** another company: its ids are the foreign ones */
let b: Tenant;
let type: TRiskRatingType;
let category: TRiskCategory;
let scorecard: TScorecard;
let kpa: TKpa;
let kpi: TKpi;
/** b's strategic KPI */
let bKpi: TKpi;
let bScorecard: TScorecard;
let bRisk: TRiskDetail;

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const write = <T = { item: TRiskDetail }>(
  action: string,
  body: Record<string, unknown>,
  token = c.admin.token,
) => post<T>(`/risk-management/${action}`, body, token);
const read = <T>(
  action: string,
  query: Record<string, string | number | undefined> = {},
  token = c.admin.token,
) => get<T>(`/risk-management/${action}`, query, token);

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Key customer leaves',
  categoryId: category.id,
  ownerId: c.admin.employeeId!,
  riskRatingTypeId: type.id,
  impact: 4,
  likelihood: 4,
  ...over,
});

/** A strategic scorecard of the company with a KPA and a KPI under it. */
const strategicObjectives = async (t: Tenant) => {
  await setPlanning(owner, t.companyId);
  const plan = await addPlan(t.admin.token, 'strategic');
  const card = await addScorecard(t.admin.token, plan, { name: 'Strategy 2026' });
  const area = await addKpa(t.admin.token, 'strategic', card.id, 'Customers');
  const measure = await saveKpi(t.admin.token, 'strategic', {
    scorecardId: card.id,
    kpaId: area.id,
    name: 'Customer retention',
    target: 95,
    weight: 100,
  });
  return { card, area, measure };
};

beforeAll(async () => {
  owner = await ownerSession();
  [c, b] = await Promise.all([makeRiskTenant(owner, 'risk-x'), makeRiskTenant(owner, 'risk-xb')]);
  [{ card: scorecard, area: kpa, measure: kpi }, { card: bScorecard, measure: bKpi }] = await Promise.all([
    strategicObjectives(c),
    strategicObjectives(b),
  ]);
  await Promise.all([readSetup(c.admin.token), readSetup(b.admin.token)]);
  type = await defaultType(c.admin.token);
  category = await addCategory(c.admin.token, 'Commercial');
  const bCategory = await addCategory(b.admin.token, 'Theirs');
  const bType = await defaultType(b.admin.token);
  bRisk = ok(
    await write(
      'add-identification',
      {
        title: 'Their risk',
        categoryId: bCategory.id,
        ownerId: b.admin.employeeId!,
        riskRatingTypeId: bType.id,
        impact: 2,
        likelihood: 2,
      },
      b.admin.token,
    ),
  ).item;
});

describe('links to planning and the risk response', () => {
  it('links a risk to a strategic KPA or KPI, named on every read, and takes the link away', async () => {
    const risk = ok(
      await write(
        'add-identification',
        body({
          objectiveLink: { kind: 'kpa', scorecardId: scorecard.id, itemId: kpa.id },
          response: 'Reduce',
          responseNote: 'Account plans for the top ten',
        }),
      ),
    ).item;
    expect(risk).toMatchObject({
      objectiveLink: { kind: 'kpa', scorecardId: scorecard.id, itemId: kpa.id },
      objectiveName: 'Customers',
      response: 'Reduce',
      responseNote: 'Account plans for the top ten',
      actionCount: 0,
    });
    const page = ok(await read<{ list: TRisk[] }>('all', { search: 'key customer' }));
    expect(page.list.map((r) => [r.id, r.objectiveName])).toEqual([[risk.id, 'Customers']]);

    const moved = ok(
      await write('edit-identification', {
        ...body({
          objectiveLink: { kind: 'strategic-kpi', scorecardId: scorecard.id, itemId: kpi.id },
          response: 'Transfer',
        }),
        id: risk.id,
        version: 1,
      }),
    ).item;
    expect(moved).toMatchObject({
      objectiveLink: { kind: 'strategic-kpi', itemId: kpi.id },
      objectiveName: 'Customer retention',
      response: 'Transfer',
      responseNote: '',
      version: 2,
    });

    const cleared = ok(await write('edit-identification', { ...body(), id: risk.id, version: 2 })).item;
    expect(cleared).toMatchObject({ objectiveLink: null, objectiveName: null, response: null, version: 3 });
    expect(
      ok(await read<{ item: TRiskDetail }>('get', { id: risk.id }, c.employee.token)).item,
    ).toMatchObject({
      objectiveLink: null,
      response: null,
    });
  });

  it('refuses a link to an objective that does not exist, a KPI under the wrong kind, or another company’s, writing nothing', async () => {
    const before = await tenantSnapshot(c.companyId);
    const missing = /^objectiveLink: The linked objective does not exist/;
    for (const objectiveLink of [
      { kind: 'kpa', scorecardId: scorecard.id, itemId: kpi.id },
      { kind: 'strategic-kpi', scorecardId: scorecard.id, itemId: kpa.id },
      { kind: 'strategic-kpi', scorecardId: kpa.id, itemId: kpi.id },
      { kind: 'strategic-kpi', scorecardId: bScorecard.id, itemId: bKpi.id },
    ]) {
      expectFailed(await write('add-identification', body({ objectiveLink })), 422, missing);
    }
    expectFailed(
      await write(
        'add-identification',
        body({ objectiveLink: { kind: 'goal', scorecardId: scorecard.id, itemId: kpa.id } }),
      ),
      400,
      /^objectiveLink\.kind: /,
    );
    expectFailed(await write('add-identification', body({ response: 'Ignore' })), 400, /^response: /);
    expectFailed(
      await write('add-identification', body({ responseNote: 'x'.repeat(2001) })),
      400,
      /^responseNote must be at most 2000 characters/,
    );
    expect(await tenantSnapshot(c.companyId)).toEqual(before);
  });
});

describe('risk actions', () => {
  let risk: TRiskDetail;
  type ActionReply = { item: TRiskAction };

  beforeAll(async () => {
    // The plain employee owns this one: owners log their own risks' actions.
    risk = ok(
      await write('add-identification', body({ title: 'Price war', ownerId: c.employee.employeeId! })),
    ).item;
  });

  it('logs actions on a risk, changes and deletes them, and the risk counts them', async () => {
    const first = ok(
      await write<ActionReply>(
        'add-action',
        {
          riskId: risk.id,
          description: 'Review pricing',
          ownerId: c.admin.employeeId!,
          dueDate: '2030-03-31',
        },
        c.employee.token,
      ),
    ).item;
    expect(first).toMatchObject({
      riskId: risk.id,
      description: 'Review pricing',
      owner: { employeeId: c.admin.employeeId },
      dueDate: '2030-03-31',
      d_dueDate: 'Mar 31st 2030',
      status: 'Open',
      version: 1,
    });
    const second = ok(
      await write<ActionReply>('add-action', { riskId: risk.id, description: 'Tell the board' }),
    ).item;
    expect(second).toMatchObject({ owner: null, dueDate: null, d_dueDate: null });

    const done = ok(
      await write<ActionReply>('update-action', {
        riskId: risk.id,
        id: first.id,
        version: 1,
        description: 'Review pricing with sales',
        status: 'Done',
      }),
    ).item;
    // Owner and due date not sent: kept.
    expect(done).toMatchObject({
      status: 'Done',
      version: 2,
      dueDate: '2030-03-31',
      owner: { employeeId: c.admin.employeeId },
    });

    const list = ok(
      await read<{ list: TRiskAction[] }>('actions', { riskId: risk.id }, c.employee.token),
    ).list;
    expect(list.map((a) => [a.description, a.status])).toEqual([
      ['Review pricing with sales', 'Done'],
      ['Tell the board', 'Open'],
    ]);
    const fresh = ok(await read<{ item: TRiskDetail }>('get', { id: risk.id })).item;
    // Logging actions never makes an open edit of the risk stale.
    expect(fresh).toMatchObject({ actionCount: 2, version: 1 });

    // A risk with logged actions is closed, not deleted.
    expectFailed(await write('delete', { id: risk.id, version: 1 }), 409, /2 logged actions: close the risk/);

    expect(
      ok(await write<ActionReply>('delete-action', { riskId: risk.id, id: second.id, version: 1 })).item.id,
    ).toBe(second.id);
    expect(ok(await read<{ item: TRiskDetail }>('get', { id: risk.id })).item.actionCount).toBe(1);
  });

  it('refuses bad input, stale versions, strangers and foreign ids, changing nothing', async () => {
    const action = ok(await write<ActionReply>('add-action', { riskId: risk.id, description: 'Hedge' })).item;
    const stranger = await makeRiskTenant(owner, 'risk-x-stranger');
    // The admin owns this one: the plain employee is neither its owner nor an administrator.
    const adminsRisk = ok(await write('add-identification', body({ title: 'Admin’s own' }))).item;
    const before = await tenantSnapshot(c.companyId);

    expectFailed(
      await write('add-action', { riskId: risk.id, description: ' ' }),
      400,
      /^description is required/,
    );
    expectFailed(
      await write('add-action', { riskId: risk.id, description: 'x', dueDate: '31/03/2030' }),
      400,
      /^dueDate: /,
    );
    expectFailed(
      await write('update-action', {
        riskId: risk.id,
        id: action.id,
        version: 1,
        description: 'x',
        status: 'Half',
      }),
      400,
      /^status: /,
    );
    expectFailed(
      await write('add-action', { riskId: risk.id, description: 'x', ownerId: stranger.admin.employeeId! }),
      404,
      /^ownerId: no such employee/,
    );
    // stale
    expectFailed(
      await write('update-action', {
        riskId: risk.id,
        id: action.id,
        version: 7,
        description: 'x',
        status: 'Done',
      }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write('delete-action', { riskId: risk.id, id: action.id, version: 7 }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write('add-action', { riskId: adminsRisk.id, description: 'x' }, c.employee.token),
      403,
      /Only a company administrator, a Risk Management administrator or the risk’s owner/,
    );
    // Another company's risk and action, and the other register: 404 for everyone.
    expectFailed(
      await write('add-action', { riskId: bRisk.id, description: 'x' }),
      404,
      /^riskId: no such risk/,
    );
    expectFailed(await read('actions', { riskId: bRisk.id }), 404, /^riskId: no such risk/);
    expectFailed(
      await write('update-action', {
        riskId: bRisk.id,
        id: action.id,
        version: 1,
        description: 'x',
        status: 'Done',
      }),
      404,
      /^riskId: no such risk/,
    );
    expectFailed(
      await post('/ra-risk-management/add-action', { riskId: risk.id, description: 'x' }, c.admin.token),
      404,
      /^riskId: no such risk in the risk assessment register/,
    );
    expectFailed(
      await write('delete-action', { riskId: risk.id, id: risk.id, version: 1 }),
      404,
      /^id: no such action/,
    );
    expect(await tenantSnapshot(c.companyId)).toEqual(before);
  });

  it(`keeps at most ${MAX_ACTIONS_PER_RISK} actions on a risk`, async () => {
    const full = ok(await write('add-identification', body({ title: 'Busy risk' }))).item;
    for (let i = 0; i < MAX_ACTIONS_PER_RISK; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          write('add-action', { riskId: full.id, description: `Step ${i + j}` }),
        ),
      );
    }
    expect(ok(await read<{ item: TRiskDetail }>('get', { id: full.id })).item.actionCount).toBe(
      MAX_ACTIONS_PER_RISK,
    );
    expectFailed(
      await write('add-action', { riskId: full.id, description: 'One more' }),
      422,
      new RegExp(`at most ${MAX_ACTIONS_PER_RISK} actions`),
    );
  });
});

describe('the register as a PDF, over time and on the dashboard', () => {
  /** A company of its own, so its figures are exact. */
  let d: Tenant;
  let dType: TRiskRatingType;
  let dCategory: TRiskCategory;
  const dWrite = <T = { item: TRiskDetail }>(action: string, b2: Record<string, unknown>) =>
    post<T>(`/risk-management/${action}`, b2, d.admin.token);
  const dRead = <T>(action: string, q: Record<string, string> = {}, token = d.employee.token) =>
    get<T>(`/risk-management/${action}`, q, token);
  const identify = async (title: string, impact: number, likelihood: number, status = 'Open') =>
    ok(
      await dWrite('add-identification', {
        title,
        categoryId: dCategory.id,
        ownerId: d.admin.employeeId!,
        riskRatingTypeId: dType.id,
        impact,
        likelihood,
        status,
      }),
    ).item;
  let extreme: TRiskDetail;
  let low: TRiskDetail;

  beforeAll(async () => {
    d = await makeRiskTenant(owner, 'risk-x-dash');
    dType = await defaultType(d.admin.token);
    dCategory = await addCategory(d.admin.token, 'Finance');
    extreme = await identify('Fraud', 5, 4); // 20 Extreme
    await identify('Late invoices', 3, 3); // 9 High
    low = await identify('Typos', 1, 2); // 2 Low
    await identify('Old risk', 4, 4, 'Closed'); // 16 Extreme, closed
  });

  it('writes the register as a PDF: the table and a heat-map page', async () => {
    const file = ok(
      await post<TRiskDownload>('/risk-management/download', { format: 'pdf' }, d.employee.token),
    );
    expect(file).toMatchObject({ contentType: 'application/pdf', rows: 4 });
    expect(file.filename).toMatch(/^risk-management-register-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Risk Management register');
    expect(pdf.getSubject()).toBe('4 risks');
    // The register on the first page, the heat maps on their own.
    expect(pdf.getPageCount()).toBe(2);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect(width).toBeGreaterThan(height);

    // Filters apply as to the sheet.
    const open = ok(
      await post<TRiskDownload>(
        '/risk-management/download',
        { format: 'pdf', status: 'Closed' },
        d.employee.token,
      ),
    );
    expect(open.rows).toBe(1);
    expect(
      (await PDFDocument.load(new Uint8Array(await (await fetch(open.url)).arrayBuffer()))).getSubject(),
    ).toBe('1 risks');
    expectFailed(
      await post('/risk-management/download', { format: 'docx' }, d.employee.token),
      400,
      /^format: /,
    );
  });

  it('answers the register month by month from its month counts', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const trend = ok(await dRead<{ list: TRiskTrendPoint[] }>('trend')).list;
    expect(trend).toHaveLength(12);
    expect(trend.at(-1)).toEqual({ month, identified: 4, closed: 1, open: 3, openHighOrExtreme: 2 });
    expect(trend.slice(0, 11).every((p) => p.identified === 0 && p.open === 0)).toBe(true);

    // Closing a risk moves it this month; reopening takes the close back.
    const closed = ok(
      await dWrite('edit-identification', { ...identification(extreme), status: 'Closed' }),
    ).item;
    const one = ok(await dRead<{ list: TRiskTrendPoint[] }>('trend', { from: month, to: month })).list;
    expect(one).toEqual([{ month, identified: 4, closed: 2, open: 2, openHighOrExtreme: 1 }]);
    ok(await dWrite('edit-identification', { ...identification(closed), status: 'Open' }));

    // A control moves the residual level: High/Extreme follows today's rating.
    ok(
      await dWrite('add-control', {
        riskId: extreme.id,
        description: 'Two signatures',
        type: 'Preventative',
        effectiveness: 'Effective',
      }),
    ); // 5×3 = 15: still Extreme
    const later = ok(await dRead<{ list: TRiskTrendPoint[] }>('trend', { from: month })).list;
    expect(later[0]).toEqual({ month, identified: 4, closed: 1, open: 3, openHighOrExtreme: 2 });
    expect(later).toHaveLength(12);

    expectFailed(await dRead('trend', { from: '2026-13' }), 400, /^from: must be a month \(YYYY-MM\)/);
    expectFailed(
      await dRead('trend', { from: '2026-05', to: '2026-04' }),
      400,
      /^from: must not be after to/,
    );
    expectFailed(
      await dRead('trend', { from: '2000-01', to: '2026-04' }),
      400,
      /^to: a trend covers at most 120 months/,
    );
    // The other register has its own counts.
    const other = ok(
      await get<{ list: TRiskTrendPoint[] }>(
        '/ra-risk-management/trend',
        { from: month, to: month },
        d.admin.token,
      ),
    ).list;
    expect(other).toEqual([{ month, identified: 0, closed: 0, open: 0, openHighOrExtreme: 0 }]);
  });

  it('summarises open risks by level and lists overdue mitigations, earliest first', async () => {
    type MitigationReply = { item: TRiskMitigation };
    const addMitigation = async (riskId: string, description: string, dueDate: string) =>
      ok(
        await dWrite<MitigationReply>('add-mitigation', {
          riskId,
          description,
          ownerId: d.employee.employeeId!,
          dueDate,
        }),
      ).item;
    const late = await addMitigation(extreme.id, 'Audit payments', '2024-02-01');
    const later = await addMitigation(low.id, 'Spell checker', '2025-06-30');
    await addMitigation(low.id, 'Proofreading', '2099-01-01');

    const summary = ok(await dRead<{ item: TRiskSummary }>('summary')).item;
    expect(summary).toEqual({
      openHighOrExtreme: 2,
      openByLevel: { Low: 1, Medium: 0, Moderate: 0, High: 1, Extreme: 1 },
      overdueMitigations: 2,
      overdue: [
        {
          riskId: extreme.id,
          riskTitle: 'Fraud',
          mitigationId: late.id,
          description: 'Audit payments',
          ownerName: 'Emma Ployee',
          dueDate: '2024-02-01',
        },
        {
          riskId: low.id,
          riskTitle: 'Typos',
          mitigationId: later.id,
          description: 'Spell checker',
          ownerName: 'Emma Ployee',
          dueDate: '2025-06-30',
        },
      ],
    });

    // Complete takes it off; a new due date in the future too; back under 100 puts it back.
    ok(await dWrite('add-progress', { riskId: extreme.id, mitigationId: late.id, version: 1, percent: 100 }));
    ok(
      await dWrite('update-mitigation', {
        riskId: low.id,
        id: later.id,
        version: 1,
        description: 'Spell checker',
        ownerId: d.employee.employeeId!,
        dueDate: '2098-01-01',
      }),
    );
    expect(ok(await dRead<{ item: TRiskSummary }>('summary')).item).toMatchObject({
      overdueMitigations: 0,
      overdue: [],
    });
    ok(await dWrite('add-progress', { riskId: extreme.id, mitigationId: late.id, version: 2, percent: 60 }));
    const back = ok(await dRead<{ item: TRiskSummary }>('summary')).item;
    expect(back.overdue.map((o) => o.mitigationId)).toEqual([late.id]);

    // Deleting a mitigation takes it off; the other register and another company see none of it.
    const gone = await addMitigation(low.id, 'Dictionary', '2023-01-01');
    expect(ok(await dRead<{ item: TRiskSummary }>('summary')).item.overdueMitigations).toBe(2);
    ok(await dWrite('delete-mitigation', { riskId: low.id, id: gone.id, version: 1 }));
    expect(ok(await dRead<{ item: TRiskSummary }>('summary')).item.overdueMitigations).toBe(1);
    expect(
      ok(await get<{ item: TRiskSummary }>('/ra-risk-management/summary', {}, d.admin.token)).item,
    ).toMatchObject({ openHighOrExtreme: 0, overdueMitigations: 0, overdue: [] });
    expect(
      ok(await get<{ item: TRiskSummary }>('/risk-management/summary', {}, b.admin.token)).item.overdue,
    ).toEqual([]);
  });
});

/** A risk's identification as an edit sends it back. */
const identification = (r: TRiskDetail) => ({
  id: r.id,
  version: r.version,
  title: r.title,
  categoryId: r.category.id,
  ownerId: r.owner.employeeId,
  riskRatingTypeId: r.ratingType.id,
  impact: r.inherent.impact,
  likelihood: r.inherent.likelihood,
  status: r.status,
});

describe('the demo seed', () => {
  it('gives Acme both registers through the use cases, and seeding again adds nothing', async () => {
    const { admin } = demoLogins();
    const acme = await login(admin.email, admin.password);
    const totals = async () => ({
      management: ok(await get<{ total: number }>('/risk-management/all', { limit: 1 }, acme.token)).total,
      assessment: ok(await get<{ total: number }>('/ra-risk-management/all', { limit: 1 }, acme.token)).total,
    });
    expect(await totals()).toEqual({ management: 8, assessment: 2 });
    const summary = ok(await get<{ item: TRiskSummary }>('/risk-management/summary', {}, acme.token)).item;
    expect(summary.overdueMitigations).toBe(1);
    expect(summary.overdue[0]).toMatchObject({ riskTitle: 'Loss of a key customer' });
    expect(summary.openHighOrExtreme).toBeGreaterThan(0);
    const page = ok(await get<{ list: TRisk[] }>('/risk-management/all', { limit: 50 }, acme.token)).list;
    const cyber = page.find((r) => r.title === 'Cyber attack on the ERP system')!;
    expect(cyber).toMatchObject({ mitigationCount: 2, mitigationsComplete: 1, response: 'Reduce' });
    expect(page.find((r) => r.title === 'Loss of a key customer')).toMatchObject({
      objectiveLink: { kind: 'kpa' },
      actionCount: 2,
    });
    expect(page.find((r) => r.title === 'Loss of a key customer')!.objectiveName).not.toBe('—');

    await seedDemo();
    expect(await totals()).toEqual({ management: 8, assessment: 2 });
  });
});
