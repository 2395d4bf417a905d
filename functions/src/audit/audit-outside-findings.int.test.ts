import type {
  TAuditAction,
  TAuditResponse,
  TIssueStatus,
  TOutsideFinding,
  TRiskDetail,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant } from '../../../tests/support/audit-engagement';
import { latestMailTo } from '../../../tests/support/mail';
import { addUnit } from '../../../tests/support/org';
import { addCategory, defaultType, identify, setRisk } from '../../../tests/support/risk';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * Findings raised outside an engagement (docs/audit.md "Findings outside an engagement") over HTTP
 * against the embedded AWS: recorded with the engagement finding's checks, read and changed on the
 * version read, and taken through the management-response routes without an engagement into the
 * tracker, the validation and the issue status. Bad input (400) changes nothing; another company's
 * ids are 404s.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let risk: TRiskDetail;
let bRisk: TRiskDetail;
let unitId: string;
let bUnitId: string;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const F = <T = { item: TOutsideFinding }>(action: string, body: Record<string, unknown>, token: string) =>
  post<T>(`/audit-findings/${action}`, body, token);
const R = (action: string, body: Record<string, unknown>, token: string) =>
  post<{ item: TAuditResponse }>(`/audit-responses/${action}`, body, token);
const all = async (token: string) =>
  ok(await get<{ list: TOutsideFinding[]; total: number }>('/audit-findings/all-outside', {}, token));

const registerRisk = async (t: Tenant, title: string): Promise<TRiskDetail> => {
  const [type, category] = await Promise.all([
    defaultType(t.admin.token),
    addCategory(t.admin.token, `Ops ${title}`),
  ]);
  return identify(t.admin.token, 'management', {
    title,
    categoryId: category.id,
    ownerId: t.admin.employeeId!,
    riskRatingTypeId: type.id,
    impact: 4,
    likelihood: 3,
  });
};

const body = (over: Record<string, unknown> = {}) => ({
  source: 'External auditor',
  reference: 'Statutory audit 2026: management letter',
  unitId,
  raisedOn: '2026-10-30',
  title: 'Vendor master changes not reviewed',
  criteria: 'Every change to a vendor’s bank details is checked by a second person.',
  condition: '4 of 30 bank detail changes had no second check.',
  cause: 'The system allows the same clerk to enter and approve.',
  effect: 'Payments could be diverted to a fraudulent account.',
  rootCauses: [{ category: 'Technology', description: 'No segregation in the vendor screen' }],
  rating: 'High',
  recommendation: 'Enforce a second approver on bank detail changes.',
  risks: [{ riskId: risk.id, controlIds: [] }],
  mrOwnerIds: [c.employee.employeeId],
  ...over,
});

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-out'), makeAuditTenant(owner, 'audit-outb')]);
  await Promise.all([setRisk(owner, c.companyId), setRisk(owner, b.companyId)]);
  [risk, bRisk] = await Promise.all([registerRisk(c, 'Payment fraud'), registerRisk(b, 'Their risk')]);
  const [unit, bUnit] = await Promise.all([
    addUnit(c.admin.token, 'business-unit', 'Finance'),
    addUnit(b.admin.token, 'business-unit', 'Their finance'),
  ]);
  unitId = unit.id;
  bUnitId = bUnit.id;
});

