import type { TAuditSignOff, TFinding, TRiskDetail, TRiskFinding, TWorkingPaper } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { addCategory, defaultType, identify, setRisk } from '../../../tests/support/risk';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * An engagement's findings over HTTP against the embedded AWS: root causes, links to working
 * papers and register risks (shown at the risk's current level), versioned edits, the review with
 * its sign-offs through the engagement's send / not-approve / approve, deletion while a draft,
 * and the risk's side of the link. Another company's ids are 404s.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let engagementId: string;
let bEngagementId: string;
let paper: TWorkingPaper;
let risk: TRiskDetail;
let bRisk: TRiskDetail;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const write = <T = { item: TFinding }>(action: string, body: Record<string, unknown>, token: string) =>
  post<T>(`/audit-findings/${action}`, body, token);

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
    likelihood: 4,
  });
};

const findingBody = (over: Record<string, unknown> = {}) => ({
  engagementId,
  title: 'Suppliers paid without a purchase order',
  criteria: 'Every payment needs an approved purchase order (policy P-4).',
  condition: '7 of 25 sampled payments had no purchase order.',
  cause: 'Urgent payments skip the order step.',
  effect: 'Payments to unapproved suppliers.',
  rootCauses: [
    { category: 'Process', description: 'No exception route for urgent payments' },
    { category: 'People', description: 'Clerks not trained on the policy' },
  ],
  rating: 'High',
  recommendation: 'Add an approved exception route and train the clerks.',
  paperIds: [paper.id],
  risks: [{ riskId: risk.id, controlIds: [] }],
  ...over,
});

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-f'), makeAuditTenant(owner, 'audit-fb')]);
  await Promise.all([setRisk(owner, c.companyId), setRisk(owner, b.companyId)]);
  const [audit, bAudit] = await Promise.all([openAudit(c), openAudit(b, 'Their audit')]);
  engagementId = audit.id;
  bEngagementId = bAudit.id;
  [risk, bRisk] = await Promise.all([registerRisk(c, 'Fraudulent payments'), registerRisk(b, 'Their risk')]);
  paper = ok(
    await post<{ item: TWorkingPaper }>(
      '/audit-engagement/add-paper',
      { engagementId, title: 'Payments sample', procedure: 'Vouch 25 payments' },
      c.admin.token,
    ),
  ).item;
});

