import type {
  TEngagement,
  TEngagementFollowUp,
  TFollowUpCandidate,
  TFollowUpReports,
  TFollowUpReportVersion,
  TFollowUpWork,
  TRetest,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { callAs, FOLLOW_UP_ACTIONS, reportedEngagement } from '../../../tests/support/audit-follow-up';
import { pdfText } from '../../../tests/support/pdf-text';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * Follow-up audits over HTTP against the embedded AWS (docs/audit.md "Follow-up audits"): an
 * engagement taken to a final report and closed is followed up from a plan entry; the work plan
 * lists its two management actions, both are chosen for retesting and one taken off again; the
 * retest is written with a result, notes and evidence, sent and approved with a sign-off; the
 * follow-up report is refused until then, and made as versions 1 and 2 (the PDF holds the retest).
 * Bad input, stale versions (409), role refusals (403) and another company's ids (404) change nothing.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let engagementId: string;
let followUpId: string;
let bFollowUpId: string;
let unreportedId: string;
let bEngagementId: string;
let retest: TRetest;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const F = (action: string, body: Record<string, unknown>, token: string) =>
  post<Record<string, unknown>>(`/audit-follow-up/${action}`, body, token);
const work = async (token: string, id = followUpId) =>
  ok(await get<TFollowUpWork>('/audit-follow-up/work', { followUpId: id }, token));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const setUp = async (t: AuditTenant, title: string) => {
  const audit = await openAudit(t, title);
  const made = await reportedEngagement(callAs(t.admin.token), callAs(t.employee.token), {
    engagementId: audit.id,
    leadEmployeeId: t.admin.employeeId!,
    title: `Follow-up of ${title}`,
  });
  const { item } = ok(
    await get<{ item: TEngagement }>('/audit-engagement/get', { engagementId: audit.id }, t.admin.token),
  );
  ok(await post('/audit-engagement/close', { engagementId: audit.id, version: item.version }, t.admin.token));
  return { engagementId: audit.id, ...made };
};

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-fu'), makeAuditTenant(owner, 'audit-fub')]);
  const [mine, theirs, unreported] = await Promise.all([
    setUp(c, 'Access audit'),
    setUp(b, 'Their audit'),
    openAudit(c, 'Unreported audit'),
  ]);
  engagementId = mine.engagementId;
  followUpId = mine.followUpId;
  bFollowUpId = theirs.followUpId;
  bEngagementId = theirs.engagementId;
  unreportedId = unreported.id;
}, 240_000);

describe('starting a follow-up audit', () => {
  it('shows the entry, not started, and who may start it', async () => {
    const admin = await work(c.admin.token);
    expect(admin).toMatchObject({ audit: null, actions: [], canStart: true, canWork: false });
    expect(admin.entry.title).toBe('Follow-up of Access audit');
    expect((await work(c.employee.token)).canStart).toBe(false);
  });

  it('offers the engagements whose final report is in force, to administrators only', async () => {
    const { list } = ok(
      await get<{ list: TFollowUpCandidate[] }>('/audit-follow-up/candidates', {}, c.admin.token),
    );
    expect(list.map((e) => e.engagementId)).toEqual([engagementId]);
    expect(list[0]!.finalReportVersion).toBe(1);
    expect((await get('/audit-follow-up/candidates', {}, c.employee.token)).status).toBe(403);
  });

  it('refuses bad input, a foreign engagement, one without a final report, and a non-administrator', async () => {
    expectFailed(await F('start', { followUpId }, c.admin.token), 400, /engagementId/);
    expectFailed(
      await F('start', { followUpId, engagementId: bEngagementId }, c.admin.token),
      404,
      /engagementId/,
    );
    expectFailed(
      await F('start', { followUpId, engagementId: unreportedId }, c.admin.token),
      422,
      /no final report in force/,
    );
    expectFailed(await F('start', { followUpId, engagementId }, c.employee.token), 403, /administrator/i);
    expect((await work(c.admin.token)).audit).toBeNull();
  });

  it('starts once for the reported engagement, with its final report version', async () => {
    const started = ok(
      await F('start', { followUpId, engagementId }, c.admin.token),
    ) as unknown as TFollowUpWork;
    expect(started.audit).toMatchObject({
      engagementId,
      finalReportVersion: 1,
      status: 'In progress',
      version: 1,
    });
    expect(started.actions.map((a) => a.title).sort()).toEqual([...FOLLOW_UP_ACTIONS].sort());
    expect(started.actions.every((a) => a.retest === null)).toBe(true);
    expect(started.canWork).toBe(true);
    expectFailed(await F('start', { followUpId, engagementId }, c.admin.token), 409, /already started/);
  });

  it('keeps its plan entry: a started follow-up cannot be deleted from the plan', async () => {
    const entry = ok(
      await get<{ item: { version: number } }>(
        '/audit-management/follow-up',
        { id: followUpId },
        c.admin.token,
      ),
    );
    expectFailed(
      await post(
        '/audit-management/delete-follow-up',
        { id: followUpId, version: entry.item.version },
        c.admin.token,
      ),
      422,
      /follow-up audit was started/,
    );
  });
});

