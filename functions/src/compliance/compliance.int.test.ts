import type {
  TActivity,
  TComplianceCategory,
  TComplianceReport,
  TComplianceTeam,
  TComplianceUniverse,
  TRegulation,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, seedDemo } from '../../../packages/local/src/seed';
import { call, get, login, post, type Reply, type Session } from '../../../tests/support/api';
import { complianceItem, makeComplianceTenant, setUpActivity } from '../../../tests/support/compliance';
import {
  pdfFilledShapes,
  pdfFontNames,
  pdfText,
  sheetDataBars,
  sheetOf,
  sheetRows,
} from '../../../tests/support/exports';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;
/** a company without Compliance Management */
let off: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b, off] = await Promise.all([
    makeComplianceTenant(owner, 'compliance-a'),
    makeComplianceTenant(owner, 'compliance-b'),
    makeTenant(owner, 'compliance-off'),
  ]);
});

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const list = async <T>(action: string, token = a.admin.token, query: Record<string, string> = {}) => {
  const r = await get<{ list: T[] }>(`/compliance/${action}`, query, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list;
};

describe('set-up', () => {
  it('keeps categories, teams, regulations and universes, with names unique in the company', async () => {
    const cat = await complianceItem<TComplianceCategory>(a.admin.token, 'add-category', {
      name: 'Data protection',
    });
    const dup = await post('/compliance/add-category', { name: 'DATA protection ' }, a.admin.token);
    expectFailed(dup, 409, /already a compliance category named/);
    // Another company may use the same name.
    await complianceItem(b.admin.token, 'add-category', { name: 'Data protection' });

    const team = await complianceItem<TComplianceTeam>(a.admin.token, 'add-complying-team', {
      name: 'Finance',
      memberIds: [a.employee.employeeId],
    });
    expect(team.members).toEqual([{ employeeId: a.employee.employeeId, fullName: 'Emma Ployee' }]);
    // Complying and compliance teams are separate lists.
    expect((await list<TComplianceTeam>('all-complying-teams')).map((t) => t.name)).toContain('Finance');
    expect((await list<TComplianceTeam>('all-compliance-teams')).map((t) => t.name)).not.toContain('Finance');

    const reg = await complianceItem<TRegulation>(a.admin.token, 'add-regulation', {
      name: 'UK GDPR',
      source: 'Data Protection Act 2018',
      reference: 'Art. 5(2)',
      requirement: 'Be able to demonstrate compliance with the principles.',
      categoryId: cat.id,
      ownerId: a.admin.employeeId,
      applicability: 'All processing of personal data',
      effectiveDate: '2018-05-25',
    });
    expect(reg).toMatchObject({
      categoryName: 'Data protection',
      owner: { employeeId: a.admin.employeeId },
      risks: [],
    });

    const uni = await complianceItem<TComplianceUniverse>(a.admin.token, 'add-universe', {
      name: 'Group-wide',
      regulationIds: [reg.id],
    });
    expect(uni.regulationIds).toEqual([reg.id]);

    // What is referred to cannot be deleted under its reference.
    expectFailed(
      await post('/compliance/delete-category', { id: cat.id, version: cat.version }, a.admin.token),
      409,
      /used by 1 regulation/,
    );
    const reg2 = (await list<TRegulation>('all-regulations')).find((r) => r.id === reg.id)!;
    expectFailed(
      await post('/compliance/delete-regulation', { id: reg.id, version: reg2.version }, a.admin.token),
      409,
      /in 1 universe/,
    );
    await complianceItem(a.admin.token, 'delete-universe', { id: uni.id, version: uni.version });
    await complianceItem(a.admin.token, 'delete-regulation', { id: reg.id, version: reg2.version });
    await complianceItem(a.admin.token, 'delete-category', { id: cat.id, version: cat.version });
    expect((await list<TRegulation>('all-regulations')).map((r) => r.id)).not.toContain(reg.id);
  });

  it('refuses a stale version, and nothing changes', async () => {
    const cat = await complianceItem<TComplianceCategory>(a.admin.token, 'add-category', { name: 'Tax' });
    await complianceItem(a.admin.token, 'update-category', {
      id: cat.id,
      version: cat.version,
      name: 'Tax filings',
    });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await post(
        '/compliance/update-category',
        { id: cat.id, version: cat.version, name: 'Lost update' },
        a.admin.token,
      ),
      409,
      /changed by someone else/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('lets only Compliance Management administrators change it; everyone with the module reads it', async () => {
    expectFailed(
      await post('/compliance/add-category', { name: 'Mine' }, a.employee.token),
      403,
      /administrator/i,
    );
    expect(Array.isArray(await list('all-categories', a.employee.token))).toBe(true);
    expectFailed(
      await get('/compliance/all-categories', {}, off.admin.token),
      403,
      /not enabled|Compliance/i,
    );
  });

  it('names only the company’s own people, regulations and risks', async () => {
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await post(
        '/compliance/add-complying-team',
        { name: 'Intruders', memberIds: [b.employee.employeeId] },
        a.admin.token,
      ),
      404,
      /memberIds/,
    );
    const bReg = await complianceItem<TRegulation>(b.admin.token, 'add-regulation', { name: 'B only' });
    expectFailed(
      await post('/compliance/add-universe', { name: 'Mixed', regulationIds: [bReg.id] }, a.admin.token),
      404,
      /regulationIds/,
    );
    expectFailed(
      await post('/compliance/add-regulation', { name: 'Linked', riskIds: [bReg.id] }, a.admin.token),
      404,
      /riskIds/,
    );
    expectFailed(
      await post('/compliance/delete-regulation', { id: bReg.id, version: 1 }, a.admin.token),
      404,
      /no such regulation/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('activities', () => {
  it('compute the next compliance date from the recurrence, past the year’s end', async () => {
    const { activity } = await setUpActivity(a, {
      recurrence: 'quarterly',
      startDate: '2026-11-30',
      graceDays: 5,
    });
    expect(activity).toMatchObject({
      recurrence: 'quarterly',
      dueDay: 30,
      nextComplianceDate: '2026-11-30',
      d_nextComplianceDate: 'Nov 30th 2026',
      lastComplianceDate: null,
      nextComplianceDatePendingApproval: null,
    });
    // Rescheduled to monthly on the 31st of January: the next date is the first on or after it.
    const moved = await complianceItem<TActivity>(a.admin.token, 'update-activity', {
      ...activity,
      id: activity.id,
      version: activity.version,
      recurrence: 'monthly',
      startDate: '2027-01-31',
    });
    expect(moved.nextComplianceDate).toBe('2027-01-31');
  });

  it('refuses a custom recurrence without a rule or with one it cannot read', async () => {
    const { activity } = await setUpActivity(a, { recurrence: 'once', startDate: '2027-03-31' });
    const base = { ...activity, version: activity.version };
    expectFailed(
      await post('/compliance/update-activity', { ...base, recurrence: 'custom' }, a.admin.token),
      400,
      /rule/,
    );
    expectFailed(
      await post(
        '/compliance/update-activity',
        { ...base, recurrence: 'custom', rule: 'EVERY DAY' },
        a.admin.token,
      ),
      422,
      /rule:/,
    );
  });

  it('are listed next due first, filtered by status, and shown in the month they fall due', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-list');
    const today = new Date().toISOString().slice(0, 10);
    const past = await setUpActivity(t, { recurrence: 'monthly', startDate: '2020-01-15' });
    const soon = await setUpActivity(t, { recurrence: 'yearly', startDate: '2099-06-30' });
    const page = await get<{ list: TActivity[]; total: number }>(
      '/compliance/activities',
      {},
      t.employee.token,
    );
    expect(page.body.data.list.map((x) => x.id)).toEqual([past.activity.id, soon.activity.id]);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((x) => x.status)).toEqual(['Overdue', 'Upcoming']);
    const overdue = await get<{ list: TActivity[] }>(
      '/compliance/activities',
      { status: 'Overdue' },
      t.employee.token,
    );
    expect(overdue.body.data.list.map((x) => x.id)).toEqual([past.activity.id]);
    const byReg = await get<{ list: TActivity[] }>(
      '/compliance/activities',
      { regulationId: soon.regulation.id },
      t.employee.token,
    );
    expect(byReg.body.data.list.map((x) => x.id)).toEqual([soon.activity.id]);
    // the totals: from the regulations' and teams' running counts, a status counted by DynamoDB
    const totalOf = async (filter: Record<string, string>) =>
      (await get<{ total: number }>('/compliance/activities', filter, t.employee.token)).body.data.total;
    expect(await totalOf({ regulationId: soon.regulation.id })).toBe(1);
    expect(await totalOf({ teamId: past.complying.id })).toBe(1);
    expect(await totalOf({ teamId: soon.reviewers.id })).toBe(1);
    expect(await totalOf({ status: 'Overdue' })).toBe(1);
    expect(await totalOf({ regulationId: soon.regulation.id, teamId: past.complying.id })).toBe(0);
    const june = await list<TActivity>('calendar', t.employee.token, { month: '2099-06' });
    expect(june.map((x) => x.id)).toEqual([soon.activity.id]);
    expect(await list('calendar', t.employee.token, { month: today.slice(0, 7) })).toEqual([]);
  });

  it('count as due soon from the company’s reminder lead time: status, filter and required actions agree', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-lead');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // accepted once, so its next date is about three weeks away
    const { activity } = await setUpActivity(t, { recurrence: 'monthly', startDate: day(-10) });
    const submitted = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...activity,
      evidenceEffectiveDate: day(-10),
    });
    const accepted = await complianceItem<TActivity>(t.admin.token, 'process', submitted);
    const view = async () => {
      const [one, upcoming, actions] = await Promise.all([
        get<{ item: TActivity }>('/compliance/activity', { id: activity.id }, t.employee.token),
        list<TActivity>('activities', t.employee.token, { status: 'Upcoming' }),
        get<{ count: number }>('/compliance/required-actions-count', {}, t.employee.token),
      ]);
      return {
        status: one.body.data.item.status,
        upcoming: upcoming.map((x) => x.id),
        count: actions.body.data.count,
      };
    };
    // the default 14 days: not yet due soon
    expect(accepted.status).toBe('Compliant');
    expect(await view()).toEqual({ status: 'Compliant', upcoming: [], count: 0 });

    const set = await post(
      '/company/set-reminder-lead-time',
      { kind: 'compliance-due-soon', leadDays: 30, version: 0 },
      t.admin.token,
    );
    expect(set.status, set.body.err_msg).toBe(200);
    expect(await view()).toEqual({ status: 'Upcoming', upcoming: [activity.id], count: 1 });
    const compliant = await list<TActivity>('activities', t.employee.token, { status: 'Compliant' });
    expect(compliant).toEqual([]);
  });

  it('keep their teams and regulation from being deleted, and are deleted by administrators only', async () => {
    const { activity, complying, regulation } = await setUpActivity(a, {
      recurrence: 'yearly',
      startDate: '2027-12-31',
    });
    expectFailed(
      await post(
        '/compliance/delete-complying-team',
        { id: complying.id, version: complying.version },
        a.admin.token,
      ),
      409,
      /1 activity/,
    );
    expectFailed(
      await post(
        '/compliance/delete-activity',
        { id: activity.id, version: activity.version },
        a.employee.token,
      ),
      403,
      /administrator/i,
    );
    await complianceItem(a.admin.token, 'delete-activity', { id: activity.id, version: activity.version });
    const reg = (await list<TRegulation>('all-regulations')).find((r) => r.id === regulation.id)!;
    await complianceItem(a.admin.token, 'delete-regulation', { id: reg.id, version: reg.version });
    await complianceItem(a.admin.token, 'delete-complying-team', {
      id: complying.id,
      version: complying.version,
    });
  });

  it('of another company are not found', async () => {
    const theirs = await setUpActivity(b, { recurrence: 'monthly', startDate: '2027-01-31' });
    expectFailed(
      await get('/compliance/activity', { id: theirs.activity.id }, a.admin.token),
      404,
      /no such compliance activity/,
    );
    const before = await tenantSnapshot(b.companyId);
    expectFailed(
      await post('/compliance/delete-activity', { id: theirs.activity.id, version: 1 }, a.admin.token),
      404,
      /no such compliance activity/,
    );
    expect(await tenantSnapshot(b.companyId)).toBe(before);
  });
});

describe('the submission workflow', () => {
  it('goes submit → decline with a reason → resubmit → accept, each step in the history', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-flow');
    const { activity } = await setUpActivity(t, { recurrence: 'quarterly', startDate: '2026-09-30' });
    const actions = async (token: string) =>
      (await get<{ toSubmit: TActivity[]; toReview: TActivity[] }>('/compliance/required-actions', {}, token))
        .body.data;
    const count = async (token: string) =>
      (await get<{ count: number }>('/compliance/required-actions-count', {}, token)).body.data.count;
    expect((await actions(t.employee.token)).toSubmit.map((x) => x.id)).toEqual([activity.id]);
    expect(await count(t.admin.token)).toBe(0);

    // Only the complying team submits; only the compliance team reviews.
    expectFailed(
      await post('/compliance/submit', { ...activity, evidenceEffectiveDate: '2026-09-29' }, t.admin.token),
      403,
      /complying team/,
    );
    const noted = await complianceItem<TActivity>(t.employee.token, 'save-notes', {
      ...activity,
      notes: 'Half way',
    });
    expect(noted.notes).toBe('Half way');
    const submitted = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...noted,
      notes: 'Register reviewed',
      evidenceEffectiveDate: '2026-09-29',
    });
    expect(submitted.status).toBe('Submitted');
    expect(await count(t.admin.token)).toBe(1);
    expectFailed(await post('/compliance/process', submitted, t.employee.token), 403, /compliance team/);
    expectFailed(
      await post('/compliance/decline', { ...submitted, reason: ' ' }, t.admin.token),
      400,
      /reason is required/,
    );

    const declined = await complianceItem<TActivity>(t.admin.token, 'decline', {
      ...submitted,
      reason: 'Sign-off page missing',
    });
    expect(declined).toMatchObject({ status: 'Declined', nextComplianceDate: '2026-09-30' });
    const again = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...declined,
      notes: 'With the sign-off',
      evidenceEffectiveDate: '2026-10-02',
    });
    const accepted = await complianceItem<TActivity>(t.admin.token, 'process', again);
    // The next date moves one quarter on; the last compliance date is the evidence's.
    expect(accepted).toMatchObject({
      status: expect.stringMatching(/Upcoming|Due|Overdue|Compliant/),
      lastComplianceDate: '2026-10-02',
      nextComplianceDate: '2026-12-30',
      d_nextComplianceDate: 'Dec 30th 2026',
    });
    // An accepted submission cannot be processed twice.
    expectFailed(await post('/compliance/process', accepted, t.admin.token), 422, /cannot be processed now/);

    const history = await list<{ kind: string; reason: string | null; actorName: string }>(
      'history',
      t.employee.token,
      {
        id: activity.id,
      },
    );
    expect(history.map((s) => s.kind)).toEqual(['submitted', 'declined', 'submitted', 'accepted']);
    expect(history[1]!.reason).toBe('Sign-off page missing');
  });

  it('keeps a proposed next compliance date pending until the reviewer approves it, and drops it on decline', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-pending');
    const { activity } = await setUpActivity(t, { recurrence: 'quarterly', startDate: '2026-09-30' });
    const before = await tenantSnapshot(t.companyId);
    // Not after the due date being met: refused, and nothing changes.
    expectFailed(
      await post(
        '/compliance/submit',
        { ...activity, evidenceEffectiveDate: '2026-09-29', proposedNextComplianceDate: '2026-09-30' },
        t.employee.token,
      ),
      422,
      /proposedNextComplianceDate must be after the due date being met \(2026-09-30\)/,
    );
    expect(await tenantSnapshot(t.companyId)).toEqual(before);

    // The computed date proposed is no proposal.
    const same = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...activity,
      evidenceEffectiveDate: '2026-09-29',
      proposedNextComplianceDate: '2026-12-30',
    });
    expect(same).toMatchObject({
      nextComplianceDatePendingApproval: null,
      d_nextComplianceDatePendingApproval: '',
    });
    const back = await complianceItem<TActivity>(t.admin.token, 'decline', { ...same, reason: 'Wrong file' });

    // Another date waits for approval; the due date stays until then.
    const proposed = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...back,
      evidenceEffectiveDate: '2026-09-29',
      proposedNextComplianceDate: '2027-01-31',
    });
    expect(proposed).toMatchObject({
      nextComplianceDate: '2026-09-30',
      nextComplianceDatePendingApproval: '2027-01-31',
      d_nextComplianceDatePendingApproval: 'Jan 31st 2027',
    });
    // Declined: the proposal is dropped with the submission.
    const declined = await complianceItem<TActivity>(t.admin.token, 'decline', {
      ...proposed,
      reason: 'Why later?',
    });
    expect(declined).toMatchObject({
      nextComplianceDate: '2026-09-30',
      nextComplianceDatePendingApproval: null,
    });

    // Resubmitted with it and processed: approved, the next date is the proposed one, and later
    // periods follow the recurrence from it.
    const again = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...declined,
      notes: 'The regulator moved the deadline',
      evidenceEffectiveDate: '2026-09-29',
      proposedNextComplianceDate: '2027-01-31',
    });
    const approved = await complianceItem<TActivity>(t.admin.token, 'process', again);
    expect(approved).toMatchObject({
      lastComplianceDate: '2026-09-29',
      nextComplianceDate: '2027-01-31',
      d_nextComplianceDate: 'Jan 31st 2027',
      nextComplianceDatePendingApproval: null,
    });
    const next = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...approved,
      evidenceEffectiveDate: '2026-10-01',
    });
    expect(next.nextComplianceDatePendingApproval).toBeNull();
    expect((await complianceItem<TActivity>(t.admin.token, 'process', next)).nextComplianceDate).toBe(
      '2027-03-30',
    );

    const history = await list<{ kind: string; proposedNextComplianceDate: string | null }>(
      'history',
      t.admin.token,
      { id: activity.id },
    );
    expect(history.filter((s) => s.kind === 'submitted').map((s) => s.proposedNextComplianceDate)).toEqual([
      null,
      '2027-01-31',
      '2027-01-31',
      null,
    ]);
  });

  it('lets an administrator process on the compliance team’s behalf, recorded as such', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-admin');
    const { activity } = await setUpActivity(t, { recurrence: 'once', startDate: '2026-10-31' });
    const submitted = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...activity,
      evidenceEffectiveDate: '2026-10-30',
    });
    expectFailed(await post('/compliance/admin-process', submitted, t.employee.token), 403, /administrator/);
    const done = await complianceItem<TActivity>(t.admin.token, 'admin-process', submitted);
    // A one-off met: nothing more is due.
    expect(done).toMatchObject({
      status: 'Compliant',
      nextComplianceDate: null,
      lastComplianceDate: '2026-10-30',
    });
    const history = await list<{ kind: string; adminProcess: boolean }>('history', t.admin.token, {
      id: activity.id,
    });
    expect(history.at(-1)).toMatchObject({ kind: 'accepted', adminProcess: true });
  });
});