describe('a finding raised outside an engagement', () => {
  let finding: TOutsideFinding;

  it('is recorded with its root causes, unit and risk at the current level', async () => {
    finding = ok(await F('add-outside', body(), c.admin.token)).item;
    expect(finding).toMatchObject({
      source: 'External auditor',
      reference: 'Statutory audit 2026: management letter',
      unit: { id: unitId, name: 'Finance' },
      rating: 'High',
      version: 1,
      risks: [{ riskId: risk.id, title: 'Payment fraud', level: risk.residual.level, inRegister: true }],
      mrOwners: [{ employeeId: c.employee.employeeId }],
    });
    expect(finding.rootCauses).toEqual([
      expect.objectContaining({ category: 'Technology', description: 'No segregation in the vendor screen' }),
    ]);
    const page = await all(c.admin.token);
    expect(page.list.map((f) => f.id)).toEqual([finding.id]);
    expect(ok(await get('/audit-findings/outside', { id: finding.id }, c.admin.token))).toMatchObject({
      item: { id: finding.id, title: finding.title },
    });
  });

  it.each<[string, Record<string, unknown>, number, RegExp]>([
    ['no reference', { reference: ' ' }, 400, /reference/],
    ['an unknown source', { source: 'Gossip' }, 400, /source/],
    ['a day that is not a date', { raisedOn: '30/10/2026' }, 400, /raisedOn/],
    ['no criteria', { criteria: '' }, 400, /criteria/],
    ['a rating not High, Medium or Low', { rating: 'Severe' }, 400, /rating/],
    ["another company's business unit", { unitId: 'BUNIT' }, 404, /unitId/],
    ["another company's risk", { risks: 'BRISK' }, 422, /risks/],
    ['an MR owner who is not an employee', { mrOwnerIds: ['01JZZZZZZZZZZZZZZZZZZZZZZZ'] }, 422, /mrOwnerIds/],
  ])('with %s is refused and nothing is written', async (_, over, status, message) => {
    const input = body(over);
    if (over.unitId === 'BUNIT') input.unitId = bUnitId;
    if (over.risks === 'BRISK') input.risks = [{ riskId: bRisk.id, controlIds: [] }];
    const before = (await all(c.admin.token)).total;
    expectFailed(await F('add-outside', input, c.admin.token), status, message);
    expect((await all(c.admin.token)).total).toBe(before);
  });

  it('is recorded by the audit team and administrators only, and read by its MR owners', async () => {
    expectFailed(await F('add-outside', body(), c.outsider.token), 403, /audit team/);
    expectFailed(
      await get('/audit-findings/outside', { id: finding.id }, c.outsider.token),
      403,
      /MR owners/,
    );
    expectFailed(await get('/audit-findings/all-outside', {}, c.outsider.token), 403, /audit team/);
    // the employee is its MR owner: they read it, but do not change it
    const asOwner = ok(
      await get<{ item: TOutsideFinding }>('/audit-findings/outside', { id: finding.id }, c.employee.token),
    ).item;
    expect([asOwner.mayManage, finding.mayManage]).toEqual([false, true]);
    expectFailed(
      await F('update-outside', { ...body(), id: finding.id, version: 1 }, c.employee.token),
      403,
      /recorded/,
    );
  });

  it("is another company's 404 and changes on the version read (409 when stale)", async () => {
    expectFailed(await get('/audit-findings/outside', { id: finding.id }, b.admin.token), 404, /id/);
    expectFailed(
      await F('update-outside', { ...body(), id: finding.id, version: 1 }, b.admin.token),
      404,
      /id/,
    );
    expect((await all(b.admin.token)).list).toEqual([]);
    const changed = ok(
      await F('update-outside', { ...body({ rating: 'Medium' }), id: finding.id, version: 1 }, c.admin.token),
    ).item;
    expect(changed).toMatchObject({ rating: 'Medium', version: 2 });
    expect(changed.rootCauses).toHaveLength(1);
    expectFailed(
      await F('update-outside', { ...body(), id: finding.id, version: 1 }, c.admin.token),
      409,
      /Reload/,
    );
    expectFailed(
      await F('update-outside', { ...body({ title: '' }), id: finding.id, version: 2 }, c.admin.token),
      400,
      /title/,
    );
    expect(
      ok(await get<{ item: TOutsideFinding }>('/audit-findings/outside', { id: finding.id }, c.admin.token))
        .item,
    ).toMatchObject({
      rating: 'Medium',
      title: 'Vendor master changes not reviewed',
      version: 2,
    });
    finding = changed;
  });

  it('takes its management response and actions through the tracker to validated closure', async () => {
    const ref = { findingId: finding.id };
    expectFailed(await R('request', ref, b.admin.token), 404, /finding/);
    expectFailed(await R('request', ref, c.outsider.token), 403, /recorded/);
    const requested = ok(
      await R('request', { ...ref, note: 'From the auditors’ letter' }, c.admin.token),
    ).item;
    expect(requested).toMatchObject({ state: 'Requested', engagementId: null, findingTitle: finding.title });
    const mail = await latestMailTo(c.employee.email, /Management response requested/);
    expect(mail.body.text).toContain(`/app/audit-management/issue-tracker/findings/${finding.id}`);
    const tasks = ok(
      await get<{ list: { kind: string; artefactId: string; engagementId: string }[] }>(
        '/audit-engagement/my-task',
        {},
        c.employee.token,
      ),
    );
    expect(tasks.list.filter((t) => t.kind === 'response' && t.artefactId === finding.id)).toEqual([
      expect.objectContaining({ engagementId: finding.id }),
    ]);
    // its owner reads the request; it no longer changes once answered
    expect(
      ok(await get<{ item: TAuditResponse }>('/audit-responses/get', ref, c.employee.token)).item.state,
    ).toBe('Requested');
    const plan = {
      ...ref,
      response: 'Agreed: the vendor screen will require a second approver.',
      actions: [
        { title: 'Second approver on bank details', ownerId: c.employee.employeeId, dueOn: '2099-01-31' },
      ],
    };
    expectFailed(
      await R('submit', { ...plan, version: requested.version + 1 }, c.employee.token),
      409,
      /Reload/,
    );
    expectFailed(
      await R('submit', { ...plan, actions: [], version: requested.version }, c.employee.token),
      400,
      /actions/,
    );
    const submitted = ok(await R('submit', { ...plan, version: requested.version }, c.employee.token)).item;
    const [action] = submitted.actions;
    expect(action).toMatchObject({
      engagementId: null,
      engagementTitle: 'External auditor: Statutory audit 2026: management letter',
      findingTitle: finding.title,
      rating: 'Medium',
      status: 'Open',
    });
    expectFailed(
      await F('update-outside', { ...body(), id: finding.id, version: finding.version }, c.admin.token),
      422,
      /submitted/,
    );

    // the tracker files it under the finding's unit
    const tracked = ok(
      await get<{ list: TAuditAction[] }>('/audit-responses/issue-tracker', { unitId }, c.admin.token),
    );
    expect(tracked.list.map((a) => a.id)).toEqual([action!.id]);

    const form = new FormData();
    const fields = { id: action!.id, version: action!.version, note: 'Live', status: 'Implemented' };
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    form.set('document', new Blob([PDF]), 'change-log.pdf');
    const progressed = ok(
      await call<{ item: TAuditAction }>('POST', '/audit-responses/add-progress', {
        token: c.employee.token,
        raw: form,
      }),
    ).item;
    expect(progressed.state).toBe('Implemented');
    // the auditor who recorded it gets the validation task; its owner cannot validate it
    const adminTasks = ok(
      await get<{ list: { kind: string; artefactId: string }[] }>(
        '/audit-engagement/my-task',
        {},
        c.admin.token,
      ),
    );
    expect(
      adminTasks.list.filter((t) => t.kind === 'validation' && t.artefactId === action!.id),
    ).toHaveLength(1);
    expectFailed(
      await post(
        '/audit-responses/validate',
        { id: action!.id, version: progressed.version, decision: 'close' },
        c.employee.token,
      ),
      403,
      /validate/,
    );
    const closed = ok(
      await post<{ item: TAuditAction }>(
        '/audit-responses/validate',
        { id: action!.id, version: progressed.version, decision: 'close' },
        c.admin.token,
      ),
    ).item;
    expect(closed.state).toBe('Closed');
    const status = ok(
      await get<{ item: TIssueStatus }>('/audit-responses/issue-status', {}, c.admin.token),
    ).item;
    expect(status.byAudit).toEqual([
      expect.objectContaining({
        engagementId: finding.id,
        engagementTitle: 'External auditor: Statutory audit 2026: management letter',
        closed: 1,
        open: 0,
      }),
    ]);
    const other = ok(
      await get<{ item: TIssueStatus }>('/audit-responses/issue-status', {}, b.admin.token),
    ).item;
    expect(other.total.closed).toBe(0);
  });
});