describe('the work plan and the retests', () => {
  it('chooses actions on the version read; unknown ids, stale versions and people off the team are refused', async () => {
    const before = await work(c.admin.token);
    const ids = before.actions.map((a) => a.actionId);
    expectFailed(
      await F(
        'choose-retests',
        { followUpId, version: 1, actionIds: ['01JB0000000000000000000000'] },
        c.admin.token,
      ),
      422,
      /not a management action/,
    );
    expectFailed(
      await F('choose-retests', { followUpId, version: 1, actionIds: ids }, c.outsider.token),
      403,
      /lead|performers|administrator/,
    );
    expectFailed(
      await F('choose-retests', { followUpId, version: 1, actionIds: 'all' }, c.admin.token),
      400,
      /actionIds/,
    );
    const both = ok(
      await F('choose-retests', { followUpId, version: 1, actionIds: ids }, c.admin.token),
    ) as unknown as TFollowUpWork;
    expect(both.actions.every((a) => a.retest?.status === 'Draft' && a.retest.removable)).toBe(true);
    expectFailed(
      await F('choose-retests', { followUpId, version: 1, actionIds: [ids[0]] }, c.admin.token),
      409,
      /changed by someone else/,
    );
    const one = ok(
      await F('choose-retests', { followUpId, version: 2, actionIds: [ids[0]] }, c.admin.token),
    ) as unknown as TFollowUpWork;
    expect(one.actions.filter((a) => a.retest)).toHaveLength(1);
    expect(one.audit!.version).toBe(3);
    const chosen = one.actions.find((a) => a.retest)!;
    retest = ok(
      await get<{ item: TRetest }>(
        '/audit-engagement/artefact',
        { engagementId, kind: 'retest', id: chosen.retest!.id },
        c.admin.token,
      ),
    ).item;
    expect(retest).toMatchObject({
      kind: 'retest',
      followUpId,
      actionTitle: chosen.title,
      result: null,
      status: 'Draft',
    });
  });

  it('blocks the report while nothing is approved', async () => {
    expectFailed(
      await F('make-report', { followUpId }, c.admin.token),
      422,
      /needs a result.*must be approved/s,
    );
  });

  it('records the result on the version read, with evidence, on a closed engagement', async () => {
    const body = {
      engagementId,
      id: retest.id,
      version: retest.version,
      result: 'Partly implemented',
      notes: 'The feed runs daily; two leavers were still missed.',
    };
    expectFailed(
      await F('save-retest', { ...body, result: 'Done' }, c.admin.token),
      400,
      /result must be one of/,
    );
    expectFailed(await F('save-retest', { ...body, notes: '' }, c.admin.token), 400, /notes/);
    expectFailed(await F('save-retest', body, c.employee.token), 403, /lead|performers/);
    const saved = ok(await F('save-retest', body, c.admin.token)) as { item: TRetest };
    expect(saved.item).toMatchObject({ result: 'Partly implemented', version: retest.version + 1 });
    expectFailed(await F('save-retest', body, c.admin.token), 409, /changed by someone else/);
    const form = new FormData();
    form.set('engagementId', engagementId);
    form.set('id', retest.id);
    form.set('version', String(saved.item.version));
    form.set('document', new Blob([PDF]), 'leaver-feed-log.pdf');
    const withFile = ok(
      await call<{ item: TRetest }>('POST', '/audit-follow-up/upload-retest-file', {
        token: c.admin.token,
        raw: form,
      }),
    );
    expect(withFile.item.files.map((f) => f.filename)).toEqual(['leaver-feed-log.pdf']);
    const link = ok(
      await get<{ url: string }>(
        '/audit-follow-up/retest-file',
        { engagementId, id: retest.id, fileId: withFile.item.files[0]!.fileId },
        c.employee.token,
      ),
    );
    expect(new Uint8Array(await (await fetch(link.url)).arrayBuffer())).toEqual(PDF);
    retest = withFile.item;
  });

  it('is sent and approved with a sign-off, and then stays on the work plan', async () => {
    const ref = { engagementId, kind: 'retest', id: retest.id, note: '' };
    const sent = ok(
      await post<{ item: TRetest }>(
        '/audit-engagement/send',
        { ...ref, version: retest.version },
        c.admin.token,
      ),
    ).item;
    expect(sent.status).toBe('Sent');
    expectFailed(
      await post('/audit-engagement/approve', { ...ref, version: sent.version }, c.outsider.token),
      403,
      /reviewers/,
    );
    const approved = ok(
      await post<{ item: TRetest }>(
        '/audit-engagement/approve',
        { ...ref, version: sent.version },
        c.employee.token,
      ),
    ).item;
    expect(approved.status).toBe('Approved');
    const signOffs = ok(
      await get<{ list: { decision: string; contentHash: string }[] }>(
        '/audit-engagement/sign-offs',
        { engagementId, kind: 'retest', id: retest.id },
        c.admin.token,
      ),
    ).list;
    expect(signOffs).toHaveLength(1);
    expect(signOffs[0]).toMatchObject({ decision: 'Approved' });
    expect(signOffs[0]!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const now = await work(c.admin.token);
    expect(now.actions.find((a) => a.retest)!.retest).toMatchObject({ status: 'Approved', removable: false });
    expectFailed(
      await F('choose-retests', { followUpId, version: now.audit!.version, actionIds: [] }, c.admin.token),
      422,
      /signed off: it stays on the work plan/,
    );
    retest = approved;
  });
});

describe('the follow-up report', () => {
  it('is previewed, refused to people off the team, and made as version 1 then 2', async () => {
    const before = ok(
      await get<TFollowUpReports>('/audit-follow-up/reports', { followUpId }, c.employee.token),
    );
    expect(before).toMatchObject({ blockers: [], current: null, history: [], canMake: false });
    expect(before.draft.summary).toEqual({ implemented: 0, partly: 1, notImplemented: 0 });
    expect((await get('/audit-follow-up/reports', { followUpId }, c.outsider.token)).status).toBe(403);
    expectFailed(await F('make-report', { followUpId }, c.employee.token), 403, /lead/);
    const v1 = ok(await F('make-report', { followUpId }, c.admin.token)) as { item: TFollowUpReportVersion };
    expect(v1.item.reportVersion).toBe(1);
    const link = ok(
      await get<{ url: string; filename: string }>(
        '/audit-follow-up/report-file',
        { followUpId, reportVersion: 1 },
        c.employee.token,
      ),
    );
    expect(link.filename).toMatch(/follow-up report v1\.pdf$/);
    const text = pdfText(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
    expect(text).toContain(retest.actionTitle);
    expect(text).toContain('Retest result: Partly implemented');
    expect(text).toContain('leaver-feed-log.pdf');
    const v2 = ok(await F('make-report', { followUpId }, c.admin.token)) as { item: TFollowUpReportVersion };
    expect(v2.item.reportVersion).toBe(2);
    const after = ok(await get<TFollowUpReports>('/audit-follow-up/reports', { followUpId }, c.admin.token));
    expect(after.history.map((v) => v.reportVersion)).toEqual([2, 1]);
    expect(after.current!.content.retests[0]).toMatchObject({
      result: 'Partly implemented',
      evidence: ['leaver-feed-log.pdf'],
    });
    expect((await work(c.admin.token)).audit!.status).toBe('Reported');
    expectFailed(
      await get('/audit-follow-up/report-file', { followUpId, reportVersion: 9 }, c.admin.token),
      404,
      /reportVersion/,
    );
  });

  it("is listed on the engagement's follow-ups", async () => {
    const { list } = ok(
      await get<{ list: TEngagementFollowUp[] }>(
        '/audit-follow-up/engagement-follow-ups',
        { engagementId },
        c.employee.token,
      ),
    );
    expect(list).toEqual([expect.objectContaining({ followUpId, retests: 1, status: 'Reported' })]);
  });
});

describe("another company's follow-up", () => {
  it('is a 404 on every read and write, and stays as it was', async () => {
    const token = c.admin.token;
    expectFailed(
      await get('/audit-follow-up/work', { followUpId: bFollowUpId }, token),
      404,
      /follow-up entry/,
    );
    expectFailed(
      await get('/audit-follow-up/reports', { followUpId: bFollowUpId }, token),
      404,
      /followUpId/,
    );
    expectFailed(await F('start', { followUpId: bFollowUpId, engagementId }, token), 404, /follow-up entry/);
    expectFailed(
      await F('choose-retests', { followUpId: bFollowUpId, version: 1, actionIds: [] }, token),
      404,
      /follow-up entry/,
    );
    expectFailed(await F('make-report', { followUpId: bFollowUpId }, token), 404, /followUpId/);
    expectFailed(
      await get('/audit-follow-up/engagement-follow-ups', { engagementId: bEngagementId }, token),
      404,
      /engagementId/,
    );
    const theirs = await work(b.admin.token, bFollowUpId);
    expect(theirs).toMatchObject({ audit: null, canStart: true });
  });
});
