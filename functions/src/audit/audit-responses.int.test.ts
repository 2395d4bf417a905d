import type { TAuditAction, TAuditResponse, TDraftReport, TFinding, TIssueStatus } from '@stratum/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { addFinding, makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * Management responses over HTTP against the embedded AWS: request (a task and a mail per MR
 * owner), the owner's response with two actions, progress to Implemented, the auditor's
 * validation, the tracker, stale versions (409) and another company's ids (404).
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let engagementId: string;
let finding: TFinding;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const progress = (
  fields: Record<string, string | number>,
  token: string,
  file?: [Uint8Array<ArrayBuffer>, string],
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (file) form.set('document', new Blob([file[0]]), file[1]);
  return call<{ item: TAuditAction }>('POST', '/audit-responses/add-progress', { token, raw: form });
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const R = (action: string, body: Record<string, unknown>, token: string) =>
  post<{ item: TAuditResponse }>(`/audit-responses/${action}`, body, token);

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-mr'), makeAuditTenant(owner, 'audit-mrb')]);
  engagementId = (await openAudit(c)).id;
  finding = await addFinding(c, engagementId, [c.admin.employeeId]);
});

describe('management responses', () => {
  it('names MR owners on the finding', () => {
    expect(finding.mrOwners.map((o) => o.employeeId)).toEqual([c.admin.employeeId]);
  });

  it('reads a finding with no response requested as none to the team, and refuses it to anyone else', async () => {
    const body = { engagementId, findingId: finding.id };
    expect(
      ok(await get<{ item: TAuditResponse | null }>('/audit-responses/get', body, c.admin.token)).item,
    ).toBeNull();
    expect((await get('/audit-responses/get', body, c.outsider.token)).status).toBe(403);
  });

  it('tells the tracker who works with the findings outside audits: administrators and audit teams, not others', async () => {
    const staff = async (token: string) =>
      ok(await get<{ auditStaff: boolean }>('/audit-responses/issue-tracker', {}, token)).auditStaff;
    expect(await staff(c.admin.token)).toBe(true);
    expect(await staff(c.employee.token)).toBe(false);
    ok(
      await post(
        '/audit-management/add-audit-team-member',
        {
          employeeId: c.employee.employeeId,
          roles: ['performer'],
        },
        c.admin.token,
      ),
    );
    expect(await staff(c.employee.token)).toBe(true);
    expect(await staff(c.outsider.token)).toBe(false);
  });

  it('requests, cancels, requests again, and the owner responds with two actions through to closure', async () => {
    const body = { engagementId, findingId: finding.id };
    const requested = ok(await R('request', body, c.admin.token)).item;
    expect(requested.state).toBe('Requested');
    expect((await R('request', body, c.admin.token)).status).toBe(409);
    const tasks = ok(
      await get<{ list: { kind: string; artefactId: string }[] }>(
        '/audit-engagement/my-task',
        {},
        c.admin.token,
      ),
    );
    expect(tasks.list.filter((t) => t.kind === 'response' && t.artefactId === finding.id)).toHaveLength(1);

    expect(
      (await R('cancel', { ...body, version: requested.version, reason: '' }, c.admin.token)).status,
    ).toBe(400);
    const cancelled = ok(
      await R('cancel', { ...body, version: requested.version, reason: 'Wrong owner' }, c.admin.token),
    ).item;
    expect(cancelled.state).toBe('Cancelled');
    const again = ok(await R('request', body, c.admin.token)).item;

    const plan = {
      ...body,
      response: 'Agreed: HR will feed leavers to IT daily.',
      actions: [
        { title: 'Daily leaver feed', ownerId: c.admin.employeeId, dueOn: '2020-01-31' },
        { title: 'Quarterly access review', ownerId: c.admin.employeeId, dueOn: '2099-03-31' },
      ],
    };
    expect((await R('submit', { ...plan, version: again.version - 1 }, c.admin.token)).status).toBe(409);
    const submitted = ok(await R('submit', { ...plan, version: again.version }, c.admin.token)).item;
    expect(submitted.actions.map((a) => a.status).sort()).toEqual(['Open', 'Overdue']);
    // the draft report prints the submitted response and its action plan under the finding
    const draft = ok(await get<TDraftReport>('/audit-report/draft', { engagementId }, c.admin.token));
    expect(draft.content.findings.find((f) => f.id === finding.id)?.responses).toEqual([
      expect.objectContaining({
        response: plan.response,
        actions: expect.arrayContaining([
          expect.objectContaining({ title: 'Daily leaver feed', status: 'Overdue' }),
          expect.objectContaining({ title: 'Quarterly access review', status: 'Open' }),
        ]),
      }),
    ]);

    const action = submitted.actions.find((a) => a.title === 'Daily leaver feed')!;
    const progressed = ok(
      await progress(
        { id: action.id, version: action.version, note: 'Feed running', status: 'Implemented' },
        c.admin.token,
        [PDF, 'log.pdf'],
      ),
    ).item;
    expect(progressed.state).toBe('Implemented');
    const waiting = ok(
      await get<{ list: TAuditAction[] }>(
        '/audit-responses/issue-tracker',
        { waitingValidation: 'true' },
        c.admin.token,
      ),
    );
    expect(waiting.list.map((a) => a.id)).toContain(action.id);

    const reopenWithoutNote = await post(
      '/audit-responses/validate',
      { id: action.id, version: progressed.version, decision: 'reopen' },
      c.admin.token,
    );
    expect(reopenWithoutNote.status).toBe(400);
    const reopened = ok(
      await post<{ item: TAuditAction }>(
        '/audit-responses/validate',
        { id: action.id, version: progressed.version, decision: 'reopen', note: 'Show a run log' },
        c.admin.token,
      ),
    ).item;
    expect(reopened.state).toBe('In progress');
    const again2 = ok(
      await progress(
        { id: action.id, version: reopened.version, note: 'Run log attached', status: 'Implemented' },
        c.admin.token,
        [PDF, 'log.pdf'],
      ),
    ).item;
    const closed = ok(
      await post<{ item: TAuditAction }>(
        '/audit-responses/validate',
        { id: action.id, version: again2.version, decision: 'close' },
        c.admin.token,
      ),
    ).item;
    expect(closed.state).toBe('Closed');
    const open = ok(await get<{ list: TAuditAction[] }>('/audit-responses/issue-tracker', {}, c.admin.token));
    expect(open.list.map((a) => a.id)).not.toContain(action.id);
    const closedView = ok(
      await get<{ list: TAuditAction[] }>(
        '/audit-responses/issue-tracker',
        { view: 'closed-audit-management-actions' },
        c.admin.token,
      ),
    );
    expect(closedView.list.map((a) => a.id)).toContain(action.id);
    const overdue = ok(
      await get<{ list: TAuditAction[] }>(
        '/audit-responses/issue-tracker',
        { overdue: 'true' },
        c.admin.token,
      ),
    );
    expect(overdue.list).toHaveLength(0);

    // issue-status counts the same actions, each once, per audit and per rating
    type Status = { item: TIssueStatus };
    const status = ok(await get<Status>('/audit-responses/issue-status', {}, c.admin.token)).item;
    const openCount = submitted.actions.length - 1;
    expect(status.total).toEqual({ open: openCount, overdue: 0, implemented: 0, closed: 1 });
    expect(status.byAudit).toEqual([expect.objectContaining({ engagementId, open: openCount, closed: 1 })]);
    expect(status.byRating.find((r) => r.rating === finding.rating)).toMatchObject({
      open: openCount,
      closed: 1,
    });
    expect(status.byRating.map((r) => r.rating)).toEqual(['High', 'Medium', 'Low']);
    // the dashboard's open actions by age: every band listed, the open ones each counted once
    expect(status.openByAge.map((b) => b.band)).toEqual(['0-30', '31-90', '91-180', '181+']);
    expect(status.openByAge[0]).toEqual({ band: '0-30', open: openCount, overdue: 0 });
    const other = ok(await get<Status>('/audit-responses/issue-status', {}, b.admin.token)).item;
    expect(other.byAudit.map((a) => a.engagementId)).not.toContain(engagementId);

    // the tracker's filters narrow the counts; another company's audit is a 404, bad input a 400
    const mine = ok(
      await get<Status>(
        '/audit-responses/issue-status',
        { ownerId: c.admin.employeeId ?? '' },
        c.admin.token,
      ),
    ).item;
    expect(mine.total).toEqual(status.total);
    const nobody = ok(
      await get<Status>('/audit-responses/issue-status', { ownerId: c.outsider.employeeId }, c.admin.token),
    ).item;
    expect(nobody.total).toEqual({ open: 0, overdue: 0, implemented: 0, closed: 0 });
    expect(nobody.byAudit).toEqual([]);
    const foreign = await get('/audit-responses/issue-status', { engagementId }, b.admin.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.res).toBe('FAILED');
    const bad = await get('/audit-responses/issue-status', { engagementId: 'not an id' }, c.admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.err_msg).toMatch(/engagementId/);

    // the export: the same counts as an Excel file, a PDF, and the same refusals
    type File = { url: string; filename: string; size: number };
    const badFormat = await get('/audit-responses/issue-status-export', { format: 'doc' }, c.admin.token);
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.err_msg).toMatch(/format/);
    expect(
      (await get('/audit-responses/issue-status-export', { engagementId, format: 'pdf' }, b.admin.token))
        .status,
    ).toBe(404);
    const xlsx = ok(
      await get<File>(
        '/audit-responses/issue-status-export',
        { engagementId, format: 'xlsx' },
        c.admin.token,
      ),
    );
    expect(xlsx.filename).toMatch(/^issue-status-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await (await fetch(xlsx.url)).arrayBuffer()) as ArrayBuffer);
    const cells = wb.worksheets.flatMap((ws) => {
      const rows: string[] = [];
      ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String).join('|')));
      return rows;
    });
    expect(cells).toContain([finding.rating, openCount, 0, 0, 1, openCount + 1].join('|'));
    const pdf = ok(await get<File>('/audit-responses/issue-status-export', { format: 'pdf' }, c.admin.token));
    const bytes = new Uint8Array(await (await fetch(pdf.url)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    expect((await get('/audit-responses/get', body, b.admin.token)).status).toBe(404);
    expect((await get('/audit-responses/action', { id: action.id }, b.admin.token)).status).toBe(404);
  });
});
