import { QA_PANEL_KINDS, type TQaMember, type TQaReview, type TQaReviewRecord } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { newId } from '@stratum/core/kernel/ids';
import { qaReviewerFor, nextQaReviewer } from '@stratum/core/performance';
import { newPerformanceRecord } from '@stratum/core/performance';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { adminCtx } from '../../../tests/support/ctx';
import { addUnit } from '../../../tests/support/org';
import { addAnnualPlan, addPlan, setPlanning } from '../../../tests/support/planning';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;

const enable = async (t: Tenant) => {
  await setPlanning(owner, t.companyId);
  const r = await post(
    '/module/update',
    { companyId: t.companyId, moduleKey: 'performance', enabled: true },
    owner.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'qa-a'), makeTenant(owner, 'qa-b')]);
  await Promise.all([enable(a), enable(b)]);
});

interface Hired {
  id: string;
  fullName: string;
}

const hire = async (t: Tenant = a, fields: Record<string, unknown> = {}): Promise<Hired> => {
  const r = await post<{ employee: Hired }>(
    '/employee/add',
    { firstName: unique('Quinn'), lastName: 'Reviewer', email: `${unique('qa')}@example.com`, ...fields },
    t.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const ctxOf = (t: Tenant) =>
  adminCtx({ ...t.admin, companyId: t.companyId }, { requestId: 'qa-int', tokenId: 'qa-int' });

describe.each(QA_PANEL_KINDS)('the %s QA panel', (kind) => {
  const family = kind === 'performance' ? 'qa-performance' : 'qa-scorecard';
  const call = (action: string, body: Record<string, unknown>, token = a.admin.token) =>
    post(`/${family}/${action}`, body, token);
  const members = async (t: Tenant = a) => {
    const r = await get<{ list: TQaMember[]; total: number }>(`/${family}/members`, {}, t.admin.token);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data.list;
  };
  const reviews = async (query: Record<string, string> = {}) => {
    const r = await get<{ list: TQaReview[] }>(`/${family}/reviews`, query, a.admin.token);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data.list;
  };

  it('adds members in order, reorders them with the versions read, and marks the last reviewer', async () => {
    const [p, q] = [await hire(), await hire()];
    for (const m of [p, q]) expect((await call('add-member', { employeeId: m.id })).status).toBe(200);
    let list = (await members()).filter((m) => [p.id, q.id].includes(m.employeeId));
    expect(list.map((m) => m.name)).toEqual([p.fullName, q.fullName]);
    const all = await members();
    expect(all.at(-1)).toMatchObject({ employeeId: q.id, isLastReviewer: true });
    expect(all.filter((m) => m.isLastReviewer)).toHaveLength(1);

    expectFailed(await call('add-member', { employeeId: p.id }), 409, /already on the .* QA panel/);

    // reverse the whole panel
    const reversed = [...all].reverse().map((m) => ({ employeeId: m.employeeId, version: m.version }));
    const r = await call('update-members', { members: reversed });
    expect(r.status, r.body.err_msg).toBe(200);
    list = await members();
    expect(list.map((m) => m.employeeId)).toEqual(reversed.map((m) => m.employeeId));
    expect(list.at(-1)!.isLastReviewer).toBe(true);
    // the same versions again are stale now; a list short of a member is refused
    expectFailed(await call('update-members', { members: reversed }), 409, /changed by someone else/);
    expectFailed(
      await call('update-members', {
        members: list.slice(1).map((m) => ({ employeeId: m.employeeId, version: m.version })),
      }),
      409,
      /changed by someone else/,
    );
  });

  it('assigns reviewers by employee, department and business unit; resolves the most specific', async () => {
    const bu = await addUnit(a.admin.token, 'business-unit', unique('QA BU'));
    const dept = await addUnit(a.admin.token, 'department', unique('QA Dept'), bu.id);
    const [buReviewer, deptReviewer, ownReviewer] = [await hire(), await hire(), await hire()];
    for (const m of [buReviewer, deptReviewer, ownReviewer]) {
      expect((await call('add-member', { employeeId: m.id })).status).toBe(200);
    }
    const inDept = await hire(a, { unitId: dept.id });
    const inBu = await hire(a, { unitId: bu.id });
    const special = await hire(a, { unitId: dept.id });
    const nowhere = await hire();

    expect(
      (await call('add-review', { subjectType: 'businessUnit', subjectId: bu.id, reviewerId: buReviewer.id }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('add-review', {
          subjectType: 'department',
          subjectId: dept.id,
          reviewerId: deptReviewer.id,
        })
      ).status,
    ).toBe(200);
    const own = await call('add-review', {
      subjectType: 'employee',
      subjectId: special.id,
      reviewerId: ownReviewer.id,
    });
    expect(own.status, own.body.err_msg).toBe(200);
    expect((own.body.data as { item: TQaReview }).item).toMatchObject({
      subjectName: special.fullName,
      reviewerName: ownReviewer.fullName,
    });

    const ctx = ctxOf(a);
    expect((await qaReviewerFor(ctx, inDept.id, kind))?.reviewerId).toBe(deptReviewer.id);
    expect((await qaReviewerFor(ctx, inBu.id, kind))?.reviewerId).toBe(buReviewer.id);
    expect((await qaReviewerFor(ctx, special.id, kind))?.reviewerId).toBe(ownReviewer.id);
    expect(await qaReviewerFor(ctx, nowhere.id, kind)).toBeNull();
    // the other panel knows nothing of these
    expect(
      await qaReviewerFor(ctx, special.id, kind === 'performance' ? 'scorecard' : 'performance'),
    ).toBeNull();
    // ownReviewer was added last: they are the last reviewer; the others hand on in order
    expect(await qaReviewerFor(ctx, special.id, kind)).toEqual({
      reviewerId: ownReviewer.id,
      isLastReviewer: true,
    });
    expect(await nextQaReviewer(ctx, deptReviewer.id, kind)).toEqual({
      reviewerId: ownReviewer.id,
      isLastReviewer: true,
    });
    expect(await nextQaReviewer(ctx, ownReviewer.id, kind)).toBeNull();

    const listed = await reviews({ subjectType: 'department' });
    expect(listed.find((r) => r.subjectId === dept.id)).toMatchObject({
      subjectName: dept.name,
      reviewerId: deptReviewer.id,
    });

    // one reviewer per subject; a non-member cannot review; nobody reviews themselves; wrong level 404
    expectFailed(
      await call('add-review', { subjectType: 'department', subjectId: dept.id, reviewerId: buReviewer.id }),
      409,
      /already has a .* QA reviewer/,
    );
    expectFailed(
      await call('add-review', { subjectType: 'employee', subjectId: inBu.id, reviewerId: nowhere.id }),
      422,
      /only a member/,
    );
    expectFailed(
      await call('add-review', {
        subjectType: 'employee',
        subjectId: ownReviewer.id,
        reviewerId: ownReviewer.id,
      }),
      422,
      /own records/,
    );
    expectFailed(
      await call('add-review', { subjectType: 'department', subjectId: bu.id, reviewerId: buReviewer.id }),
      404,
      /no such department/,
    );

    // a member who reviews someone cannot leave; give the review away, then they can
    const busy = (await members()).find((m) => m.employeeId === deptReviewer.id)!;
    expect(busy.assignmentCount).toBe(1);
    expectFailed(
      await call('delete-member', { employeeId: deptReviewer.id, version: busy.version }),
      409,
      /still reviews 1/,
    );
    const review = listed.find((r) => r.subjectId === dept.id)!;
    const moved = await call('update-review', {
      subjectType: 'department',
      subjectId: dept.id,
      reviewerId: buReviewer.id,
      version: review.version,
    });
    expect(moved.status, moved.body.err_msg).toBe(200);
    expectFailed(
      await call('update-review', {
        subjectType: 'department',
        subjectId: dept.id,
        reviewerId: ownReviewer.id,
        version: review.version,
      }),
      409,
      /changed by someone else/,
    );
    const free = (await members()).find((m) => m.employeeId === deptReviewer.id)!;
    expect(free.assignmentCount).toBe(0);
    expect((await call('delete-member', { employeeId: deptReviewer.id, version: free.version })).status).toBe(
      200,
    );
    expect((await members()).some((m) => m.employeeId === deptReviewer.id)).toBe(false);

    const ownNow = (await reviews({ subjectType: 'employee' })).find((r) => r.subjectId === special.id)!;
    expect(
      (
        await call('delete-review', {
          subjectType: 'employee',
          subjectId: special.id,
          version: ownNow.version,
        })
      ).status,
    ).toBe(200);
    expect((await qaReviewerFor(ctx, special.id, kind))?.reviewerId).toBe(buReviewer.id);
  });

  it('lists a quarter’s records under review with their state, for a member and for the administrator', async () => {
    const plan = await addPlan(a.admin.token, 'strategic', { description: unique('QA plan') });
    const annual = await addAnnualPlan(a.admin.token, plan.id);
    const reviewer = await hire();
    const subject = await hire();
    const other = await hire();
    expect((await call('add-member', { employeeId: reviewer.id })).status).toBe(200);
    expect(
      (await call('add-review', { subjectType: 'employee', subjectId: subject.id, reviewerId: reviewer.id }))
        .status,
    ).toBe(200);
    const now = new Date().toISOString();
    for (const e of [subject, other]) {
      await db()
        .entities.performanceRecord.create({
          ...newPerformanceRecord({
            companyId: a.companyId,
            scorecardId: newId(),
            annualScorecardId: newId(),
            employeeId: e.id,
            annualPlanId: annual.id,
            quarter: 1,
            now,
          }),
          agreementStatus: 'Agreed',
          assessmentStatus: 'Complete',
          qaStatus: 'In Review',
        })
        .go();
    }
    const r = await get<{ list: TQaReviewRecord[] }>(
      `/${family}/review-records`,
      { annualPlanId: annual.id, quarter: 1 },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    const row = r.body.data.list.find((x) => x.employeeId === subject.id);
    expect(row).toMatchObject({
      employeeName: subject.fullName,
      reviewerId: reviewer.id,
      reviewerName: reviewer.fullName,
      agreementStatus: 'Agreed',
      assessmentStatus: 'Complete',
      qaStatus: 'In Review',
      isComplete: false,
    });
    // nobody reviews `other`: not under review
    expect(r.body.data.list.some((x) => x.employeeId === other.id)).toBe(false);
    // a plain employee who is no member is refused
    expectFailed(
      await get(`/${family}/review-records`, { annualPlanId: annual.id, quarter: 1 }, a.employee.token),
      403,
      /Only members/,
    );
    // another company's plan does not exist here
    const foreignPlan = await addPlan(b.admin.token, 'strategic', { description: unique('B plan') });
    const foreign = await addAnnualPlan(b.admin.token, foreignPlan.id);
    expectFailed(
      await get(`/${family}/review-records`, { annualPlanId: foreign.id, quarter: 1 }, a.admin.token),
      404,
      /no such annual plan/,
    );
  });

  it('refuses a plain employee’s changes and another company’s people, changing nothing', async () => {
    const someone = await hire();
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('add-member', { employeeId: someone.id }, a.employee.token),
      403,
      /administrator/,
    );
    const foreigner = await hire(b);
    expectFailed(await call('add-member', { employeeId: foreigner.id }), 404, /no such employee/);
    expectFailed(
      await call('delete-member', { employeeId: foreigner.id, version: 1 }),
      404,
      /no such member/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    expect((await members(b)).some((m) => m.employeeId === someone.id)).toBe(false);
  });
});