describe('reports', () => {
  it('count the status by complying team and by category, and list the obligations register', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-groups');
    const late = await setUpActivity(t, { recurrence: 'monthly', startDate: '2026-01-31' });
    const later = await setUpActivity(t, { recurrence: 'yearly', startDate: '2099-06-30' });
    const category = await complianceItem<{ id: string; name: string }>(t.admin.token, 'add-category', {
      name: 'Data protection',
    });
    await complianceItem(t.admin.token, 'update-regulation', {
      id: late.regulation.id,
      version: late.regulation.version,
      name: late.regulation.name,
      source: 'GDPR',
      reference: 'Art. 30',
      categoryId: category.id,
      ownerId: t.admin.employeeId,
      applicability: 'Every unit that holds personal data',
    });
    const report = async (query: Record<string, string>) => {
      const r = await get<TComplianceReport>('/compliance/report', query, t.employee.token);
      expect(r.status, r.body.err_msg).toBe(200);
      return r.body.data;
    };

    const byTeam = await report({ report: 'status-by-team' });
    expect(byTeam.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ complyingTeam: late.complying.name, activities: 1, Overdue: 1 }),
        expect.objectContaining({ complyingTeam: later.complying.name, activities: 1, Upcoming: 1 }),
      ]),
    );
    expect(byTeam.rows).toHaveLength(2);

    const byCategory = await report({ report: 'status-by-category' });
    expect(byCategory.rows).toEqual([
      expect.objectContaining({ category: 'Data protection', activities: 1, Overdue: 1 }),
      // The group with no category is named by the reader's screen or the export's language.
      expect.objectContaining({ category: null, activities: 1, Overdue: 0, Upcoming: 1 }),
    ]);
    // The category filter narrows every report to its regulations.
    expect((await report({ report: 'status-by-team', categoryId: category.id })).rows).toEqual([
      expect.objectContaining({ complyingTeam: late.complying.name, activities: 1 }),
    ]);

    const register = await report({ report: 'register', regulationId: late.regulation.id });
    expect(register.title).toBe('Obligations register');
    expect(register.rows).toEqual([
      {
        regulation: late.regulation.name,
        source: 'GDPR',
        reference: 'Art. 30',
        requirement: null,
        category: 'Data protection',
        owner: expect.stringMatching(/\S/),
        applicability: 'Every unit that holds personal data',
        effectiveDate: null,
        risks: null,
        activities: 1,
        Upcoming: 0,
        Due: 0,
        Overdue: 1,
        Submitted: 0,
        Compliant: 0,
        Declined: 0,
      },
    ]);
    expect((await report({ report: 'register' })).rows).toHaveLength(2);
  });

  it('count the status by business unit (universe), filtered, exported, and refuse a foreign universe', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-units');
    const late = await setUpActivity(t, { recurrence: 'monthly', startDate: '2026-01-31' });
    const later = await setUpActivity(t, { recurrence: 'yearly', startDate: '2099-06-30' });
    const ops = await complianceItem<TComplianceUniverse>(t.admin.token, 'add-universe', {
      name: 'Operations',
      regulationIds: [late.regulation.id],
    });
    const group = await complianceItem<TComplianceUniverse>(t.admin.token, 'add-universe', {
      name: 'Group-wide',
      regulationIds: [late.regulation.id],
    });
    const report = async (query: Record<string, string>) => {
      const r = await get<TComplianceReport>('/compliance/report', query, t.employee.token);
      expect(r.status, r.body.err_msg).toBe(200);
      return r.body.data;
    };
    // The late activity counts in both its universes; the other in none, named null and last.
    expect((await report({ report: 'status-by-unit' })).rows).toEqual([
      expect.objectContaining({ universe: 'Group-wide', activities: 1, Overdue: 1 }),
      expect.objectContaining({ universe: 'Operations', activities: 1, Overdue: 1 }),
      expect.objectContaining({ universe: null, activities: 1, Upcoming: 1 }),
    ]);
    expect(later.regulation.id).not.toBe(late.regulation.id);
    // Filtered by a universe, the report is that unit alone.
    expect((await report({ report: 'status-by-unit', universeId: ops.id })).rows).toEqual([
      expect.objectContaining({ universe: 'Operations', activities: 1, Overdue: 1 }),
    ]);
    // Another company's universe is not found, for the report and its export.
    expectFailed(
      await get('/compliance/report', { report: 'status-by-unit', universeId: group.id }, b.admin.token),
      404,
      /universeId/,
    );
    expectFailed(
      await get(
        '/compliance/export-report',
        { report: 'status-by-unit', universeId: group.id, format: 'pdf' },
        b.admin.token,
      ),
      404,
      /universeId/,
    );
    expectFailed(
      await get(
        '/compliance/export-report',
        { report: 'status-by-unit', format: 'pdf', language: 'fr' },
        t.admin.token,
      ),
      400,
      /language/,
    );
    const file = await get<{ url: string; filename: string; size: number }>(
      '/compliance/export-report',
      { report: 'status-by-unit', format: 'pdf', language: 'de' },
      t.employee.token,
    );
    expect(file.status, file.body.err_msg).toBe(200);
    expect(file.body.data.filename).toMatch(/^compliance-status-by-unit-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(await (await fetch(file.body.data.url)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('count the status by regulation, list what is overdue or declined and the steps of a period, filtered, and export them', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-report');
    const { activity, regulation } = await setUpActivity(t, {
      recurrence: 'monthly',
      startDate: '2026-01-31',
    });
    await setUpActivity(t, { recurrence: 'yearly', startDate: '2099-06-30' });
    const report = async (query: Record<string, string>) => {
      const r = await get<TComplianceReport>('/compliance/report', query, t.employee.token);
      expect(r.status, r.body.err_msg).toBe(200);
      return r.body.data;
    };
    const status = await report({ report: 'status', regulationId: regulation.id });
    expect(status.rows).toEqual([
      expect.objectContaining({ regulation: regulation.name, activities: 1, Overdue: 1 }),
    ]);
    expect((await report({ report: 'status' })).rows).toHaveLength(2);

    const overdue = await report({ report: 'overdue' });
    expect(overdue.rows).toEqual([
      expect.objectContaining({ activity: activity.name, status: 'Overdue', dueDate: '2026-01-31' }),
    ]);

    const submitted = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...activity,
      evidenceEffectiveDate: '2026-01-30',
    });
    await complianceItem(t.admin.token, 'decline', { ...submitted, reason: 'Unsigned' });
    const today = new Date().toISOString().slice(0, 10);
    const steps = await report({ report: 'submissions', from: today, to: today });
    // Steps are codes: the screen and the export name them in the reader's language.
    expect(steps.rows.map((r) => [r.step, r.reason])).toEqual([
      ['submitted', null],
      ['declined', 'Unsigned'],
    ]);
    expect((await report({ report: 'submissions', from: '2020-01-01', to: '2020-12-31' })).rows).toEqual([]);
    expect((await report({ report: 'overdue' })).rows).toEqual([
      expect.objectContaining({ status: 'Declined' }),
    ]);

    // Another company's regulation is not found; a period backwards is refused.
    expectFailed(
      await get('/compliance/report', { report: 'status', regulationId: regulation.id }, b.admin.token),
      404,
      /regulationId/,
    );
    expectFailed(
      await get(
        '/compliance/report',
        { report: 'submissions', from: '2026-02-01', to: '2026-01-01' },
        t.admin.token,
      ),
      400,
      /to must not be before from/,
    );

    const file = await get<{ url: string; filename: string; contentType: string; size: number }>(
      '/compliance/export-report',
      { report: 'overdue', format: 'xlsx' },
      t.employee.token,
    );
    expect(file.status, file.body.err_msg).toBe(200);
    expect(file.body.data.filename).toMatch(/^compliance-overdue-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = new Uint8Array(await (await fetch(file.body.data.url)).arrayBuffer());
    expect(bytes.length).toBe(file.body.data.size);
    // An Excel file is a zip.
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });
});

