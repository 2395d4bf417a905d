import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { adminCtx } from '../support/ctx';
import { fmt, measure, type Stats } from './stats';

/**
 * The compliance part of the bench: BENCH_ACTIVITIES (5,000) activities in the demo company —
 * written in bulk through core's entity, due over the next thirteen months with one in twenty
 * already past, one in ten waiting for review and one in seventeen declined, half of them the
 * demo administrator's complying team's, half on one regulation — among the other tenants' data.
 * Then, through the API, each beside a raw DynamoDB Local read of the same items (the same key
 * condition and filter, following pages as the call must): the administrator's required-actions
 * count, a month of the calendar, and a page of 50 activities filtered by regulation.
 */
export const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 5000);
const N = Number(process.env.BENCH_COMPLIANCE_N ?? 100);

export interface ComplianceFigures {
  activities: number;
  required: number;
  month: string;
  inMonth: number;
  count: { ours: Stats; raw: Stats };
  calendar: { ours: Stats; raw: Stats };
  page: { ours: Stats; raw: Stats };
}

const DAY = 86_400_000;

export const complianceBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
  /** the demo administrator's employee id: a member of the bench's complying and compliance teams */
  employeeId: string;
}): Promise<ComplianceFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');
  const { addComplyingTeam, addComplianceTeam, addRegulation, getRequiredActionsCount } =
    await import('@stratum/core/compliance');

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${opts.api}${path}`, { headers: { token: opts.token } });
    const body = (await res.json()) as { res: string; err_msg: string; data: T };
    if (body.res !== 'SUCCESS') throw new Error(`${path}: ${body.err_msg}`);
    return body.data;
  };
  const ctx = () =>
    adminCtx(
      {
        companyId: opts.companyId,
        userId: 'compliance-bench',
        employeeId: opts.employeeId,
        email: 'compliance-bench@example.com',
      },
      { requestId: 'compliance-bench', actorName: 'Compliance bench', tokenId: 'compliance-bench' },
    );
  const doers = await addComplyingTeam(ctx(), {
    name: 'Bench doers',
    description: null,
    memberIds: [opts.employeeId],
  });
  const others = await addComplyingTeam(ctx(), { name: 'Bench others', description: null, memberIds: [] });
  const reviewers = await addComplianceTeam(ctx(), {
    name: 'Bench reviewers',
    description: null,
    memberIds: [opts.employeeId],
  });
  const regulation = (name: string) =>
    addRegulation(ctx(), {
      name,
      source: 'Bench',
      reference: '1',
      requirement: 'Many activities',
      categoryId: null,
      ownerId: null,
      applicability: null,
      effectiveDate: null,
      riskIds: [],
    });
  const [busy, quiet] = [await regulation('Bench regulation A'), await regulation('Bench regulation B')];

  const now = new Date().toISOString();
  const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
  const items = Array.from({ length: ACTIVITIES }, (_, i) => {
    // one in twenty already past its date; the rest spread over the next 400 days
    const offset = i % 20 === 0 ? -((i % 60) + 1) : (i * 7) % 400;
    const due = day(offset);
    const state =
      i % 10 === 0 ? ('submitted' as const) : i % 17 === 0 ? ('declined' as const) : ('open' as const);
    return {
      companyId: opts.companyId,
      activityId: newId(),
      name: `Bench activity ${i}`,
      description: '',
      regulationId: i % 2 === 0 ? busy.id : quiet.id,
      complyingTeamId: i % 2 === 0 ? doers.id : others.id,
      complianceTeamId: reviewers.id,
      recurrence: 'monthly' as const,
      startDate: due,
      graceDays: 3,
      state,
      nextComplianceDate: due,
      dueKey: due,
      overdueFrom: day(offset + 4),
      evidence: [],
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
  });
  for (let i = 0; i < items.length; i += 25)
    await db()
      .entities.complianceActivity.put(items.slice(i, i + 25))
      .go();
  // The adding transactions keep the regulations' and teams' counts; written in bulk, set once.
  const counted = (pick: (a: (typeof items)[number]) => string, id: string) =>
    items.filter((a) => pick(a) === id).length;
  for (const r of [busy, quiet])
    await db()
      .entities.complianceRegulation.patch({ companyId: opts.companyId, regulationId: r.id })
      .set({ activityCount: counted((a) => a.regulationId, r.id) })
      .go();
  for (const [kind, t, pick] of [
    ['complying', doers, (a: (typeof items)[number]) => a.complyingTeamId],
    ['complying', others, (a: (typeof items)[number]) => a.complyingTeamId],
    ['compliance', reviewers, (a: (typeof items)[number]) => a.complianceTeamId],
  ] as const)
    await db()
      .entities.complianceTeam.patch({ companyId: opts.companyId, kind, teamId: t.id })
      .set({ activityCount: counted(pick, t.id) })
      .go();

  const client = documentClient();
  /** every page of a query, as a call that must see all matches reads it */
  const rawAll = (input: object) => async () => {
    let startKey: QueryCommandInput['ExclusiveStartKey'];
    let n = 0;
    do {
      const out = await client.send(
        new QueryCommand({ ...(input as QueryCommandInput), ExclusiveStartKey: startKey }),
      );
      n += out.Items?.length ?? 0;
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    if (n === 0) throw new Error('raw query read nothing: key format changed?');
  };
  /** pages of a filtered query until 50 items match, as a filtered page must read */
  const rawPage = (input: object) => async () => {
    let startKey: QueryCommandInput['ExclusiveStartKey'];
    let n = 0;
    do {
      const out = await client.send(
        new QueryCommand({ ...(input as QueryCommandInput), Limit: 500, ExclusiveStartKey: startKey }),
      );
      n += out.Items?.length ?? 0;
      startKey = out.LastEvaluatedKey;
    } while (startKey && n < 50);
    if (n < 50) throw new Error(`raw query read ${n} items: key format changed?`);
  };

  const { addDays } = await import('@stratum/rules');
  const today = day(0);
  // The required-actions query: the company's activities due by the end of the lead time, the
  // caller's teams and states (as get-required-actions.ts asks it).
  const leadDays = 14;
  const requiredQuery = db()
    .entities.complianceActivity.query.byDue({ companyId: opts.companyId })
    .lte({ dueKey: `${addDays(today, leadDays)}~` })
    .where(
      (a, op) =>
        `(${op.ne(a.state, 'submitted')} AND ${op.eq(a.complyingTeamId, doers.id)}) OR (${op.eq(a.state, 'submitted')} AND ${op.eq(a.complianceTeamId, reviewers.id)})`,
    )
    .params();
  const month = day(60).slice(0, 7);
  const calendarQuery = db()
    .entities.complianceActivity.query.byDue({ companyId: opts.companyId })
    .between({ dueKey: `${month}-01` }, { dueKey: `${month}-31~` })
    .params();
  const pageQuery = db()
    .entities.complianceActivity.query.byDue({ companyId: opts.companyId })
    .where((a, op) => op.eq(a.regulationId, busy.id))
    .params();

  const page = await get<{ total: number; list: unknown[] }>(
    `/compliance/activities?regulationId=${busy.id}&limit=50`,
  );
  if (page.total !== counted((a) => a.regulationId, busy.id) || page.list.length !== 50)
    throw new Error(`the filtered page read ${page.list.length} of ${page.total}: wrong total or page`);
  const required = (await getRequiredActionsCount({ ...ctx(), now: new Date() })).count;
  const inMonth = (await get<{ list: unknown[] }>(`/compliance/calendar?month=${month}`)).list.length;
  return {
    activities: ACTIVITIES,
    required,
    month,
    inMonth,
    count: {
      ours: await measure(N, () => get('/compliance/required-actions-count')),
      raw: await measure(N, rawAll(requiredQuery)),
    },
    calendar: {
      ours: await measure(N, () => get(`/compliance/calendar?month=${month}`)),
      raw: await measure(N, rawAll(calendarQuery)),
    },
    page: {
      ours: await measure(N, () => get(`/compliance/activities?regulationId=${busy.id}&limit=50`)),
      raw: await measure(N, rawPage(pageQuery)),
    },
  };
};

export const complianceTable = (f: ComplianceFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Compliance: ${f.activities} activities in one company among the other tenants.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local query | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(
      `required-actions count (${f.required} actions; gsi1 up to the lead time)`,
      f.count.ours,
      f.count.raw,
    ),
    row(`calendar, ${f.month} (${f.inMonth} activities; gsi1 range)`, f.calendar.ours, f.calendar.raw),
    row('activities page of 50, filtered by regulation (half of them)', f.page.ours, f.page.raw),
  ].join('\n');
};
