import {
  GetCommand,
  QueryCommand,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { auditRiskRankKey, auditRiskScore } from '@stratum/rules';
import { adminCtx } from '../support/ctx';
import { getJson } from './http';
import { fmt, measurePair, type Stats } from './stats';

/**
 * The audit engagement part of the bench: one engagement of the demo company with BENCH_RCM_ROWS
 * (500) matrix rows and BENCH_PAPERS (200) working papers — written in bulk through core's
 * entities, three papers in four sent to the demo administrator as reviewer, with their task items
 * — among the other tenants' data; then my-task and a page of the working papers through the API,
 * each beside the raw DynamoDB Local reads of the same items (the same key condition and
 * projection, Limit 50, with the item the page's total and access need, at once). And
 * BENCH_PROCESSES (300) auditable processes in the company's audit universe, whose first page of
 * 50, riskiest first, is read through the API beside the raw Query of the ranked index and the
 * COUNT of it (the page's total). Both sides are measured in turns (stats `measurePair`).
 */
export const RCM_ROWS = Number(process.env.BENCH_RCM_ROWS ?? 500);
export const PAPERS = Number(process.env.BENCH_PAPERS ?? 200);
export const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 300);
const N = Number(process.env.BENCH_AUDIT_N ?? 100);
/** The attributes a my-task row reads (core/src/audit/tasks/list-my-tasks.ts). */
const TASK_ROW = [
  'kind',
  'role',
  'engagementId',
  'engagementTitle',
  'artefactId',
  'artefactTitle',
  'status',
  'since',
];
/** The attributes a working-paper row reads (core/src/audit/fieldwork/list-working-papers.ts). */
const PAPER_ROW = [
  'artefactId',
  'engagementId',
  'status',
  'changedAfterApproval',
  'reviewNote',
  'preparerId',
  'version',
  'createdAt',
  'updatedAt',
  'title',
  'rcmRowId',
  'reviewerId',
  'files',
];

export interface AuditEngagementFigures {
  engagementId: string;
  rows: number;
  papers: number;
  tasks: number;
  myTask: { ours: Stats; raw: Stats };
  papersPage: { ours: Stats; raw: Stats };
  /** my-task-count: one small Query through the API beside the same Query raw, the request path's floor */
  floor: { ours: Stats; raw: Stats };
  processes: number;
  /** the audit universe's first page of 50, riskiest first (the ranked index, gsi1) */
  universePage: { ours: Stats; raw: Stats };
}