describe('exports in the reader’s language, with their chart', () => {
  const download = async (query: Record<string, string>, token: string) => {
    const file = await get<{ url: string; filename: string; size: number }>(
      '/compliance/export-report',
      query,
      token,
    );
    expect(file.status, file.body.err_msg).toBe(200);
    const r = await fetch(file.body.data.url);
    expect(r.status).toBe(200);
    return new Uint8Array(await r.arrayBuffer());
  };
  const workbook = sheetOf;
  /** The data bars of a workbook: the columns they cover and their colour. */
  const dataBars = async (bytes: Uint8Array) =>
    (await sheetDataBars(bytes)).map((b) => [b.ref.replace(/\d+/g, ''), b.colour]);
  let t: Tenant;
  let set: Awaited<ReturnType<typeof setUpActivity>>;

  beforeAll(async () => {
    t = await makeComplianceTenant(owner, 'compliance-words');
    // One activity overdue since January, declined once, and one far ahead.
    set = await setUpActivity(t, { recurrence: 'monthly', startDate: '2026-01-31' });
    await setUpActivity(t, { recurrence: 'yearly', startDate: '2099-06-30' });
    const submitted = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...set.activity,
      evidenceEffectiveDate: '2026-01-30',
    });
    await complianceItem(t.admin.token, 'decline', { ...submitted, reason: 'Nicht unterschrieben' });
  });

  it('writes a German Excel status report: headings, status words, and data bars in the status colours', async () => {
    const bytes = await download({ report: 'status', format: 'xlsx', language: 'de' }, t.employee.token);
    const ws = await workbook(bytes);
    expect(ws.getRow(1).values).toEqual([undefined, 'Compliance-Status nach Vorschrift']);
    expect(ws.getRow(2).getCell(1).value).toBe('Erstellt');
    expect(ws.getRow(3).values).toEqual([undefined, 'Zeilen', '2']);
    const head = ws.getRow(6).values as unknown[];
    expect(head).toEqual([
      undefined,
      'Vorschrift',
      'Kategorie',
      'Aktivitäten',
      'Anstehend',
      'Fällig',
      'Überfällig',
      'Eingereicht',
      'Konform',
      'Abgelehnt',
    ]);
    // The chart Excel can show: a bar behind each status count, in the status's colour.
    expect(await dataBars(bytes)).toEqual([
      ['D:D', 'FF3B82F6'],
      ['E:E', 'FFFACC15'],
      ['F:F', 'FFEF4444'],
      ['G:G', 'FF8B5CF6'],
      ['H:H', 'FF10B981'],
      ['I:I', 'FFF97316'],
    ]);
    // Filtered, the file names its filter above the rows.
    const filtered = await sheetRows(
      await download(
        { report: 'status', format: 'xlsx', language: 'de', regulationId: set.regulation.id },
        t.employee.token,
      ),
    );
    expect(filtered.slice(2, 4)).toEqual([
      ['Vorschrift', set.regulation.name],
      ['Zeilen', '1'],
    ]);
  });

  it('writes Bengali Excel files: the overdue list’s statuses and the submissions’ steps in Bengali, and a chart table', async () => {
    const overdueFile = await download(
      { report: 'overdue', format: 'xlsx', language: 'bn' },
      t.employee.token,
    );
    const rows = await sheetRows(overdueFile);
    expect(rows[0]).toEqual(['মেয়াদোত্তীর্ণ ও প্রত্যাখ্যাত কার্যক্রম']);
    expect(rows).toContainEqual([
      'কার্যক্রম',
      'বিধি',
      'অবস্থা',
      'পালনকারী দল',
      'কমপ্লায়েন্স দল',
      'নির্ধারিত তারিখ',
      'বিলম্বের দিন',
    ]);
    expect(rows.find((r) => r[0] === set.activity.name)?.[2]).toBe('প্রত্যাখ্যাত');
    // The chart's counts per regulation, with a bar in the Declined colour.
    const chartAt = rows.findIndex((r) => r[0] === 'বিধি অনুযায়ী মেয়াদোত্তীর্ণ ও প্রত্যাখ্যাত কার্যক্রম');
    expect(chartAt).toBeGreaterThan(0);
    expect(rows[chartAt + 1]).toEqual(['বিধি', 'প্রত্যাখ্যাত']);
    expect(rows[chartAt + 2]).toEqual([set.regulation.name, 1]);
    expect(await dataBars(overdueFile)).toEqual([['B:B', 'FFF97316']]);

    const stepRows = await sheetRows(
      await download({ report: 'submissions', format: 'xlsx', language: 'bn' }, t.employee.token),
    );
    expect(stepRows.filter((r) => r[1] === set.activity.name).map((r) => [r[3], r[8] ?? null])).toEqual([
      ['দাখিলকৃত', null],
      ['প্রত্যাখ্যাত', 'Nicht unterschrieben'],
    ]);
    expect(stepRows.some((r) => r.includes('Submitted') || r.includes('Declined'))).toBe(false);
  });

  it('writes a German PDF with its words and a drawn chart: a bar per regulation in the status colours', async () => {
    const bytes = await download({ report: 'status', format: 'pdf', language: 'de' }, t.employee.token);
    const text = (await pdfText(bytes)).flat();
    expect(text).toEqual(
      expect.arrayContaining([
        'Compliance-Status nach Vorschrift',
        'Aktivitäten nach Status',
        'Vorschrift',
        'Überfällig',
        'Abgelehnt',
        'Seite 1 von 1',
      ]),
    );
    expect(text).not.toContain('Regulation');
    const shapes = await pdfFilledShapes(bytes);
    // Declined: its legend swatch, and the declined activity's bar, wider than the swatch.
    const declined = shapes.filter((s) => s.colour === '#F97316');
    expect(declined).toHaveLength(2);
    expect(declined[1]!.width).toBeGreaterThan(100);
    // Upcoming: the activity due in 2099 has a bar too.
    expect(shapes.filter((s) => s.colour === '#3B82F6')).toHaveLength(2);
  });

  it('writes a Bengali PDF in Bengali, in Noto Sans Bengali, with no English words and no question marks', async () => {
    const bytes = await download({ report: 'submissions', format: 'pdf', language: 'bn' }, t.employee.token);
    const fonts = await pdfFontNames(bytes);
    expect(fonts.some((f) => f.includes('NotoSansBengali-Regular'))).toBe(true);
    expect(fonts.some((f) => f.includes('NotoSansBengali-Bold'))).toBe(true);
    // What Helvetica writes (numbers, dates, Latin names): none of the English words, no "?".
    const latin = (await pdfText(bytes)).flat();
    expect(latin).not.toEqual(expect.arrayContaining(['Submissions and reviews']));
    expect(latin.some((line) => /Submissions|Declined|Steps per/.test(line))).toBe(false);
    expect(latin.some((line) => line.includes('?'))).toBe(false);
    // The English PDF of the same report embeds Helvetica only.
    const english = await download(
      { report: 'submissions', format: 'pdf', language: 'en' },
      t.employee.token,
    );
    expect((await pdfFontNames(english)).some((f) => f.includes('NotoSansBengali'))).toBe(false);
  });
});

