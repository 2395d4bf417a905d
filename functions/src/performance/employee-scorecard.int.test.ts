import {
  deleteEmployeeScorecard,
  type TEmployeeScorecard,
  type TEmployeeScorecardDetail,
  type TQuarter,
  type TScorecard,
  type TTrainingTag,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, seedDemo } from '../../../packages/local/src/seed';
import { get, login, post, type Reply } from '../../../tests/support/api';
import {
  addAnnualPlan,
  addPerspective,
  addPlan,
  addRatingEntry,
  makePlanningTenant,
} from '../../../tests/support/planning';
import { addKpa, addScorecard, saveKpi } from '../../../tests/support/scorecard';
import {
  acceptMailedCode,
  ownerSession,
  unique,
  type Person,
  type Tenant,
} from '../../../tests/support/world';

const FAMILY = 'employee-scorecard';
let a: Tenant;
let b: Tenant;
/** a.employee supervises `worker`; `outsider` has no part in worker's scorecards */
let worker: Person & { employeeId: string };
let outsider: Person;
let annualPlanId: string;
let strategicPlanId: string;
let perspectiveId: string;
let openQuarter: number;
let closedQuarter: number;

const call = (action: string, body: Record<string, unknown>, token: string) =>
  post(`/${FAMILY}/${action}`, body, token);
const read = (action: string, query: Record<string, string | number>, token: string) =>
  get(`/${FAMILY}/${action}`, query, token);

const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as Record<string, T>)[key] as T;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

