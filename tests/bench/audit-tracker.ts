import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ENGAGEMENT_STATUSES } from '@stratum/contracts';
import { getJson } from './http';
import { fmt, measurePair, type Stats } from './stats';

/**
 * The issue tracker part of the bench (docs/audit.md "Management responses and the issue
 * tracker"): BENCH_TRACKER_ACTIONS (5,000) management actions over BENCH_TRACKER_AUDITS (300)
 * audits in the demo company — written in bulk through core's entities, a third of them closed,
 * ratings and owners spread — among the other tenants' data. Then, through the API, the tracker's
 * first page filtered by rating (one Query on gsi1, filtered, and the COUNT of it for the total)
 * beside the same two reads raw, and the issue status (every action of both views, counted) beside the raw read of
 * the same items (both partitions, every page, the counted fields only). The audits are stored
 * as engagements (one in 30 open), and the audit administrators' dashboard figures
 * (audit-engagement/summary) are read beside the same reads raw. Both sides are measured in turns.
 */
export const TRACKER_ACTIONS = Number(process.env.BENCH_TRACKER_ACTIONS ?? 5000);
export const TRACKER_AUDITS = Number(process.env.BENCH_TRACKER_AUDITS ?? 300);
const N = Number(process.env.BENCH_AUDIT_N ?? 100);
/** What one filtered read asks of the store (kernel/paging.ts). */
const FILTERED_READ = 500;

export interface AuditTrackerFigures {
  actions: number;
  audits: number;
  trackerPage: { ours: Stats; raw: Stats };
  issueStatus: { ours: Stats; raw: Stats };
  /** the audit administrators' dashboard figures (audit-engagement/summary) */
  summary: { ours: Stats; raw: Stats };
  openAudits: number;
}

