import type {
  TAuditSetting,
  TDraftReport,
  TFinalReports,
  TFinalReportVersion,
  TFinding,
  TOpinion,
} from '@stratum/contracts';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { pdfText } from '../../../tests/support/pdf-text';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The overall opinion, the draft report and the final report over HTTP against the embedded AWS:
 * the opinion is written on versions and reviewed through the engagement's send / not-approve /
 * approve; a final report is refused until the opinion and every finding are approved, then made
 * as version 1 (a PDF and a DOCX holding the finding and the opinion), recalled with a reason,
 * and made again as version 2. Another company's engagement is a 404.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let engagementId: string;
let bEngagementId: string;
let satisfactory: TAuditSetting;
let unsatisfactory: TAuditSetting;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const review = (action: string, a: { id: string; version: number }, token: string, note = '') =>
  post<{ item: { id: string; version: number; status: string } }>(
    `/audit-engagement/${action}`,
    { engagementId, kind: a.id === engagementId ? 'opinion' : 'finding', id: a.id, version: a.version, note },
    token,
  );
const rating = async (t: Tenant, name: string, colour: string) =>
  ok(
    await post<{ item: TAuditSetting }>(
      '/audit-management/add-opinion-rating',
      { name, colour },
      t.admin.token,
    ),
  ).item;

const FINDING_TITLE = 'Payments released without a purchase order';

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-r'), makeAuditTenant(owner, 'audit-rb')]);
  const [audit, bAudit] = await Promise.all([openAudit(c), openAudit(b, 'Their audit')]);
  engagementId = audit.id;
  bEngagementId = bAudit.id;
  [satisfactory, unsatisfactory] = await Promise.all([
    rating(c, 'Satisfactory', 'green'),
    rating(c, 'Unsatisfactory', 'red'),
  ]);
});

describe('the overall opinion', () => {
  it('is none before it is written', async () => {
    expect(
      ok(await get<{ item: TOpinion | null }>('/audit-report/opinion', { engagementId }, c.employee.token))
        .item,
    ).toBeNull();
  });

  it.each([
    ['no reasoning', { reasoning: '' }, 400, /reasoning/],
    ['a rating of no setting', { ratingId: '01JB0000000000000000000000' }, 422, /ratingId/],
  ])('is refused with %s', async (_, over, status, message) => {
    expectFailed(
      await post(
        '/audit-report/save-opinion',
        { engagementId, version: 0, ratingId: satisfactory.id, reasoning: 'x', ...over },
        c.admin.token,
      ),
      status,
      message,
    );
  });

  it('is written once, changed on the version read, and reviewed with sign-offs', async () => {
    const first = ok(
      await post<{ item: TOpinion }>(
        '/audit-report/save-opinion',
        { engagementId, version: 0, ratingId: unsatisfactory.id, reasoning: 'Controls over payments fail.' },
        c.admin.token,
      ),
    ).item;
    expect(first).toMatchObject({
      kind: 'opinion',
      id: engagementId,
      ratingName: 'Unsatisfactory',
      colour: 'red',
      status: 'Draft',
      version: 1,
    });
    // a second first save, and a stale one, are 409s
    expectFailed(
      await post(
        '/audit-report/save-opinion',
        { engagementId, version: 0, ratingId: satisfactory.id, reasoning: 'x' },
        c.admin.token,
      ),
      409,
      /changed by someone else/,
    );
    const second = ok(
      await post<{ item: TOpinion }>(
        '/audit-report/save-opinion',
        {
          engagementId,
          version: 1,
          ratingId: satisfactory.id,
          reasoning: 'Payments are controlled, with one exception.',
        },
        c.admin.token,
      ),
    ).item;
    expect(second).toMatchObject({ ratingName: 'Satisfactory', colour: 'green', version: 2 });
    expectFailed(
      await post(
        '/audit-report/save-opinion',
        { engagementId, version: 1, ratingId: satisfactory.id, reasoning: 'y' },
        c.admin.token,
      ),
      409,
      /changed by someone else/,
    );
    const sent = ok(await review('send', second, c.admin.token)).item;
    expect(sent.status).toBe('Sent');
    expectFailed(await review('approve', sent, c.admin.token), 422, /another reviewer/);
    const notApproved = ok(await review('not-approve', sent, c.employee.token, 'Say which exception.')).item;
    expect(notApproved.status).toBe('Not Approved');
    const signOffs = ok(
      await get<{ list: { decision: string; kind: string }[] }>(
        '/audit-engagement/sign-offs',
        { engagementId, kind: 'opinion', id: engagementId },
        c.employee.token,
      ),
    );
    expect(signOffs.list.map((s) => [s.kind, s.decision])).toEqual([['opinion', 'Not Approved']]);
  });

  it("is another company's 404", async () => {
    expectFailed(
      await get('/audit-report/opinion', { engagementId: bEngagementId }, c.admin.token),
      404,
      /no such audit/,
    );
  });
});