describe('evidence files', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = (token: string, ref: { id: string; version: number }, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('id', ref.id);
    form.set('version', String(ref.version));
    form.set('document', new Blob([new Uint8Array(bytes)]), name);
    return call<{ item: TActivity }>('POST', '/compliance/upload-evidence', { token, raw: form });
  };

  it('are type checked, go with the submission into the history, and are read by the teams only', async () => {
    const t = await makeComplianceTenant(owner, 'compliance-evidence');
    const { activity } = await setUpActivity(t, { recurrence: 'monthly', startDate: '2026-09-30' });
    // Only the complying team attaches; a file that is not what its name says is refused.
    expectFailed(await upload(t.admin.token, activity, PDF, 'log.pdf'), 403, /complying team/);
    expectFailed(
      await upload(t.employee.token, activity, new TextEncoder().encode('MZ not a pdf'), 'log.pdf'),
      415,
      /PDF/,
    );
    const withFile = (await upload(t.employee.token, activity, PDF, 'retention log.pdf')).body.data.item;
    expect(withFile.evidence).toMatchObject([
      { filename: 'retention log.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    // A stale version changes nothing.
    expectFailed(await upload(t.employee.token, activity, PDF, 'again.pdf'), 409, /changed|version/i);

    const submitted = await complianceItem<TActivity>(t.employee.token, 'submit', {
      ...withFile,
      evidenceEffectiveDate: '2026-09-29',
    });
    // Waiting for review: its evidence cannot change.
    expectFailed(await upload(t.employee.token, submitted, PDF, 'late.pdf'), 422, /waiting for review/);
    const fileId = withFile.evidence[0]!.fileId;
    const link = await get<{ url: string; filename: string }>(
      '/compliance/evidence-file',
      { id: activity.id, fileId },
      t.admin.token,
    );
    expect(link.status, link.body.err_msg).toBe(200);
    expect(new Uint8Array(await (await fetch(link.body.data.url)).arrayBuffer())).toEqual(PDF);

    const accepted = await complianceItem<TActivity>(t.admin.token, 'process', submitted);
    // The next period starts without evidence; the submitted step keeps it.
    expect(accepted.evidence).toEqual([]);
    const history = await list<{ id: string; kind: string; files: { fileId: string }[] }>(
      'history',
      t.admin.token,
      { id: activity.id },
    );
    const step = history.find((x) => x.kind === 'submitted')!;
    expect(step.files.map((f) => f.fileId)).toEqual([fileId]);
    const fromStep = await get<{ url: string }>(
      '/compliance/evidence-file',
      { id: activity.id, fileId, stepId: step.id },
      t.employee.token,
    );
    expect(fromStep.status, fromStep.body.err_msg).toBe(200);
    expectFailed(
      await get('/compliance/evidence-file', { id: activity.id, fileId }, t.employee.token),
      404,
      /no such evidence file/,
    );
    // Another company's activity is not found.
    expectFailed(
      await get('/compliance/evidence-file', { id: activity.id, fileId, stepId: step.id }, b.admin.token),
      404,
      /./,
    );
  });
});

describe('the demo seed', () => {
  it('gives Acme an obligations register with an activity in every status, and seeding again adds nothing', async () => {
    const { admin } = demoLogins();
    const acme = await login(admin.email, admin.password);
    // Acme's demo keeps compliance off until its screens exist; the owner switches it on here.
    const owner = await ownerSession();
    const on = await post(
      '/module/update',
      { companyId: acme.companyId, moduleKey: 'compliance', enabled: true },
      owner.token,
    );
    expect(on.body.res).toBe('SUCCESS');
    const activities = async () =>
      (await get<{ list: TActivity[]; total: number }>('/compliance/activities', { limit: 50 }, acme.token))
        .body.data;
    const first = await activities();
    expect(new Set(first.list.map((x) => x.status))).toEqual(
      new Set(['Overdue', 'Due', 'Upcoming', 'Submitted', 'Declined', 'Compliant']),
    );
    expect((await list<TRegulation>('all-regulations', acme.token)).map((r) => r.source)).toEqual(
      expect.arrayContaining(['UK GDPR', 'Bribery Act 2010']),
    );
    await seedDemo();
    expect((await activities()).total).toBe(first.total);
  });
});