export const auditTrackerBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
}): Promise<AuditTrackerFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');

  // Node's HTTP client, as the raw reads' SDK uses (tests/bench/http.ts), not fetch.
  const api = async (path: string): Promise<void> => {
    const body = await getJson<{ res: string; err_msg: string }>(`${opts.api}${path}`, { token: opts.token });
    if (body.res !== 'SUCCESS') throw new Error(`${path}: ${body.err_msg}`);
  };
  const people = await db().entities.employee.query.byId({ companyId: opts.companyId }).go({ pages: 'all' });
  const owners = people.data.filter((e) => e.status === 'Active').slice(0, 50);
  if (owners.length === 0) throw new Error('the bench company needs active employees to own actions');
  const audits = Array.from({ length: TRACKER_AUDITS }, (_, i) => ({
    id: newId(),
    title: `Bench tracker audit ${i}`,
  }));
  const now = new Date().toISOString();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const states = ['Open', 'In progress', 'Implemented', 'Closed'] as const;
  const actions = Array.from({ length: TRACKER_ACTIONS }, (_, i) => {
    const audit = audits[i % audits.length]!;
    const owner = owners[i % owners.length]!;
    const state = i % 3 === 2 ? 'Closed' : states[i % 3]!;
    return {
      companyId: opts.companyId,
      actionId: newId(),
      engagementId: audit.id,
      engagementTitle: audit.title,
      unitId: '',
      findingId: newId(),
      findingTitle: `Finding ${i}`,
      rating: (['High', 'Medium', 'Low'] as const)[i % 3 === 2 ? 0 : (i >> 1) % 3]!,
      title: `Bench action ${i}`,
      ownerId: owner.employeeId,
      ownerName: `${owner.firstName} ${owner.lastName}`,
      // spread over the year around today: some overdue, most not
      dueOn: day((i % 365) - 60),
      state,
      view: state === 'Closed' ? ('closed' as const) : ('open' as const),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
  });
  for (let i = 0; i < actions.length; i += 25)
    await db()
      .entities.auditAction.put(actions.slice(i, i + 25))
      .go();
  // The audits themselves, as engagements: one in 30 still open, the others closed.
  const engagements = audits.map((a, i) => ({
    companyId: opts.companyId,
    engagementId: a.id,
    title: a.title,
    auditArea: 'Bench',
    plannedAuditId: '',
    leadId: owners[i % owners.length]!.employeeId,
    performerIds: [],
    reviewerIds: [],
    startDate: day(-300 + (i % 200)),
    endDate: day(-200 + (i % 200)),
    status: i % 30 === 0 ? ('Open' as const) : ('Closed' as const),
    paperCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < engagements.length; i += 25)
    await db()
      .entities.auditEngagement.put(engagements.slice(i, i + 25))
      .go();

  const tracker = (view: 'open' | 'closed') =>
    db()
      .entities.auditAction.query.tracker({ companyId: opts.companyId, view })
      .params() as QueryCommandInput;
  // The tracker's page is the filtered Query's page plus its total (a COUNT of the same Query,
  // kernel/paging.ts): the raw side does both reads the same way.
  const filteredParams = db()
    .entities.auditAction.query.tracker({ companyId: opts.companyId, view: 'open' })
    .where((a, op) => op.eq(a.rating, 'High'))
    .params() as QueryCommandInput;
  const rawPage = async () => {
    const [page] = await Promise.all([
      documentClient().send(new QueryCommand({ ...filteredParams, Limit: FILTERED_READ })),
      (async () => {
        let start: Record<string, unknown> | undefined;
        do {
          const out = await documentClient().send(
            new QueryCommand({
              ...filteredParams,
              Select: 'COUNT',
              ...(start ? { ExclusiveStartKey: start } : {}),
            }),
          );
          start = out.LastEvaluatedKey;
        } while (start);
      })(),
    ]);
    if ((page.Items?.length ?? 0) < 50)
      throw new Error(`raw query read ${page.Items?.length} items: key format changed?`);
  };
  const counted = '#e, #t, #r, #s, #d';
  const names = {
    '#e': 'engagementId',
    '#t': 'engagementTitle',
    '#r': 'rating',
    '#s': 'state',
    '#d': 'dueOn',
  };
  const rawAll = async () => {
    let read = 0;
    await Promise.all(
      (['open', 'closed'] as const).map(async (view) => {
        const input = tracker(view);
        let start: Record<string, unknown> | undefined;
        do {
          const out = await documentClient().send(
            new QueryCommand({
              ...input,
              ProjectionExpression: counted,
              ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...names },
              ...(start ? { ExclusiveStartKey: start } : {}),
            }),
          );
          read += out.Items?.length ?? 0;
          start = out.LastEvaluatedKey;
        } while (start);
      }),
    );
    if (read < TRACKER_ACTIONS) throw new Error(`raw read ${read} actions: key format changed?`);
  };
  // The audit administrators' dashboard figures (audit-engagement/summary, core getAuditSummary):
  // the same reads raw, in the same two steps — the counts and lists of the company's engagements,
  // plans, findings and this year's surveys at once; then the sent papers of each open engagement
  // counted and the current plan's planned audits.
  const { auditEngagement, auditPlan, auditFinding, auditOutsideFinding, auditCustomerSurvey } =
    db().entities;
  const companyId = opts.companyId;
  const allOf = async (input: object) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await documentClient().send(
        new QueryCommand({ ...(input as QueryCommandInput), ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const countAll = async (input: object) => {
    let n = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await documentClient().send(
        new QueryCommand({
          ...(input as QueryCommandInput),
          Select: 'COUNT',
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      n += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return n;
  };
  const year = new Date().getUTCFullYear();
  const summaryReads = {
    byStatus: ENGAGEMENT_STATUSES.map((status) =>
      auditEngagement.query.byStatus({ companyId, status }).params(),
    ),
    open: auditEngagement.query
      .byStatus({ companyId, status: 'Open' })
      .params({ attributes: ['engagementId'] }),
    all: auditEngagement.query.byId({ companyId }).params({ attributes: ['plannedAuditId', 'status'] }),
    plans: auditPlan.query
      .byId({ companyId })
      .params({ attributes: ['planId', 'title', 'year', 'status', 'createdAt'] }),
    findings: auditFinding.query.byEngagement({ companyId }).params({ attributes: ['rating'] }),
    outside: auditOutsideFinding.query.byId({ companyId }).params({ attributes: ['rating'] }),
    surveys: auditCustomerSurvey.query.byYear({ companyId, year }).params({
      attributes: [
        'engagementId',
        'engagementTitle',
        'sentAt',
        'contactCount',
        'answered',
        'scoreSum',
        'scoreCount',
      ],
    }),
  };
  const rawSummary = async () => {
    const [, open, , plans] = await Promise.all([
      Promise.all(summaryReads.byStatus.map(countAll)),
      allOf(summaryReads.open),
      allOf(summaryReads.all),
      allOf(summaryReads.plans),
      allOf(summaryReads.findings),
      allOf(summaryReads.outside),
      allOf(summaryReads.surveys),
    ]);
    const plan = plans
      .filter((p) => p.year === year && p.status === 'active')
      .sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')))[0];
    await Promise.all([
      ...open.map((e) =>
        countAll(
          db()
            .entities.auditWorkingPaper.query.byEngagement({
              companyId,
              engagementId: String(e.engagementId),
            })
            .where((a, op) => op.eq(a.status, 'Sent'))
            .params(),
        ),
      ),
      plan
        ? allOf(
            db()
              .entities.plannedAudit.query.byPlan({ companyId, planId: String(plan.planId) })
              .params({ attributes: ['plannedAuditId', 'included'] }),
          )
        : null,
    ]);
    if (open.length < engagements.filter((e) => e.status === 'Open').length)
      throw new Error(`raw summary read ${open.length} open engagements: key format changed?`);
  };
  return {
    actions: TRACKER_ACTIONS,
    audits: TRACKER_AUDITS,
    openAudits: engagements.filter((e) => e.status === 'Open').length,
    trackerPage: await measurePair(
      N,
      () => api('/audit-responses/issue-tracker?view=open-audit-management-actions&rating=High&limit=50'),
      rawPage,
    ),
    issueStatus: await measurePair(Math.min(N, 30), () => api('/audit-responses/issue-status'), rawAll, 3),
    summary: await measurePair(Math.min(N, 50), () => api('/audit-engagement/summary'), rawSummary, 3),
  };
};

export const auditTrackerTable = (f: AuditTrackerFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Issue tracker: ${f.actions} management actions over ${f.audits} audits in one company.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local read | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(
      'issue-tracker, open, rating High, page of 50 (gsi1, filtered)',
      f.trackerPage.ours,
      f.trackerPage.raw,
    ),
    row(
      `issue-status, every action counted (${f.actions}; both views, all pages)`,
      f.issueStatus.ours,
      f.issueStatus.raw,
    ),
    row(
      `dashboard's administrator figures, audit-engagement/summary (${f.audits} audits, ${f.openAudits} open)`,
      f.summary.ours,
      f.summary.raw,
    ),
  ].join('\n');
};
