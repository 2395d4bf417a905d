import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PerformanceRecordItem } from '@stratum/core/performance/entities/performance-record';
import { getJson } from './http';
import { fmt, measurePair, type Stats } from './stats';

/**
 * The dashboard's administrator figures (dashboard/admin-figures, docs/dashboard.md
 * "Administrators' figures"): the demo company's running quarter (found from its annual plans as
 * the route finds it) given BENCH_DASH_RECORDS (2,000) performance records in assorted agreement
 * and assessment states — written in bulk through core's entity, among the other tenants' data.
 * Through the API, the figures beside the same reads raw in the rounds a direct implementation
 * needs: the company's annual plans and strategic plans at once; then at once the quarters of the
 * annual plans holding today and the scorecards listed under each running year; then every page of
 * the running quarter's records. Both sides are measured in turns. The module checks (company
 * modules, the caller's administration) are the request path's, as in the other rows.
 */
const RECORDS = Number(process.env.BENCH_DASH_RECORDS ?? 2000);
const N = Number(process.env.BENCH_DASH_N ?? 50);

export interface DashboardFigures {
  records: number;
  period: string;
  adminFigures: { ours: Stats; raw: Stats };
}

export const dashboardBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
}): Promise<DashboardFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');
  const { quarterDatesBetween } = await import('@stratum/core/planning');
  const { companyId } = opts;
  const today = new Date().toISOString().slice(0, 10);
  const current = (await quarterDatesBetween(companyId, today, today))
    .filter((q) => q.startDate <= today && q.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.planName.localeCompare(b.planName))[0];
  if (!current) throw new Error('the demo company has no quarter running today');
  const { annualPlanId, quarter } = current;
  const now = new Date().toISOString();
  const agreement = ['Draft', 'Submitted', 'Agreed', 'Agreed'] as const;
  const records: PerformanceRecordItem[] = Array.from({ length: RECORDS }, (_, i) => {
    const agreed = agreement[i % 4] === 'Agreed';
    const assessed = agreed && i % 3 !== 0;
    return {
      companyId,
      scorecardId: newId(),
      annualScorecardId: newId(),
      employeeId: newId(),
      annualPlanId,
      quarter,
      supervisorId: '-',
      agreementStatus: agreement[i % 4]!,
      agreementType: 'Standard',
      assessmentStatus: assessed ? 'Supervisor Assessed' : 'Not Started',
      qaStatus: 'Not Started',
      reviewComplete: false,
      awaitingId: '-',
      awaitingStep: 'agreement-submit',
      ...(assessed ? { totalScore: 3 + (i % 3), supervisorScore: 3 + (i % 3) } : {}),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
  });
  for (let at = 0; at < records.length; at += 500) {
    const put = await db()
      .entities.performanceRecord.put(records.slice(at, at + 500))
      .go({ concurrency: 4 });
    if (put.unprocessed.length > 0) throw new Error('performance records left unprocessed');
  }
  const inQuarter = (
    await db()
      .entities.performanceRecord.query.byPeriod({ companyId, annualPlanId, quarter })
      .go({ pages: 'all', attributes: ['employeeId'] })
  ).data.length;

  const send = documentClient();
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
  const e = db().entities;
  const reads = {
    annualPlans: e.annualPlan.query.byId({ companyId }).params(),
    strategic: e.plan.query.byKind({ companyId, kind: 'strategic' }).params(),
    quarters: (id: string) => e.quarter.query.byAnnualPlan({ companyId, annualPlanId: id }).params(),
    scorecards: (id: string) => e.scorecard.query.byList({ companyId, listKey: id }).params(),
    records: (id: string, q: number) =>
      e.performanceRecord.query.byPeriod({ companyId, annualPlanId: id, quarter: q }).params(),
  };
  const holds = (x: Record<string, unknown>) => String(x.startDate) <= today && String(x.endDate) >= today;
  const rawFigures = async () => {
    const [annual, strategic] = await Promise.all([allOf(reads.annualPlans), allOf(reads.strategic)]);
    const meeting = annual.filter(holds);
    const running = new Set(
      strategic.filter((p) => p.status === 'Active' && holds(p)).map((p) => String(p.planId)),
    );
    const years = meeting.filter((a) => running.has(String(a.strategicPlanId)));
    const [quarters] = await Promise.all([
      Promise.all(meeting.map((a) => allOf(reads.quarters(String(a.annualPlanId))))),
      Promise.all(years.map((a) => allOf(reads.scorecards(String(a.annualPlanId))))),
    ]);
    const q = quarters
      .flat()
      .filter(holds)
      .sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)))[0];
    if (!q) throw new Error('raw figures found no running quarter: key format changed?');
    const list = await allOf(reads.records(String(q.annualPlanId), Number(q.quarter)));
    if (list.length < inQuarter) throw new Error(`raw figures read ${list.length} records`);
  };
  const ours = async () => {
    const body = await getJson<{
      res: string;
      err_msg: string;
      data: { performance: { total: number } | null; planning: unknown };
    }>(`${opts.api}/dashboard/admin-figures`, { token: opts.token });
    if (body.res !== 'SUCCESS') throw new Error(`admin-figures: ${body.err_msg}`);
    if (body.data.performance?.total !== inQuarter || !body.data.planning)
      throw new Error(`admin-figures counted ${body.data.performance?.total}, not ${inQuarter}`);
  };
  return {
    records: inQuarter,
    period: `${current.planName} quarter ${quarter + 1}`,
    adminFigures: await measurePair(N, ours, rawFigures, 5),
  };
};

export const dashboardTable = (f: DashboardFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Dashboard: the administrators' figures, the running quarter (${f.period}) holding ${f.records} records.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local reads | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(
      `dashboard/admin-figures (${f.records} records counted, plans listed)`,
      f.adminFigures.ours,
      f.adminFigures.raw,
    ),
  ].join('\n');
};
