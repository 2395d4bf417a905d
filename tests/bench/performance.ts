import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { IMPORT_COLUMNS, type TAwaitingStep } from '@stratum/contracts';
import type { PerformanceRecordItem } from '@stratum/core/performance/entities/performance-record';
import { demoLogins } from '../../packages/local/src/seed';
import { getJson } from './http';
import { fmt, measure, type Stats } from './stats';
import { adminCtx } from '../support/ctx';

/**
 * The performance part of the bench: BENCH_PERF_EMPLOYEES employees (2,000) of the demo
 * company — those short of it imported through core's `importEmployeesNow` into a unit of four
 * departments — each with a year of performance records (four quarters of one annual plan) in
 * assorted agreement/assessment states and scores, written in bulk through core's entity (the
 * records' periodic scorecards are not written: no report reads them); a few quarters made through
 * the API first (the administrator's own scorecard, if a quarter's agreement window is open). Then,
 * through the API, the company-wide assessment-score report of a quarter beside a raw DynamoDB
 * Local Query of the same gsi1 items, and the administrator's required actions (my-inbox) beside a
 * raw gsi2 Query. run.ts calls it with the API base, the demo administrator's token and company.
 */
export const PERF_EMPLOYEES = Number(process.env.BENCH_PERF_EMPLOYEES ?? 2000);
const QUARTERS = 4;
const DEPARTMENTS = 4;
/** records waiting on the administrator, per quarter (their required actions) */
const AWAITING_ADMIN = 40;
/** other tenants given a quarter of the same size, for the report's growth row */
const OTHER_TENANTS = 10;

export interface PerformanceFigures {
  employees: number;
  annualPlanId: string;
  records: number;
  bulkMs: number;
  apiQuarters: number;
  apiNote: string;
  scores: { ours: Stats; raw: Stats; rows: number };
  /** the scores report again once ten other tenants hold as many records */
  crowded: { ours: Stats; tenants: number; records: number; loadMs: number };
  inbox: { ours: Stats; raw: Stats; items: number } | null;
}

const lcg = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