export const auditEngagementBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
  /** the demo administrator's employee id: the engagement's reviewer */
  reviewerId: string;
}): Promise<AuditEngagementFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');
  const { addProcessDescription, openEngagement } = await import('@stratum/core/audit');

  // Node's HTTP client, as the raw reads' SDK uses (tests/bench/http.ts), not fetch.
  const api = async (path: string): Promise<void> => {
    const body = await getJson<{ res: string; err_msg: string }>(`${opts.api}${path}`, { token: opts.token });
    if (body.res !== 'SUCCESS') throw new Error(`${path}: ${body.err_msg}`);
  };
  const people = await db().entities.employee.query.byId({ companyId: opts.companyId }).go({ pages: 'all' });
  const lead = people.data.find((e) => e.status === 'Active' && e.employeeId !== opts.reviewerId);
  if (!lead) throw new Error('the bench company needs a second active employee to lead the audit');
  const ctx = adminCtx(
    {
      companyId: opts.companyId,
      userId: 'audit-bench',
      employeeId: lead.employeeId,
      email: 'audit-bench@example.com',
    },
    { requestId: 'audit-bench', actorName: 'Audit bench', tokenId: 'audit-bench' },
  );
  const e = await openEngagement(ctx, {
    title: 'Bench audit',
    auditArea: 'Everything',
    plannedAuditId: null,
    leadId: lead.employeeId,
    performerIds: [],
    reviewerIds: [opts.reviewerId],
    startDate: '2030-01-01',
    endDate: '2030-12-31',
  });
  const process = await addProcessDescription(ctx, {
    engagementId: e.id,
    name: 'Bench process',
    owner: '',
    description: 'Many rows',
  });
  const now = new Date().toISOString();
  const review = {
    status: 'Draft' as const,
    changedAfterApproval: false,
    reviewNote: '',
    preparerId: lead.employeeId,
  };
  const base = { companyId: opts.companyId, engagementId: e.id, version: 1, createdAt: now, updatedAt: now };
  const rows = Array.from({ length: RCM_ROWS }, (_, i) => ({
    ...base,
    ...review,
    artefactId: newId(),
    processId: process.id,
    risk: `Risk ${i}`,
    riskRating: (['High', 'Medium', 'Low'] as const)[i % 3]!,
    registerRiskId: '',
    registerRiskTitle: '',
    control: `Control ${i}`,
    controlType: 'Preventative' as const,
    testOfDesign: 'Walk through one',
    testOfEffectiveness: 'Sample 25',
  }));
  for (let i = 0; i < rows.length; i += 25)
    await db()
      .entities.auditRcmRow.put(rows.slice(i, i + 25))
      .go();
  const papers = Array.from({ length: PAPERS }, (_, i) => ({
    ...base,
    ...review,
    status: i % 4 === 3 ? ('Draft' as const) : ('Sent' as const),
    artefactId: newId(),
    title: `WP-${i}`,
    rcmRowId: rows[i % rows.length]!.artefactId,
    procedure: 'Inspect the sample',
    sample: '25 items',
    result: 'No exceptions',
    conclusion: 'Effective',
    reviewerId: '',
    files: [],
  }));
  for (let i = 0; i < papers.length; i += 25)
    await db()
      .entities.auditWorkingPaper.put(papers.slice(i, i + 25))
      .go();
  // The papers' adding transactions keep the engagement's count; written in bulk, it is set once.
  await db()
    .entities.auditEngagement.patch({ companyId: opts.companyId, engagementId: e.id })
    .set({ paperCount: papers.length })
    .go();
  const tasks = papers
    .filter((p) => p.status === 'Sent')
    .map((p) => ({
      companyId: opts.companyId,
      employeeId: opts.reviewerId,
      role: 'reviewer' as const,
      kind: 'paper' as const,
      artefactId: p.artefactId,
      engagementId: e.id,
      engagementTitle: e.title,
      artefactTitle: p.title,
      status: 'Sent' as const,
      since: now,
    }));
  for (let i = 0; i < tasks.length; i += 25)
    await db()
      .entities.auditTask.put(tasks.slice(i, i + 25))
      .go();
  // The moves' transactions keep the reviewer's running count; written in bulk, it is set once.
  await db()
    .entities.auditTaskCount.put({
      companyId: opts.companyId,
      employeeId: opts.reviewerId,
      role: 'reviewer',
      n: tasks.length,
    })
    .go();

  // The audit universe, written in bulk with each process's rank key (as add-process writes it).
  const { data: units } = await db()
    .entities.orgUnit.query.byLevel({ companyId: opts.companyId, level: 'business-unit' })
    .go({ pages: 'all' });
  if (units.length === 0) throw new Error('the bench company needs a business unit for its audit universe');
  const processes = Array.from({ length: PROCESSES }, (_, i) => {
    const processId = newId();
    const [likelihood, impact] = [(i % 5) + 1, (Math.floor(i / 5) % 5) + 1];
    const riskScore = auditRiskScore(likelihood, impact);
    const name = `Bench process ${i}`;
    return {
      companyId: opts.companyId,
      processId,
      name,
      description: '',
      businessUnitId: units[i % units.length]!.unitId,
      ownerId: lead.employeeId,
      likelihood,
      impact,
      riskScore,
      riskRank: auditRiskRankKey({ id: processId, name, riskScore }),
      risks: [],
      lastAuditedDate: '',
      plannedCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
  });
  for (let i = 0; i < processes.length; i += 25)
    await db()
      .entities.auditProcess.put(processes.slice(i, i + 25))
      .go();
  const send = (input: object) => documentClient().send(new QueryCommand(input as QueryCommandInput));
  const countAll = async (input: object) => {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await send({ ...input, Select: 'COUNT', ...(start ? { ExclusiveStartKey: start } : {}) });
      start = out.LastEvaluatedKey;
    } while (start);
  };
  const pageRead = async (input: object) => {
    const out = await send({ ...input, Limit: 50 });
    if ((out.Items?.length ?? 0) < 50)
      throw new Error(`raw query read ${out.Items?.length} items: key format changed?`);
  };
  const getItem = async (key: { params(): object }) => {
    const out = await documentClient().send(new GetCommand(key.params() as GetCommandInput));
    if (!out.Item) throw new Error('raw get read nothing: key format changed?');
  };

  // Each raw side reads what the page itself must read, as one would with DynamoDB directly: the
  // page's Query (the same key condition and projection, Limit 50) with, at once, what its total
  // and its access need — my-task the caller's running count of the role; the working papers the
  // engagement (who may see it, and its running paper count); the universe the COUNT of its index.
  // Names of people and units are ours beyond the raw read.
  const taskQuery = db()
    .entities.auditTask.query.byPerson({
      companyId: opts.companyId,
      employeeId: opts.reviewerId,
      role: 'reviewer',
    })
    .params({ attributes: TASK_ROW as never[] });
  const taskCount = db().entities.auditTaskCount.get({
    companyId: opts.companyId,
    employeeId: opts.reviewerId,
    role: 'reviewer',
  });
  const paperQuery = db()
    .entities.auditWorkingPaper.query.byEngagement({ companyId: opts.companyId, engagementId: e.id })
    .params({ attributes: PAPER_ROW as never[] });
  const engagement = db().entities.auditEngagement.get({ companyId: opts.companyId, engagementId: e.id });
  const universeQuery = db().entities.auditProcess.query.byRisk({ companyId: opts.companyId }).params();
  const countQuery = db()
    .entities.auditTaskCount.query.byPerson({ companyId: opts.companyId, employeeId: opts.reviewerId })
    .params();
  const rawCount = async () => {
    const out = await send(countQuery);
    if ((out.Items?.length ?? 0) < 1) throw new Error('raw count query read nothing: key format changed?');
  };
  return {
    engagementId: e.id,
    rows: RCM_ROWS,
    papers: PAPERS,
    tasks: tasks.length,
    myTask: await measurePair(
      N,
      () => api('/audit-engagement/my-task?role=reviewer&limit=50'),
      () => Promise.all([pageRead(taskQuery), getItem(taskCount)]),
    ),
    papersPage: await measurePair(
      N,
      () => api(`/audit-engagement/papers?engagementId=${e.id}&limit=50`),
      () => Promise.all([pageRead(paperQuery), getItem(engagement)]),
    ),
    floor: await measurePair(N, () => api('/audit-engagement/my-task-count'), rawCount),
    processes: PROCESSES,
    universePage: await measurePair(
      N,
      () => api('/audit-management/all-processes?limit=50'),
      () => Promise.all([pageRead(universeQuery), countAll(universeQuery)]),
    ),
  };
};

export const auditEngagementTable = (f: AuditEngagementFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Audit engagement: ${f.rows} matrix rows and ${f.papers} working papers in one engagement, ${f.tasks} waiting on the reviewer.`,
    '',
    '| read (p50 / p95) | ours, through the API | the same reads, raw DynamoDB Local | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(`my-task, reviewer, page of 50 (${f.tasks} tasks; gsi1) + count item`, f.myTask.ours, f.myTask.raw),
    row(
      `working papers, page of 50 (${f.papers} in the engagement) + engagement`,
      f.papersPage.ours,
      f.papersPage.raw,
    ),
    row('floor: my-task-count (one small Query)', f.floor.ours, f.floor.raw),
    row(
      `audit universe, page of 50 riskiest first (${f.processes}+ processes; gsi1) + COUNT`,
      f.universePage.ours,
      f.universePage.raw,
    ),
  ].join('\n');
};