/** Someone on the company's records who signs up and has a session. */
const person = async (t: Tenant, supervisorId?: string) => {
  const email = `${unique('pm')}@example.com`;
  const added = await post<{ employee: { id: string } }>(
    '/employee/add',
    { firstName: unique('Wren'), lastName: 'Worker', email, supervisorId },
    t.admin.token,
  );
  expect(added.status, added.body.err_msg).toBe(200);
  expect((await post('/auth/sign-up', { email })).status).toBe(200);
  return { ...(await acceptMailedCode(email, /signing up/)), employeeId: added.body.data.employee.id };
};

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'emp-sc-a'), makePlanningTenant(owner, 'emp-sc-b')]);
  for (const t of [a, b]) {
    const r = await post(
      '/module/update',
      { companyId: t.companyId, moduleKey: 'performance', enabled: true },
      owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  }
  worker = await person(a, a.employee.employeeId!);
  outsider = await person(a);
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(a.admin.token, 'strategic', {
    description: unique('Plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 2}-12-31`,
  });
  strategicPlanId = plan.id;
  perspectiveId = (await addPerspective(a.admin.token, plan, 'People')).id;
  for (const target of [59, 79, 99, 119, 149]) await addRatingEntry(a.admin.token, plan, target);
  annualPlanId = (await addAnnualPlan(a.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`)).id;
  const quarters = (await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId }, a.admin.token)).body
    .data.list;
  openQuarter = quarters.find((q) => q.open.pmAgreement)!.quarter;
  closedQuarter = quarters.find((q) => !q.open.pmAgreement)!.quarter;
});

/** A library template with a KPA and two KPIs, made by the administrator. */
const template = async () => {
  const t = ok<TEmployeeScorecard>(
    await call('add-template', { annualPlanId, name: unique('Sales rep') }, a.admin.token),
    'scorecard',
  );
  const kpa = ok<{ id: string }>(
    await call('add-kpa', { scorecardId: t.id, name: 'Selling', perspectiveId }, a.admin.token),
    'kpa',
  );
  for (const [name, target] of [
    ['Calls made', 400],
    ['Deals closed', 40],
  ] as const) {
    ok(
      await call(
        'save-kpi',
        {
          scorecardId: t.id,
          kpaId: kpa.id,
          name,
          target,
          weight: 50,
          periodicTarget1: target / 4,
          periodicTarget2: target / 2,
          periodicTarget3: target / 4,
          periodicTarget4: target / 2,
          ytd: 7,
        },
        a.admin.token,
      ),
      'kpi',
    );
  }
  return t;
};

const detail = (id: string, token: string) =>
  read('get', { id }, token).then((r) => ok<TEmployeeScorecardDetail>(r, 'scorecard'));

describe('employee scorecards from the library', () => {
  it('builds an employee scorecard from a template; the supervisor sees it; outsiders do not', async () => {
    const t = await template();
    const library = ok<TEmployeeScorecard[]>(await read('library', { annualPlanId }, worker.token), 'list');
    expect(library.map((s) => s.id)).toContain(t.id);
    // only Performance administrators change the library
    expectFailed(
      await call('add-kpa', { scorecardId: t.id, name: 'Mine' }, worker.token),
      403,
      /Performance Management administrator/,
    );

    const built = ok<TEmployeeScorecard>(
      await call('add', { annualPlanId, name: 'My year', source: 'library', templateId: t.id }, worker.token),
      'scorecard',
    );
    expect(built).toMatchObject({
      kind: 'employee-annual',
      employeeId: worker.employeeId,
      templateId: t.id,
      functional: false,
      kpaCount: 1,
      kpiCount: 2,
      agreementStatus: null,
    });
    const card = await detail(built.id, worker.token);
    expect(card.kpiList.map((k) => [k.name, k.target, k.ytd])).toEqual([
      ['Calls made', 400, null],
      ['Deals closed', 40, null],
    ]);
    expect(card).toMatchObject({ editable: true, deletable: true, weightTotal: 100 });

    const mine = ok<TEmployeeScorecard[]>(await read('all', { annualPlanId }, worker.token), 'list');
    expect(mine.map((s) => s.id)).toEqual([built.id]);
    const subordinates = ok<TEmployeeScorecard[]>(
      await read('subordinates', { annualPlanId }, a.employee.token),
      'list',
    );
    expect(subordinates.map((s) => [s.id, s.employeeName])).toContainEqual([
      built.id,
      expect.stringMatching(/Worker$/),
    ]);
    expect(
      ok<TEmployeeScorecard[]>(await read('subordinates', { annualPlanId }, outsider.token), 'list'),
    ).toEqual([]);

    expectFailed(await read('get', { id: built.id }, outsider.token), 404, /no such employee scorecard/);
    expectFailed(
      await read('all', { annualPlanId, employeeId: worker.employeeId }, outsider.token),
      403,
      /supervisor/,
    );
    expectFailed(
      await call('add-kpa', { scorecardId: built.id, name: 'Sneaky' }, outsider.token),
      404,
      /no such employee scorecard/,
    );
    expectFailed(await read('get', { id: built.id }, b.admin.token), 404, /no such employee scorecard/);
    expectFailed(
      await call('add', { annualPlanId, name: 'x', source: 'library' }, worker.token),
      400,
      /templateId/,
    );

    // the supervisor comments on a KPI; the employee reads it
    const kpiId = card.kpiList[0]!.id;
    ok(
      await call('add-comment', { scorecardId: built.id, kpiId, comment: 'Aim higher' }, a.employee.token),
      'comment',
    );
    const comments = ok<Array<{ comment: string }>>(
      await read('comments', { scorecardId: built.id, kpiId }, worker.token),
      'list',
    );
    expect(comments.map((c) => c.comment)).toEqual(['Aim higher']);

    // training tags
    const tag = ok<TTrainingTag>(
      await call(
        'set-tag-info',
        {
          scorecardId: built.id,
          kpiId,
          version: card.kpiList[0]!.version,
          tags: ['Negotiation', 'Negotiation', 'CRM'],
        },
        a.employee.token,
      ),
      'tag',
    );
    expect(tag.tags).toEqual(['Negotiation', 'CRM']);
    expectFailed(
      await call(
        'set-tag-info',
        { scorecardId: built.id, kpiId, version: card.kpiList[0]!.version, tags: [] },
        worker.token,
      ),
      409,
      /changed by someone else/,
    );
    const tags = ok<TTrainingTag[]>(await read('tag_info', { scorecardId: built.id }, worker.token), 'list');
    expect(tags.find((x) => x.kpiId === kpiId)!.tags).toEqual(['Negotiation', 'CRM']);
  });

  it('builds functional and empty scorecards and saves one as a template', async () => {
    const functional = ok<TEmployeeScorecard>(
      await call(
        'add-functional-scorecard',
        { annualPlanId, name: 'Function', includeKeyPerformanceArea: 'No' },
        worker.token,
      ),
      'scorecard',
    );
    expect(functional).toMatchObject({ functional: true, kpiCount: 0, includeKeyPerformanceArea: 'No' });
    ok(
      await call(
        'save-kpi',
        { scorecardId: functional.id, name: 'Reports filed', target: 12, weight: 100 },
        worker.token,
      ),
      'kpi',
    );
    expectFailed(
      await call('add-template', { annualPlanId, name: 'T', fromScorecardId: functional.id }, worker.token),
      403,
      /administrator/,
    );
    const saved = ok<TEmployeeScorecard>(
      await call(
        'add-template',
        { annualPlanId, name: unique('From worker'), fromScorecardId: functional.id },
        a.admin.token,
      ),
      'scorecard',
    );
    expect(saved).toMatchObject({
      kind: 'library',
      kpiCount: 1,
      includeKeyPerformanceArea: 'No',
      employeeId: null,
    });
    const removed = ok<TEmployeeScorecard>(
      await call('delete', { id: functional.id, version: functional.version }, worker.token),
      'scorecard',
    );
    expect(removed.id).toBe(functional.id);
    expectFailed(await read('get', { id: functional.id }, worker.token), 404, /no such/);
  });
});

describe('cascade settings', () => {
  it('cascades the corporate KPIs set to reach the employee, and only an administrator sets them', async () => {
    const plan = { kind: 'strategic' as const, id: strategicPlanId };
    const source = await addScorecard(a.admin.token, plan, { name: unique('Strategy') });
    const kpa = await addKpa(a.admin.token, 'strategic', source.id, 'Growth');
    for (const name of ['Revenue', 'Margin']) {
      await saveKpi(a.admin.token, 'strategic', {
        scorecardId: source.id,
        kpaId: kpa.id,
        name,
        target: 100,
        weight: 50,
      });
    }
    const corporate = (
      await post<{ scorecard: TScorecard }>(
        '/corporate-scorecard/add',
        { annualPlanId, strategicScorecardId: source.id, name: unique('Corporate') },
        a.admin.token,
      )
    ).body.data.scorecard;
    const settings = ok<Array<{ kpiId: string; kpiName: string; version: number; cascadeTo: string | null }>>(
      await read('cascade-settings', { scorecardId: corporate.id }, worker.token),
      'list',
    );
    expect(settings.map((s) => [s.kpiName, s.cascadeTo])).toEqual([
      ['Revenue', null],
      ['Margin', null],
    ]);
    const [revenue, margin] = settings;
    expectFailed(
      await call(
        'set-cascade-setting',
        {
          scorecardId: corporate.id,
          kpiId: revenue!.kpiId,
          version: revenue!.version,
          cascadeTo: 'everyone',
        },
        worker.token,
      ),
      403,
      /Performance Management administrator/,
    );
    ok(
      await call(
        'set-cascade-setting',
        {
          scorecardId: corporate.id,
          kpiId: revenue!.kpiId,
          version: revenue!.version,
          cascadeTo: 'everyone',
        },
        a.admin.token,
      ),
      'setting',
    );
    ok(
      await call(
        'set-cascade-setting',
        {
          scorecardId: corporate.id,
          kpiId: margin!.kpiId,
          version: margin!.version,
          cascadeTo: 'businessUnit',
        },
        a.admin.token,
      ),
      'setting',
    );

    const cascaded = ok<TEmployeeScorecard>(
      await call(
        'add',
        {
          annualPlanId,
          name: 'Cascaded',
          source: 'cascade',
          corporateScorecardId: corporate.id,
          employeeId: worker.employeeId,
        },
        a.employee.token,
      ),
      'scorecard',
    );
    expect(cascaded).toMatchObject({ employeeId: worker.employeeId, kpaCount: 1, kpiCount: 1 });
    const card = await detail(cascaded.id, worker.token);
    expect(card.kpiList.map((k) => k.name)).toEqual(['Revenue']);
    // someone who is not the employee's supervisor cannot make scorecards for them
    expectFailed(
      await call('add', { annualPlanId, name: 'x', employeeId: worker.employeeId }, outsider.token),
      403,
      /supervisor/,
    );
  });
});

describe('periodic employee scorecards and the agreement lock', () => {
  it('makes the quarter’s scorecard with its performance record, and locks it once the agreement leaves Draft', async () => {
    const t = await template();
    const annual = ok<TEmployeeScorecard>(
      await call(
        'add',
        { annualPlanId, name: 'Locked year', source: 'library', templateId: t.id },
        worker.token,
      ),
      'scorecard',
    );
    expectFailed(
      await call('add-periodic', { annualScorecardId: annual.id, quarter: closedQuarter }, worker.token),
      409,
      /^Period is closed$/,
    );
    const periodic = ok<TEmployeeScorecard>(
      await call('add-periodic', { annualScorecardId: annual.id, quarter: openQuarter }, worker.token),
      'scorecard',
    );
    expect(periodic).toMatchObject({
      kind: 'employee-periodic',
      quarter: openQuarter,
      agreementStatus: 'Draft',
      kpiCount: 2,
    });
    expectFailed(
      await call('add-periodic', { annualScorecardId: annual.id, quarter: openQuarter }, worker.token),
      409,
      /already has its Q/,
    );
    const record = (
      await db().entities.performanceRecord.get({ companyId: a.companyId, scorecardId: periodic.id }).go()
    ).data!;
    expect(record).toMatchObject({
      employeeId: worker.employeeId,
      supervisorId: a.employee.employeeId,
      annualScorecardId: annual.id,
      agreementStatus: 'Draft',
      awaitingId: worker.employeeId,
      awaitingStep: 'agreement-submit',
    });
    const card = await detail(periodic.id, worker.token);
    expect(card.kpiList.map((k) => k.target)).toEqual([
      openQuarter % 2 === 0 ? 100 : 200,
      openQuarter % 2 === 0 ? 10 : 20,
    ]);

    // the agreement is submitted (P-WF's workflow; set directly here)
    await db()
      .entities.performanceRecord.patch({ companyId: a.companyId, scorecardId: periodic.id })
      .set({ agreementStatus: 'Submitted' })
      .go();
    const kpi = card.kpiList[0]!;
    expectFailed(
      await call(
        'save-kpi',
        { scorecardId: periodic.id, id: kpi.id, version: kpi.version, weight: 60 },
        worker.token,
      ),
      409,
      /is Submitted/,
    );
    expectFailed(
      await call(
        'save-kpi',
        {
          scorecardId: annual.id,
          name: 'More',
          kpaId: (await detail(annual.id, worker.token)).kpaList[0]!.id,
        },
        worker.token,
      ),
      409,
      /is Submitted/,
    );
    // the supervisor still can until it is agreed
    ok(
      await call(
        'save-kpi',
        { scorecardId: periodic.id, id: kpi.id, version: kpi.version, weight: 60 },
        a.employee.token,
      ),
      'kpi',
    );
    const locked = await detail(periodic.id, worker.token);
    expect(locked).toMatchObject({ editable: false, deletable: false, agreementStatus: 'Submitted' });
    const refused = await call('delete', { id: periodic.id, version: locked.version }, a.admin.token);
    expectFailed(refused, 409, /can no longer be deleted/);
    expect(deleteEmployeeScorecard.errorTitle).toBe('Delete Employee Scorecard Failed');

    // back to Draft: the employee deletes it, and the record goes with it
    await db()
      .entities.performanceRecord.patch({ companyId: a.companyId, scorecardId: periodic.id })
      .set({ agreementStatus: 'Draft' })
      .go();
    ok(await call('delete', { id: periodic.id, version: locked.version }, worker.token), 'scorecard');
    expect(
      (await db().entities.performanceRecord.get({ companyId: a.companyId, scorecardId: periodic.id }).go())
        .data,
    ).toBeNull();
    const again = ok<TEmployeeScorecard>(
      await call('add-periodic', { annualScorecardId: annual.id, quarter: openQuarter }, worker.token),
      'scorecard',
    );
    expect(again.agreementStatus).toBe('Draft');
  });
});

describe('the demo seed', () => {
  it('gives Acme a library template and three employees’ annual scorecards (two from it, one cascaded), and seeding again adds nothing', async () => {
    const { admin } = demoLogins();
    const acme = await login(admin.email, admin.password);
    const plans = ok<{ id: string; startDate: string }[]>(
      await get('/annual-plan/all', {}, acme.token),
      'list',
    );
    const annual = plans.find((p) => p.startDate === '2026-01-01')!;
    const library = ok<TEmployeeScorecard[]>(
      await read('library', { annualPlanId: annual.id }, acme.token),
      'list',
    );
    const template = library.find((s) => s.name === 'Finance clerk')!;
    expect(template).toMatchObject({ kpaCount: 2, kpiCount: 3 });
    const scorecardsOf = async (email: string) => {
      const people = ok<{ id: string; email: string }[]>(
        await get('/employee/all', { search: email }, acme.token),
        'list',
      );
      const employeeId = people.find((p) => p.email === email)!.id;
      return ok<TEmployeeScorecard[]>(
        await read('all', { annualPlanId: annual.id, employeeId, type: 'annual' }, acme.token),
        'list',
      );
    };
    const counts = async () =>
      Promise.all(
        ['peter.mokoena@acme.test', 'lerato.khumalo@acme.test', 'grace.okafor@acme.test'].map(
          async (email) => (await scorecardsOf(email)).length,
        ),
      );
    const peter = (await scorecardsOf('peter.mokoena@acme.test'))[0]!;
    expect(peter).toMatchObject({ name: 'Peter Mokoena 2026', templateId: template.id, kpiCount: 3 });
    const grace = (await scorecardsOf('grace.okafor@acme.test'))[0]!;
    // the corporate revenue KPI reaches business unit heads, the customer KPIs department heads and above
    expect(grace).toMatchObject({ name: 'Grace Okafor 2026', templateId: null });
    expect(grace.kpiCount).toBeGreaterThanOrEqual(2);
    expect(await counts()).toEqual([1, 1, 1]);

    await seedDemo();
    expect(await counts()).toEqual([1, 1, 1]);
    expect(
      ok<TEmployeeScorecard[]>(await read('library', { annualPlanId: annual.id }, acme.token), 'list').filter(
        (s) => s.name === 'Finance clerk',
      ),
    ).toHaveLength(1);
  });
});