export const performanceBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
}): Promise<PerformanceFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { config } = await import('@stratum/core/kernel/config');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');
  const { findAccountByEmail } = await import('@stratum/core/platform/auth/session-user');
  const { addUnit } = await import('@stratum/core/organisation/hierarchy/add-unit');
  const { importEmployeesNow } =
    await import('@stratum/core/organisation/employee/import/add-employees-bulk');
  const { FAMILIES } = await import('@stratum/contracts');

  const call = async <T>(path: string, body?: object): Promise<{ ok: boolean; msg: string; data: T }> => {
    const res = await fetch(`${opts.api}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { token: opts.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const out = (await res.json()) as { res: string; err_msg: string; data: T };
    return { ok: out.res === 'SUCCESS', msg: out.err_msg, data: out.data };
  };
  const must = async <T>(path: string, body?: object): Promise<T> => {
    // Reads go through the bench's keep-alive client, the transport of the raw reads beside them.
    const r = body
      ? await call<T>(path, body)
      : await getJson<{ res: string; err_msg: string; data: T }>(`${opts.api}${path}`, {
          token: opts.token,
        }).then((out) => ({ ok: out.res === 'SUCCESS', msg: out.err_msg, data: out.data }));
    if (!r.ok) throw new Error(`${path}: ${r.msg}`);
    return r.data;
  };

  const { admin } = demoLogins();
  const account = await findAccountByEmail(admin.email);
  if (!account?.employeeId) throw new Error('no demo administrator');
  const adminId = account.employeeId;
  const ctx = () =>
    adminCtx(
      { companyId: opts.companyId, userId: account.userId, employeeId: adminId, email: admin.email },
      { requestId: 'performance-bench', actorName: 'Performance bench', tokenId: 'performance-bench' },
    );

  // Performance Management on (the demo company may have it on already).
  const { companyId } = opts;
  const annualPlans = (await must<{ list: Array<{ id: string }> }>('/annual-plan/all')).list;
  const annualPlanId = annualPlans[0]?.id;
  if (!annualPlanId) throw new Error('the demo company has no annual plan');

  const employeesOf = async () =>
    (await db().entities.employee.query.byName({ companyId }).go({ pages: 'all' })).data.filter(
      (e) => e.status === 'Active',
    );
  let people = await employeesOf();
  if (people.length < PERF_EMPLOYEES) {
    const n = PERF_EMPLOYEES - people.length;
    const tag = `perf${Date.now().toString(36)}`;
    const bu = await addUnit(ctx(), 'business-unit', {
      name: `Perf ${tag}`,
      status: 'Active',
      strategyPlanOwner: 'No',
    });
    const departments: string[] = [];
    for (let d = 0; d < DEPARTMENTS; d++) {
      const dep = await addUnit(ctx(), 'department', {
        name: `Perf ${tag} Department ${d + 1}`,
        status: 'Active',
        businessUnitId: bu.id,
      });
      departments.push(dep.name);
    }
    const rows = [
      [
        IMPORT_COLUMNS.firstName,
        IMPORT_COLUMNS.lastName,
        IMPORT_COLUMNS.email,
        IMPORT_COLUMNS.employeeNumber,
        IMPORT_COLUMNS.businessUnit,
        IMPORT_COLUMNS.department,
        IMPORT_COLUMNS.supervisor,
      ].join(','),
    ];
    for (let i = 0; i < n; i++) {
      rows.push(
        [
          `Perf${i % 89}`,
          `${tag}${String(i).padStart(5, '0')}`,
          `${tag}.${i}@bench.test`,
          `${tag}-${i}`,
          bu.name,
          departments[i % DEPARTMENTS]!,
          i < 10 ? admin.email : `${tag}.${Math.floor(i / 10)}@bench.test`,
        ].join(','),
      );
    }
    await importEmployeesNow(ctx(), {
      filename: 'perf.csv',
      content: new TextEncoder().encode(`${rows.join('\n')}\n`),
    });
    people = await employeesOf();
  }
  people = people.slice(0, PERF_EMPLOYEES);

  // A few quarters through the API: the administrator's own annual scorecard and its quarters.
  let apiQuarters = 0;
  let apiNote = 'made through the API';
  const year = await call<{ scorecard: { id: string } }>('/employee-scorecard/add', {
    annualPlanId,
    name: `Bench year ${Date.now().toString(36)}`,
    includeKeyPerformanceArea: 'No',
  });
  if (year.ok) {
    for (let q = 0; q < QUARTERS; q++) {
      const r = await call('/employee-scorecard/add-periodic', {
        annualScorecardId: year.data.scorecard.id,
        quarter: q,
      });
      if (r.ok) apiQuarters++;
      else apiNote = `some refused: ${r.msg}`;
    }
  } else apiNote = `refused: ${year.msg}`;
  const made = new Set(
    (
      await db()
        .entities.performanceRecord.query.byEmployee({ companyId, employeeId: adminId })
        .go({ pages: 'all' })
    ).data
      .filter((r) => r.annualPlanId === annualPlanId)
      .map((r) => r.quarter),
  );

  // The rest in bulk: every employee × quarter not made above.
  const rand = lcg(6);
  const now = new Date().toISOString();
  const records: PerformanceRecordItem[] = [];
  for (let q = 0; q < QUARTERS; q++) {
    let waiting = 0;
    for (const e of people) {
      if (e.employeeId === adminId && made.has(q)) continue;
      const x = rand();
      const supervisorId = e.supervisorId ?? '-';
      const scored = x > 0.5;
      const total = scored ? Math.round((1 + rand() * 5) * 100) / 100 : undefined;
      const waitsOnAdmin = supervisorId === adminId || (waiting < AWAITING_ADMIN && x < 0.2);
      const [awaitingId, awaitingStep]: [string, TAwaitingStep] = waitsOnAdmin
        ? [adminId, 'agreement-review']
        : [e.employeeId, 'agreement-submit'];
      if (awaitingId === adminId) waiting++;
      records.push({
        companyId,
        scorecardId: newId(),
        annualScorecardId: newId(),
        employeeId: e.employeeId,
        annualPlanId,
        quarter: q,
        supervisorId,
        placementPath: e.placementPath,
        agreementStatus: waitsOnAdmin ? 'Submitted' : scored ? 'Agreed' : 'Draft',
        agreementType: 'Standard',
        assessmentStatus: scored ? 'Supervisor Assessed' : 'Not Started',
        qaStatus: 'Not Started',
        reviewComplete: false,
        awaitingId,
        awaitingStep,
        ...(total !== undefined ? { totalScore: total, supervisorScore: total } : {}),
        ...(total !== undefined && rand() < 0.2 ? { adjustedTotal: Math.min(6, total + 0.5) } : {}),
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  const t0 = performance.now();
  const CHUNK = 500;
  for (let at = 0; at < records.length; at += CHUNK) {
    const put = await db()
      .entities.performanceRecord.put(records.slice(at, at + CHUNK))
      .go({ concurrency: 4 });
    if (put.unprocessed.length > 0) throw new Error('performance records left unprocessed');
  }
  const bulkMs = performance.now() - t0;

  // The company-wide assessment-score report of a quarter, and the same gsi1 items raw.
  const quarter = 1;
  const total = (
    await db()
      .entities.performanceRecord.query.byPeriod({ companyId, annualPlanId, quarter })
      .go({ pages: 'all' })
  ).data.length;
  const oursScores = async () => {
    const r = await must<{ report: { total: number } }>(
      `/performance-report/scores?annualPlanId=${annualPlanId}&quarter=${quarter}`,
    );
    if (r.report.total !== total) throw new Error(`scores report counted ${r.report.total}, not ${total}`);
  };
  const raw = documentClient();
  const rawAll = async (params: QueryCommandInput) => {
    let start: QueryCommandInput['ExclusiveStartKey'];
    let n = 0;
    do {
      const out = await raw.send(new QueryCommand({ ...params, ExclusiveStartKey: start }));
      n += out.Items?.length ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return n;
  };
  const scoresParams = db()
    .entities.performanceRecord.query.byPeriod({ companyId, annualPlanId, quarter })
    .params() as QueryCommandInput;
  const rawScores = async () => {
    const n = await rawAll({ ...scoresParams, TableName: config().TABLE_NAME });
    if (n !== total) throw new Error(`raw gsi1 query read ${n}, not ${total}`);
  };
  const scores = {
    ours: await measure(50, oursScores, 3),
    raw: await measure(50, rawScores, 3),
    rows: total,
  };

  // The same report once ten other tenants hold a quarter as large in the same table: a report
  // reads its own company's partition, so it must not grow with them.
  const others = Array.from({ length: OTHER_TENANTS }, (_, t) => `bench-tenant-${t}-${newId()}`);
  const quarterOf = records.filter((r) => r.quarter === quarter);
  const t1 = performance.now();
  for (const other of others) {
    const copies = quarterOf.map((r) => ({ ...r, companyId: other, scorecardId: newId() }));
    for (let at = 0; at < copies.length; at += CHUNK) {
      const put = await db()
        .entities.performanceRecord.put(copies.slice(at, at + CHUNK))
        .go({ concurrency: 4 });
      if (put.unprocessed.length > 0) throw new Error('other tenants’ records left unprocessed');
    }
  }
  const othersMs = performance.now() - t1;
  const crowded = {
    ours: await measure(50, oursScores, 3),
    tenants: OTHER_TENANTS,
    records: quarterOf.length * OTHER_TENANTS,
    loadMs: othersMs,
  };

  // The administrator's required actions (my-inbox), and the same gsi2 items raw.
  let inbox: PerformanceFigures['inbox'] = null;
  if (FAMILIES.includes('my-inbox')) {
    const inboxParams = db()
      .entities.performanceRecord.query.byAwaiting({ companyId, awaitingId: adminId, annualPlanId })
      .params() as QueryCommandInput;
    const items = await rawAll({ ...inboxParams, TableName: config().TABLE_NAME });
    const oursInbox = async () => {
      const r = await must<{ total: number }>(`/my-inbox/required-my-actions?annualPlanId=${annualPlanId}`);
      if (r.total !== items) throw new Error(`required actions counted ${r.total}, not ${items}`);
    };
    inbox = {
      ours: await measure(100, oursInbox),
      raw: await measure(100, () => rawAll({ ...inboxParams, TableName: config().TABLE_NAME })),
      items,
    };
  }
  return {
    employees: people.length,
    annualPlanId,
    records: records.length + made.size,
    bulkMs,
    apiQuarters,
    apiNote,
    scores,
    crowded,
    inbox,
  };
};

const ratio = (a: Stats, b: Stats) => `${(a.p50 / b.p50).toFixed(2)}× / ${(a.p95 / b.p95).toFixed(2)}×`;

/** The figures as the markdown table run.ts prints. */
export const performanceTable = (f: PerformanceFigures): string =>
  [
    `Performance: ${f.employees} employees, ${f.records} quarter records (${f.apiQuarters} through the API, ${f.apiNote}; the rest written in bulk in ${(f.bulkMs / 1000).toFixed(2)} s)`,
    '',
    '| call | ours p50 | ours p95 | raw p50 | raw p95 | ratio p50 / p95 (aim ≤ 1.5×) |',
    '| --- | --- | --- | --- | --- | --- |',
    `| GET /performance-report/scores (n=${f.scores.ours.n}, ${f.scores.rows} records) vs raw gsi1 Query | ${fmt(f.scores.ours.p50)} | ${fmt(f.scores.ours.p95)} | ${fmt(f.scores.raw.p50)} | ${fmt(f.scores.raw.p95)} | ${ratio(f.scores.ours, f.scores.raw)} |`,
    `| GET /performance-report/scores with ${f.crowded.tenants} other tenants' ${f.crowded.records} records loaded (${(f.crowded.loadMs / 1000).toFixed(1)} s) vs with none | ${fmt(f.crowded.ours.p50)} | ${fmt(f.crowded.ours.p95)} | ${fmt(f.scores.ours.p50)} | ${fmt(f.scores.ours.p95)} | ${ratio(f.crowded.ours, f.scores.ours)} (aim ≤ 1.1×) |`,
    f.inbox
      ? `| GET /my-inbox/required-my-actions (n=${f.inbox.ours.n}, ${f.inbox.items} waiting) vs raw gsi2 Query | ${fmt(f.inbox.ours.p50)} | ${fmt(f.inbox.ours.p95)} | ${fmt(f.inbox.raw.p50)} | ${fmt(f.inbox.raw.p95)} | ${ratio(f.inbox.ours, f.inbox.raw)} |`
      : '| GET /my-inbox/required-my-actions | – | – | – | – | family not built |',
  ].join('\n');