describe('the final report', () => {
  let finding: TFinding;
  let v1: TFinalReportVersion;

  it('is refused until the opinion and every finding are approved, saying why', async () => {
    finding = ok(
      await post<{ item: TFinding }>(
        '/audit-findings/add',
        {
          engagementId,
          title: FINDING_TITLE,
          criteria: 'Every payment needs an approved purchase order.',
          condition: '7 of 25 sampled payments had none.',
          rootCauses: [{ category: 'Process', description: 'No route for urgent payments' }],
          rating: 'High',
          recommendation: 'Add an exception route.',
        },
        c.admin.token,
      ),
    ).item;
    const draft = ok(await get<TDraftReport>('/audit-report/draft', { engagementId }, c.employee.token));
    expect(draft.content.findings.map((f) => [f.title, f.rating, f.rootCauses.length, f.responses])).toEqual([
      [FINDING_TITLE, 'High', 1, []],
    ]);
    expect(draft.content.opinion?.ratingName).toBe('Satisfactory');
    expect(draft.blockers.join(' ')).toMatch(/overall opinion is not approved \(it is Not Approved\)/);
    expect(draft.blockers.join(' ')).toMatch(/Payments released without a purchase order” is Draft/);
    expectFailed(
      await post('/audit-report/make-final', { engagementId }, c.admin.token),
      422,
      /overall opinion is not approved/,
    );
  });

  it('is made only by the lead or an administrator', async () => {
    expectFailed(await post('/audit-report/make-final', { engagementId }, c.employee.token), 403, /lead/);
    expectFailed(
      await post('/audit-report/make-final', { engagementId: bEngagementId }, c.admin.token),
      404,
      /no such audit/,
    );
  });

  it('is made as version 1: a PDF and a DOCX holding the finding and the opinion', async () => {
    const opinion = ok(
      await get<{ item: TOpinion }>('/audit-report/opinion', { engagementId }, c.admin.token),
    ).item;
    const sent = ok(await review('send', opinion, c.admin.token)).item;
    ok(await review('approve', { id: engagementId, version: sent.version }, c.employee.token));
    const fSent = ok(await review('send', finding, c.admin.token)).item;
    ok(await review('approve', { id: finding.id, version: fSent.version }, c.employee.token));
    v1 = ok(
      await post<{ item: TFinalReportVersion }>('/audit-report/make-final', { engagementId }, c.admin.token),
    ).item;
    expect(v1).toMatchObject({ reportVersion: 1, recalled: null, made: { employeeId: c.admin.employeeId } });
    // a second make while version 1 is in force is refused
    expectFailed(
      await post('/audit-report/make-final', { engagementId }, c.admin.token),
      422,
      /version 1 is in force/,
    );

    const pdfLink = ok(
      await get<{ url: string; filename: string }>(
        '/audit-report/final-file',
        { engagementId, reportVersion: 1, format: 'pdf' },
        c.employee.token,
      ),
    );
    expect(pdfLink.filename).toMatch(/v1\.pdf$/);
    const pdf = new Uint8Array(await (await fetch(pdfLink.url)).arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(FINDING_TITLE);
    expect(text).toContain('Satisfactory');
    expect(text).toContain('Payments are controlled, with one exception.');

    const docxLink = ok(
      await get<{ url: string }>(
        '/audit-report/final-file',
        { engagementId, reportVersion: 1, format: 'docx' },
        c.employee.token,
      ),
    );
    const zip = await JSZip.loadAsync(await (await fetch(docxLink.url)).arrayBuffer());
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain(FINDING_TITLE);
    expect(xml).toContain('Satisfactory');
  });

  it('keeps its frozen content when the findings change afterwards', async () => {
    const current = ok(
      await get<{ item: TFinding }>('/audit-findings/get', { engagementId, id: finding.id }, c.admin.token),
    ).item;
    ok(
      await post(
        '/audit-findings/update',
        {
          engagementId,
          id: finding.id,
          version: current.version,
          title: 'Renamed after the report',
          criteria: current.criteria,
          condition: current.condition,
          rating: 'Medium',
          recommendation: current.recommendation,
        },
        c.admin.token,
      ),
    );
    const finals = ok(await get<TFinalReports>('/audit-report/final', { engagementId }, c.employee.token));
    expect(finals.current?.reportVersion).toBe(1);
    expect(finals.current?.content.findings.map((f) => f.title)).toEqual([FINDING_TITLE]);
    expect(finals.canMake).toBe(false);
  });

  it('is recalled with a reason on the version read, and stays in the history', async () => {
    expectFailed(
      await post(
        '/audit-report/recall-final',
        { engagementId, reportVersion: 1, version: 1, reason: ' ' },
        c.admin.token,
      ),
      400,
      /reason/,
    );
    expectFailed(
      await post(
        '/audit-report/recall-final',
        { engagementId, reportVersion: 1, version: 1, reason: 'x' },
        c.employee.token,
      ),
      403,
      /lead/,
    );
    expectFailed(
      await post(
        '/audit-report/recall-final',
        { engagementId, reportVersion: 1, version: 9, reason: 'x' },
        c.admin.token,
      ),
      409,
      /changed by someone else/,
    );
    const recalled = ok(
      await post<{ item: TFinalReportVersion }>(
        '/audit-report/recall-final',
        { engagementId, reportVersion: 1, version: 1, reason: 'The finding was reworded.' },
        c.admin.token,
      ),
    ).item;
    expect(recalled.recalled).toMatchObject({
      employeeId: c.admin.employeeId,
      reason: 'The finding was reworded.',
    });
    expectFailed(
      await post(
        '/audit-report/recall-final',
        { engagementId, reportVersion: 1, version: 2, reason: 'again' },
        c.admin.token,
      ),
      422,
      /recalled already/,
    );
    const finals = ok(await get<TFinalReports>('/audit-report/final', { engagementId }, c.admin.token));
    expect(finals.current).toBeNull();
    expect(finals.history.map((h) => [h.reportVersion, h.recalled?.reason])).toEqual([
      [1, 'The finding was reworded.'],
    ]);
  });

  it('is made again as version 2 once everything is approved again', async () => {
    // the finding was edited after approval: it is a draft again and blocks
    expectFailed(
      await post('/audit-report/make-final', { engagementId }, c.admin.token),
      422,
      /Renamed after the report” is Draft/,
    );
    const current = ok(
      await get<{ item: TFinding }>('/audit-findings/get', { engagementId, id: finding.id }, c.admin.token),
    ).item;
    const sent = ok(await review('send', current, c.admin.token)).item;
    ok(await review('approve', { id: finding.id, version: sent.version }, c.employee.token));
    const v2 = ok(
      await post<{ item: TFinalReportVersion }>('/audit-report/make-final', { engagementId }, c.admin.token),
    ).item;
    expect(v2.reportVersion).toBe(2);
    const finals = ok(await get<TFinalReports>('/audit-report/final', { engagementId }, c.admin.token));
    expect(finals.current?.reportVersion).toBe(2);
    expect(finals.current?.content.findings.map((f) => f.title)).toEqual(['Renamed after the report']);
    expect(finals.history.map((h) => [h.reportVersion, h.recalled === null])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(finals.canMake).toBe(true);
  });

  it("hands out no link to another company's report, nor to someone off the team", async () => {
    expectFailed(
      await get(
        '/audit-report/final-file',
        { engagementId: bEngagementId, reportVersion: 1, format: 'pdf' },
        c.admin.token,
      ),
      404,
      /no such audit/,
    );
    expectFailed(
      await get(
        '/audit-report/final-file',
        { engagementId, reportVersion: 1, format: 'pdf' },
        c.outsider.token,
      ),
      403,
      /Only/,
    );
    expectFailed(
      await get('/audit-report/final-file', { engagementId, reportVersion: 7, format: 'pdf' }, c.admin.token),
      404,
      /no such final report/,
    );
  });
});
