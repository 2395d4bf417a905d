import type {
  TAuditAction,
  TAuditProgress,
  TEngagement,
  TFollowUpReports,
  TFollowUpReportVersion,
  TFollowUpWork,
  TRetest,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { addPerson, makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { callAs, FOLLOW_UP_ACTIONS, reportedEngagement } from '../../../tests/support/audit-follow-up';
import { pdfText } from '../../../tests/support/pdf-text';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * Follow-up audits, docs/audit.md "Follow-up audits", over HTTP against the embedded AWS: the plan
 * entry's own lead (on no team of the engagement) does the follow-up work — work plan, retests,
 * report — while someone else with Audit Management is still refused (403); approving a retest
 * moves its management action in the tracker's states (Implemented waits for validation; Not
 * implemented reopens an action waiting for validation); the follow-up report is made as PDF and
 * DOCX, recalled with a reason (kept in the history, 409 on a stale version, 422 twice) and made
 * again as version 2.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let stranger: Person & { employeeId: string };
let engagementId: string;
let followUpId: string;
let retests: TRetest[];

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
const work = async (token: string) =>
  ok(await get<TFollowUpWork>('/audit-follow-up/work', { followUpId }, token));
const action = async (id: string) =>
  ok(
    await get<{ item: TAuditAction; progress: TAuditProgress[] }>(
      '/audit-responses/action',
      { id },
      c.admin.token,
    ),
  );
const reports = async (token: string) =>
  ok(await get<TFollowUpReports>('/audit-follow-up/reports', { followUpId }, token));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

beforeAll(async () => {
  const owner = await ownerSession();
  c = await makeAuditTenant(owner, 'audit-ful');
  stranger = await addPerson(c.admin, 'stranger');
  const audit = await openAudit(c, 'Leavers audit');
  engagementId = audit.id;
  ({ followUpId } = await reportedEngagement(callAs(c.admin.token), callAs(c.employee.token), {
    engagementId,
    leadEmployeeId: c.admin.employeeId!,
    title: 'Follow-up of the leavers audit',
    entryLeadId: c.outsider.employeeId,
  }));
  const { item } = ok(
    await get<{ item: TEngagement }>('/audit-engagement/get', { engagementId }, c.admin.token),
  );
  ok(await post('/audit-engagement/close', { engagementId, version: item.version }, c.admin.token));
  ok(await F('start', { followUpId, engagementId }, c.admin.token));
}, 240_000);

describe("the follow-up entry's own lead", () => {
  it('works on the work plan; someone else with Audit Management is refused', async () => {
    const theirs = await work(stranger.token);
    expect(theirs).toMatchObject({ canWork: false, actions: [] });
    const before = await work(c.outsider.token);
    expect(before.canWork).toBe(true);
    const ids = before.actions.map((a) => a.actionId);
    expect(ids).toHaveLength(2);
    expectFailed(
      await F('choose-retests', { followUpId, version: 1, actionIds: ids }, stranger.token),
      403,
      /lead/,
    );
    const chosen = ok(
      await F('choose-retests', { followUpId, version: 1, actionIds: ids }, c.outsider.token),
    ) as unknown as TFollowUpWork;
    expect(chosen.actions.every((a) => a.retest?.status === 'Draft')).toBe(true);
    retests = await Promise.all(
      chosen.actions.map(
        async (a) =>
          ok(
            await get<{ item: TRetest }>(
              '/audit-engagement/artefact',
              { engagementId, kind: 'retest', id: a.retest!.id },
              c.outsider.token,
            ),
          ).item,
      ),
    );
    expect(
      (
        await get(
          '/audit-engagement/artefact',
          { engagementId, kind: 'retest', id: retests[0]!.id },
          stranger.token,
        )
      ).status,
    ).toBe(403);
    expect((await get('/audit-follow-up/reports', { followUpId }, stranger.token)).status).toBe(403);
  });

  it('records results and sends the retests; only reviewers approve', async () => {
    const results = { [FOLLOW_UP_ACTIONS[0]]: 'Implemented', [FOLLOW_UP_ACTIONS[1]]: 'Not implemented' };
    for (const [i, r] of retests.entries()) {
      const body = {
        engagementId,
        id: r.id,
        version: r.version,
        result: results[r.actionTitle as (typeof FOLLOW_UP_ACTIONS)[number]],
        notes: `Retested ${r.actionTitle}.`,
      };
      expectFailed(await F('save-retest', body, stranger.token), 403, /lead|performers/);
      const saved = (ok(await F('save-retest', body, c.outsider.token)) as { item: TRetest }).item;
      const sent = ok(
        await post<{ item: TRetest }>(
          '/audit-engagement/send',
          { engagementId, kind: 'retest', id: r.id, version: saved.version, note: '' },
          c.outsider.token,
        ),
      ).item;
      expectFailed(
        await post(
          '/audit-engagement/approve',
          { engagementId, kind: 'retest', id: r.id, version: sent.version, note: '' },
          c.outsider.token,
        ),
        403,
        /reviewers/,
      );
      retests[i] = sent;
    }
  });
});

describe('an approved retest moves its management action', () => {
  it('Implemented: the action waits for validation; Not implemented: an action waiting is reopened', async () => {
    const byTitle = (t: string) => retests.find((r) => r.actionTitle === t)!;
    const done = byTitle(FOLLOW_UP_ACTIONS[0]);
    const notDone = byTitle(FOLLOW_UP_ACTIONS[1]);
    // the owner says the second is implemented before the retest is approved
    const claimed = await action(notDone.actionId);
    const form = new FormData();
    form.set('id', notDone.actionId);
    form.set('version', String(claimed.item.version));
    form.set('status', 'Implemented');
    form.set('note', 'Reviews are scheduled.');
    form.set('document', new Blob([PDF]), 'review-schedule.pdf');
    ok(await call('POST', '/audit-responses/add-progress', { token: c.admin.token, raw: form }));
    expect((await action(done.actionId)).item.state).toBe('Open');

    for (const r of [done, notDone]) {
      ok(
        await post(
          '/audit-engagement/approve',
          { engagementId, kind: 'retest', id: r.id, version: r.version, note: '' },
          c.employee.token,
        ),
      );
    }
    const implemented = await action(done.actionId);
    expect(implemented.item).toMatchObject({ state: 'Implemented', status: 'Implemented' });
    expect(implemented.progress.at(-1)).toMatchObject({ status: 'Implemented' });
    expect(implemented.progress.at(-1)!.note).toMatch(/Retest in the follow-up audit .*: Implemented\./);
    const reopened = await action(notDone.actionId);
    expect(reopened.item).toMatchObject({ state: 'In progress' });
    expect(reopened.item.validationNote).toMatch(/Not implemented\. Retested Quarterly access review\./);
    const waiting = ok(
      await get<{ list: TAuditAction[] }>(
        '/audit-responses/issue-tracker',
        { view: 'open-audit-management-actions', engagementId, waitingValidation: 'true' },
        c.admin.token,
      ),
    ).list;
    expect(waiting.map((a) => a.title)).toEqual([FOLLOW_UP_ACTIONS[0]]);
  });
});

describe('the follow-up report, made by the entry’s lead', () => {
  let v1: TFollowUpReportVersion;

  it('is made as a PDF and a DOCX', async () => {
    expectFailed(await F('make-report', { followUpId }, stranger.token), 403, /lead/);
    v1 = (ok(await F('make-report', { followUpId }, c.outsider.token)) as { item: TFollowUpReportVersion })
      .item;
    expect(v1).toMatchObject({ reportVersion: 1, recalled: null, version: 1 });
    expect(v1.docx!.filename).toMatch(/follow-up report v1\.docx$/);
    const pdf = ok(
      await get<{ url: string }>(
        '/audit-follow-up/report-file',
        { followUpId, reportVersion: 1 },
        c.outsider.token,
      ),
    );
    expect(pdfText(await bytesAt(pdf.url))).toContain('Retest result: Not implemented');
    const docx = ok(
      await get<{ url: string; filename: string }>(
        '/audit-follow-up/report-file',
        { followUpId, reportVersion: 1, format: 'docx' },
        c.admin.token,
      ),
    );
    expect(docx.filename).toBe(v1.docx!.filename);
    const bytes = await bytesAt(docx.url);
    expect(bytes.length).toBe(v1.docx!.size);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    expectFailed(
      await get(
        '/audit-follow-up/report-file',
        { followUpId, reportVersion: 1, format: 'odt' },
        c.admin.token,
      ),
      400,
      /format/,
    );
  });

  it('is recalled with a reason on the version read, stays in the history, and is made again as version 2', async () => {
    const body = { followUpId, reportVersion: 1, version: v1.version, reason: 'The second retest is wrong.' };
    expectFailed(await F('recall-report', { ...body, reason: ' ' }, c.outsider.token), 400, /reason/);
    expectFailed(await F('recall-report', body, stranger.token), 403, /lead/);
    expectFailed(
      await F('recall-report', { ...body, version: 7 }, c.outsider.token),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await F('recall-report', { ...body, reportVersion: 5 }, c.outsider.token),
      404,
      /reportVersion/,
    );
    const recalled = (
      ok(await F('recall-report', body, c.outsider.token)) as { item: TFollowUpReportVersion }
    ).item;
    expect(recalled.recalled).toMatchObject({ reason: 'The second retest is wrong.' });
    expect(recalled.recalled!.fullName).not.toBe('');
    expectFailed(
      await F('recall-report', { ...body, version: recalled.version }, c.outsider.token),
      422,
      /recalled already/,
    );
    const after = await reports(c.admin.token);
    expect(after.current).toBeNull();
    expect(after.history).toEqual([
      expect.objectContaining({ reportVersion: 1, recalled: recalled.recalled }),
    ]);
    expect((await work(c.admin.token)).audit!.status).toBe('In progress');

    const v2 = (
      ok(await F('make-report', { followUpId }, c.outsider.token)) as { item: TFollowUpReportVersion }
    ).item;
    expect(v2.reportVersion).toBe(2);
    const now = await reports(c.outsider.token);
    expect(now.canMake).toBe(true);
    expect(now.current).toMatchObject({ reportVersion: 2, recalled: null });
    expect(now.history.map((v) => [v.reportVersion, Boolean(v.recalled)])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect((await work(c.admin.token)).audit!.status).toBe('Reported');
    expectFailed(
      await F('recall-report', { ...body, version: recalled.version }, c.outsider.token),
      422,
      /recalled already/,
    );
  });
});