describe('a finding', () => {
  let finding: TFinding;

  it('is added with its root causes, its working paper and its risk at the current level', async () => {
    finding = ok(await write('add', findingBody(), c.admin.token)).item;
    expect(finding).toMatchObject({
      kind: 'finding',
      status: 'Draft',
      rating: 'High',
      version: 1,
      papers: [{ id: paper.id, title: 'Payments sample' }],
      risks: [
        { riskId: risk.id, title: 'Fraudulent payments', level: risk.residual.level, inRegister: true },
      ],
    });
    expect(finding.rootCauses.map((r) => r.category)).toEqual(['Process', 'People']);
    const list = ok(
      await get<{ list: TFinding[] }>('/audit-findings/all', { engagementId }, c.employee.token),
    );
    expect(list.list.map((f) => f.id)).toEqual([finding.id]);
  });

  it.each([
    [
      'an unknown root-cause category',
      { rootCauses: [{ category: 'Luck', description: 'x' }] },
      400,
      /category/,
    ],
    ['no criteria', { criteria: '' }, 400, /criteria/],
    ['a rating off the scale', { rating: 'Severe' }, 400, /rating/],
    ['a working paper of no audit', { paperIds: ['01JB0000000000000000000000'] }, 422, /paperIds/],
    ["another company's risk", { risks: [{ riskId: 'RISK' }] }, 422, /risks/],
  ])('is refused with %s, and nothing is written', async (_, over, status, message) => {
    const body = findingBody(over);
    if ('risks' in over) body.risks = [{ riskId: bRisk.id, controlIds: [] }];
    expectFailed(await write('add', body, c.admin.token), status, message);
    const list = ok(await get<{ list: TFinding[] }>('/audit-findings/all', { engagementId }, c.admin.token));
    expect(list.list).toHaveLength(1);
  });

  it("is another company's 404, and only the team's fieldworkers may write it", async () => {
    expectFailed(
      await get('/audit-findings/get', { engagementId, id: finding.id }, b.admin.token),
      404,
      /audit/,
    );
    expectFailed(
      await write('add', { ...findingBody(), engagementId: bEngagementId }, c.admin.token),
      404,
      /audit/,
    );
    expectFailed(
      await get('/audit-findings/get', { engagementId, id: finding.id }, c.outsider.token),
      403,
      /./,
    );
    expectFailed(await write('add', findingBody(), c.employee.token), 403, /./);
  });

  it('changes on the version read only; a stale edit is a 409 and changes nothing', async () => {
    const [first] = finding.rootCauses;
    finding = ok(
      await write(
        'update-root-cause',
        {
          engagementId,
          id: finding.id,
          version: 1,
          rootCauseId: first!.id,
          category: 'Governance',
          description: 'No owner of the policy',
        },
        c.admin.token,
      ),
    ).item;
    expect(finding.version).toBe(2);
    expect(finding.rootCauses[0]).toEqual({
      id: first!.id,
      category: 'Governance',
      description: 'No owner of the policy',
    });
    expectFailed(
      await write(
        'update',
        { ...findingBody({ title: 'Stale' }), id: finding.id, version: 1 },
        c.admin.token,
      ),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write(
        'update-root-cause',
        {
          engagementId,
          id: finding.id,
          version: 2,
          rootCauseId: '01JB0000000000000000000000',
          category: 'People',
          description: 'x',
        },
        c.admin.token,
      ),
      404,
      /rootCauseId/,
    );
    const read = ok(
      await get<{ item: TFinding }>('/audit-findings/get', { engagementId, id: finding.id }, c.admin.token),
    );
    expect(read.item.title).toBe('Suppliers paid without a purchase order');
  });

  it('is sent, not approved with a note, corrected, and approved, each decision a sign-off', async () => {
    const move = async (action: string, token: string, note = '') =>
      ok(
        await post<{ item: TFinding }>(
          `/audit-engagement/${action}`,
          { engagementId, kind: 'finding', id: finding.id, version: finding.version, note },
          token,
        ),
      ).item;
    finding = await move('send', c.admin.token);
    expect(finding.status).toBe('Sent');
    expectFailed(
      await write('update', { ...findingBody(), id: finding.id, version: finding.version }, c.admin.token),
      422,
      /reviewers/,
    );
    finding = await move('not-approve', c.employee.token, 'Quantify the amount paid');
    expect(finding).toMatchObject({ status: 'Not Approved', reviewNote: 'Quantify the amount paid' });
    finding = ok(
      await write(
        'update',
        {
          ...findingBody({ condition: '7 of 25 sampled payments (BDT 1,200,000) had no purchase order.' }),
          rootCauses: finding.rootCauses,
          id: finding.id,
          version: finding.version,
        },
        c.admin.token,
      ),
    ).item;
    finding = await move('send', c.admin.token);
    finding = await move('approve', c.employee.token);
    expect(finding.status).toBe('Approved');
    const history = ok(
      await get<{ list: TAuditSignOff[] }>(
        '/audit-engagement/sign-offs',
        { engagementId, kind: 'finding', id: finding.id },
        c.admin.token,
      ),
    ).list;
    expect(history.map((s) => [s.decision, s.note])).toEqual([
      ['Not Approved', 'Quantify the amount paid'],
      ['Approved', ''],
    ]);
  });

  it('is listed on the risk page of its risk; another company asking is a 404', async () => {
    const list = ok(
      await get<{ list: TRiskFinding[] }>(
        '/audit-findings/risk-findings',
        { riskId: risk.id },
        c.admin.token,
      ),
    ).list;
    expect(list).toEqual([
      {
        id: finding.id,
        engagementId,
        engagementTitle: 'Procurement audit',
        title: 'Suppliers paid without a purchase order',
        rating: 'High',
        status: 'Approved',
        mayOpen: true,
      },
    ]);
    // someone who reads the risk but is not on the audit sees the finding, without the way in
    const outsiders = ok(
      await get<{ list: TRiskFinding[] }>(
        '/audit-findings/risk-findings',
        { riskId: risk.id },
        c.outsider.token,
      ),
    ).list;
    expect(outsiders.map((f) => [f.id, f.mayOpen])).toEqual([[finding.id, false]]);
    expectFailed(
      await get('/audit-findings/risk-findings', { riskId: risk.id }, b.admin.token),
      404,
      /risk/i,
    );
  });

  it('is deleted only while a draft never approved', async () => {
    expectFailed(
      await write<{ id: string }>(
        'delete',
        { engagementId, id: finding.id, version: finding.version },
        c.admin.token,
      ),
      422,
      /draft/,
    );
    const draft = ok(await write('add', findingBody({ title: 'Duplicate', risks: [] }), c.admin.token)).item;
    ok(
      await write<{ id: string }>(
        'delete',
        { engagementId, id: draft.id, version: draft.version },
        c.admin.token,
      ),
    );
    expectFailed(
      await get('/audit-findings/get', { engagementId, id: draft.id }, c.admin.token),
      404,
      /finding/,
    );
  });
});
