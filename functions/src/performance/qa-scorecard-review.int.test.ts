import type { TQaReviewRecord, TScorecardQaState } from '@stratum/contracts';
import { newId } from '@stratum/core/kernel/ids';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import {
  addPerson,
  agreeQuarter,
  employeeScorecard,
  enablePerformance,
  performanceYear,
  type Who,
} from '../../../tests/support/performance';
import { makePlanningTenant } from '../../../tests/support/planning';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, type Tenant } from '../../../tests/support/world';

/**
 * The scorecard QA panel's review actions (docs/performance.md "Scorecard QA review"): Rita and Rex
 * are the panel in that order (Rex last); Rita reviews Eve (weights 50 + 40: incomplete) and Finn
 * (60 + 40). Rita adds, checks and completes Finn's — it goes on to Rex, who checks and completes
 * it — and recalls it; Eve's fails the check naming the gap. Others are refused, nothing changed.
 */
let owner: Session;
let a: Tenant;
let b: Tenant;
let rita: Who;
let rex: Who;
let olly: Who;
let annualPlanId: string;
let quarter: number;
let eveId: string;
let finnId: string;

const ok = (r: Reply): TScorecardQaState => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as { item: TScorecardQaState }).item;
};
const failed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const move = (action: string, scorecardId: string, version: unknown, who: { token: string }) =>
  post(`/qa-scorecard/${action}`, { scorecardId, version }, who.token);
const records = async (who: { token: string }) => {
  const r = await get<{ list: TQaReviewRecord[] }>(
    '/qa-scorecard/review-records',
    { annualPlanId, quarter: String(quarter) },
    who.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list;
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'scqa-a'), makePlanningTenant(owner, 'scqa-b')]);
  await enablePerformance(owner, a, b);
  ({ annualPlanId, quarter } = await performanceYear(a.admin.token));
  const sam = await addPerson(a, 'Sam');
  const [eve, finn] = [
    await addPerson(a, 'Eve', { supervisorId: sam.employeeId }),
    await addPerson(a, 'Finn', { supervisorId: sam.employeeId }),
  ];
  [rita, rex, olly] = [await addPerson(a, 'Rita'), await addPerson(a, 'Rex'), await addPerson(a, 'Olly')];
  for (const m of [rita, rex]) {
    expect((await post('/qa-scorecard/add-member', { employeeId: m.employeeId }, a.admin.token)).status).toBe(
      200,
    );
  }
  for (const subject of [eve, finn]) {
    const r = await post(
      '/qa-scorecard/add-review',
      { subjectType: 'employee', subjectId: subject.employeeId, reviewerId: rita.employeeId },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  }
  eveId = (await employeeScorecard(eve, annualPlanId, quarter, { callsWeight: 50 })).periodicId!;
  finnId = (await employeeScorecard(finn, annualPlanId, quarter)).periodicId!;
  await agreeQuarter(eve, eveId, sam);
  await agreeQuarter(finn, finnId, sam);
});

describe('the scorecard QA panel’s review actions', () => {
  it('refuses people who do not review the employee, bad input and unknown ids, changing nothing', async () => {
    const before = await tenantSnapshot(a.companyId);
    failed(await move('add-to-review', finnId, 1, olly), 403, /scorecard QA panel member who reviews/);
    failed(await move('add-to-review', finnId, 1, rex), 403, /scorecard QA panel member who reviews/);
    failed(await move('add-to-review', finnId, 'one', rita), 400, /version/);
    failed(await move('check', 'not-an-id', 1, rita), 400, /scorecardId/);
    failed(await move('add-to-review', newId(), 1, rita), 404, /no such/);
    failed(await move('add-to-review', finnId, 1, b.admin), 404, /no such/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const mine = await records(rita);
    expect(mine.map((r) => r.scorecardId).sort()).toEqual([eveId, finnId].sort());
    expect(mine.every((r) => r.scorecardQaStatus === 'Not Started' && r.scorecardQaVersion === 1)).toBe(true);
  });

  it('adds, checks and completes: a non-last reviewer hands on to the next, the last finishes; recall takes it back', async () => {
    let s = ok(await move('add-to-review', finnId, 1, rita));
    expect(s).toMatchObject({
      scorecardQaStatus: 'In Review',
      scorecardQaChecked: false,
      holderId: rita.employeeId,
    });
    // The version read before is stale now; completing needs a check first.
    failed(await move('add-to-review', finnId, 1, rita), 409, /changed by someone else/);
    failed(await move('complete', finnId, s.scorecardQaVersion, rita), 409, /Check the scorecard/);

    s = ok(await move('check', finnId, s.scorecardQaVersion, rita));
    expect(s.scorecardQaChecked).toBe(true);
    s = ok(await move('complete', finnId, s.scorecardQaVersion, rita));
    expect(s).toMatchObject({
      scorecardQaStatus: 'In Review',
      scorecardQaChecked: false,
      holderId: rex.employeeId,
    });
    expect((await records(rex)).map((r) => r.scorecardId)).toEqual([finnId]);
    failed(await move('check', finnId, s.scorecardQaVersion, rita), 409, /with another member of the panel/);

    s = ok(await move('check', finnId, s.scorecardQaVersion, rex));
    s = ok(await move('complete', finnId, s.scorecardQaVersion, rex));
    expect(s).toMatchObject({ scorecardQaStatus: 'Complete', holderId: null });
    expect((await records(rex)).map((r) => r.scorecardId)).toEqual([]);

    s = ok(await move('recall', finnId, s.scorecardQaVersion, rita));
    expect(s).toMatchObject({
      scorecardQaStatus: 'In Review',
      scorecardQaChecked: false,
      holderId: rita.employeeId,
    });
    const row = (await records(rita)).find((r) => r.scorecardId === finnId)!;
    expect(row).toMatchObject({ scorecardQaStatus: 'In Review', scorecardQaVersion: s.scorecardQaVersion });
  });

  it('names what keeps an incomplete scorecard from passing the check, and changes nothing', async () => {
    const s = ok(await move('add-to-review', eveId, 1, rita));
    const before = await tenantSnapshot(a.companyId);
    failed(
      await move('check', eveId, s.scorecardQaVersion, rita),
      422,
      /^This scorecard is not complete: the weights sum to 90, not 100\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});
