import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getJson } from './http';
import { fmt, measurePair, type Stats } from './stats';

/**
 * The follow-up audit's reads (docs/audit.md "Follow-up audits"): one follow-up entry of the audit
 * plan, its follow-up audit started on an engagement with BENCH_FOLLOW_UP_ACTIONS (60) management
 * actions, half of them chosen for a retest — written through core's entities in the demo company,
 * among the other tenants' data. Through the API, the work plan (audit-follow-up/work) and the
 * report view (audit-follow-up/reports) beside the same reads raw in the same rounds a direct
 * implementation needs: for the work plan, the entry and its follow-up audit at once, then the
 * engagement (who may see it), then its actions and the retests at once; for the report, the
 * follow-up audit, then the engagement, then the company's name, the lead's name, the retests and
 * the report versions at once. Both sides are measured in turns.
 */
const ACTIONS = Number(process.env.BENCH_FOLLOW_UP_ACTIONS ?? 60);
const N = Number(process.env.BENCH_AUDIT_N ?? 100);

export interface AuditFollowUpFigures {
  actions: number;
  retests: number;
  work: { ours: Stats; raw: Stats };
  reports: { ours: Stats; raw: Stats };
}

export const auditFollowUpBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
  /** the caller's employee: the engagement's lead */
  leadId: string;
}): Promise<AuditFollowUpFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');
  const e = db().entities;
  const { companyId } = opts;
  const now = new Date().toISOString();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const engagementId = newId();
  const followUpId = newId();
  await e.auditEngagement
    .put({
      companyId,
      engagementId,
      title: 'Bench follow-up engagement',
      auditArea: 'Bench',
      plannedAuditId: '',
      leadId: opts.leadId,
      performerIds: [],
      reviewerIds: [],
      startDate: day(-200),
      endDate: day(-100),
      status: 'Closed',
      paperCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  const actions = Array.from({ length: ACTIONS }, (_, i) => ({
    companyId,
    actionId: newId(),
    engagementId,
    engagementTitle: 'Bench follow-up engagement',
    unitId: '',
    findingId: newId(),
    findingTitle: `Follow-up finding ${i}`,
    rating: (['High', 'Medium', 'Low'] as const)[i % 3]!,
    title: `Follow-up action ${i}`,
    ownerId: opts.leadId,
    ownerName: 'Bench Owner',
    dueOn: day((i % 120) - 60),
    state: i % 4 === 3 ? ('Closed' as const) : ('Implemented' as const),
    view: i % 4 === 3 ? ('closed' as const) : ('open' as const),
    version: 1,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < actions.length; i += 25) await e.auditAction.put(actions.slice(i, i + 25)).go();
  const retests = actions
    .filter((_, i) => i % 2 === 0)
    .map((a, i) => ({
      companyId,
      engagementId,
      artefactId: newId(),
      followUpId,
      actionId: a.actionId,
      actionTitle: a.title,
      findingTitle: a.findingTitle,
      rating: a.rating,
      ownerName: a.ownerName,
      dueOn: a.dueOn,
      actionStatus: a.state,
      result: i % 3 === 0 ? ('' as const) : ('Implemented' as const),
      notes: i % 3 === 0 ? '' : 'Retested on a sample of 25 transactions; the control now operates.',
      version: 1,
      createdAt: now,
      updatedAt: now,
    }));
  for (let i = 0; i < retests.length; i += 25) await e.auditRetest.put(retests.slice(i, i + 25)).go();
  await e.auditFollowUp
    .put({
      companyId,
      followUpId,
      planId: newId(),
      title: 'Bench follow-up of the closed engagement',
      quarter: 2,
      dueDate: day(30),
      notes: '',
      budgetDays: 5,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  await e.auditFollowUpAudit
    .put({
      companyId,
      followUpId,
      engagementId,
      engagementTitle: 'Bench follow-up engagement',
      finalReportVersion: 1,
      title: 'Bench follow-up of the closed engagement',
      startedById: opts.leadId,
      startedByName: 'Bench Lead',
      startedAt: now,
      lastReportVersion: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();

  const api = async (path: string): Promise<{ actions?: unknown[]; draft?: { retests: unknown[] } }> => {
    const body = await getJson<{ res: string; err_msg: string; data: { actions?: unknown[] } }>(
      `${opts.api}${path}`,
      { token: opts.token },
    );
    if (body.res !== 'SUCCESS') throw new Error(`${path}: ${body.err_msg}`);
    return body.data;
  };
  const send = documentClient();
  const get = (params: object) => send.send(new GetCommand(params as never));
  const allOf = async (input: object) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await send.send(
        new QueryCommand({ ...(input as QueryCommandInput), ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const reads = {
    entry: e.auditFollowUp.get({ companyId, followUpId }).params(),
    audit: e.auditFollowUpAudit.get({ companyId, followUpId }).params(),
    engagement: e.auditEngagement.get({ companyId, engagementId }).params(),
    company: e.company.get({ companyId }).params({ attributes: ['companyName'] }),
    lead: e.employee.get({ companyId, employeeId: opts.leadId }).params(),
    actions: e.auditAction.query.byEngagement({ companyId, engagementId }).params(),
    retests: e.auditRetest.query.byFollowUp({ companyId, followUpId }).params(),
    versions: e.auditFollowUpReport.query.byFollowUp({ companyId, followUpId }).params(),
  };
  const rawWork = async () => {
    const [, audit] = await Promise.all([get(reads.entry), get(reads.audit)]);
    if (!audit.Item) throw new Error('raw work read no follow-up audit: key format changed?');
    await get(reads.engagement);
    const [list, done] = await Promise.all([allOf(reads.actions), allOf(reads.retests)]);
    if (list.length < ACTIONS || done.length < retests.length)
      throw new Error(`raw work read ${list.length} actions: key format changed?`);
  };
  const rawReports = async () => {
    await get(reads.audit);
    if (!(await get(reads.engagement)).Item) throw new Error('raw report read no engagement');
    const [, , done] = await Promise.all([
      get(reads.company),
      get(reads.lead),
      allOf(reads.retests),
      allOf(reads.versions),
    ]);
    if (done.length < retests.length) throw new Error(`raw report read ${done.length} retests`);
  };
  const ours = {
    work: async () => {
      const data = await api(`/audit-follow-up/work?followUpId=${followUpId}`);
      if ((data.actions?.length ?? 0) < ACTIONS) throw new Error('the work plan came back short');
    },
    reports: async () => {
      const data = await api(`/audit-follow-up/reports?followUpId=${followUpId}`);
      if ((data.draft?.retests.length ?? 0) < retests.length) throw new Error('the report came back short');
    },
  };
  return {
    actions: ACTIONS,
    retests: retests.length,
    work: await measurePair(N, ours.work, rawWork),
    reports: await measurePair(N, ours.reports, rawReports),
  };
};

export const auditFollowUpTable = (f: AuditFollowUpFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Follow-up audit: ${f.actions} management actions, ${f.retests} retests.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local reads | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(`follow-up work plan (${f.actions} actions, ${f.retests} retests)`, f.work.ours, f.work.raw),
    row(`follow-up report view (${f.retests} retests, no version made)`, f.reports.ours, f.reports.raw),
  ].join('\n');
};
