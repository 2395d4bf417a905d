import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getJson } from './http';
import { fmt, measure, type Stats } from './stats';

/**
 * The scorecard part of the bench: in the given company (Strategic Planning on, `token`
 * its administrator's), a strategic plan with a five-band scale and a strategic scorecard of
 * BENCH_SCORECARD_KPIS KPIs (300) under 10 KPAs, made through the API; this year's annual plan and
 * its corporate scorecard built from it (several transactions: timed); every corporate KPI given a
 * ytd. Then the read a corporate scorecard screen makes — `GET /corporate-scorecard/get`, the whole
 * scorecard scored by the rating engine — beside a raw DynamoDB Local QueryCommand of the same
 * items (the scorecard's partition: record, KPAs and KPIs).
 */
export const SCORECARD_KPIS = Number(process.env.BENCH_SCORECARD_KPIS ?? 300);
const KPAS = 10;
const AT_ONCE = 8;

export interface PlanningFigures {
  kpis: number;
  /** items one read returns: the record, the KPAs and the KPIs */
  items: number;
  /** POST /corporate-scorecard/add: the copy of the strategic scorecard */
  buildMs: number;
  get: { ours: Stats; raw: Stats };
  /** the markdown rows run.ts prints */
  table: string;
}

interface Envelope<T> {
  res: string;
  data: T;
  err_msg: string;
}

export const planningBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
}): Promise<PlanningFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');

  const call = async <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown>): Promise<T> => {
    const url = new URL(`${opts.api}${path}`);
    if (method === 'GET') {
      // Reads go through the bench's keep-alive client, the transport of the raw reads beside them.
      for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
      const got = await getJson<Envelope<T>>(url.toString(), { token: opts.token });
      if (got.res !== 'SUCCESS') throw new Error(`planning bench: ${path}: ${got.err_msg}`);
      return got.data;
    }
    const res = await fetch(url, {
      method,
      headers: { token: opts.token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    const out = (await res.json()) as Envelope<T>;
    if (out.res !== 'SUCCESS') throw new Error(`planning bench: ${path}: ${res.status} ${out.err_msg}`);
    return out.data;
  };
  const post = <T>(path: string, body: Record<string, unknown>) => call<T>('POST', path, body);
  const inParallel = async (n: number, fn: (i: number) => Promise<unknown>) => {
    let next = 0;
    const worker = async () => {
      while (next < n) await fn(next++);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  };

  const y = new Date().getUTCFullYear();
  const { strategic: plan } = await post<{ strategic: { id: string } }>('/strategic-plan/add', {
    description: `Bench plan ${Date.now().toString(36)}`,
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 3}-12-31`,
  });
  const perspectives: string[] = [];
  for (const name of ['Financial', 'Customer', 'Internal Process', 'Learning & Growth']) {
    perspectives.push(
      (await post<{ perspective: { id: string } }>('/perspective/add', { strategicPlanId: plan.id, name }))
        .perspective.id,
    );
  }
  for (const target of [59, 79, 99, 119, 149]) {
    await post('/rating-scale/add', { strategicPlanId: plan.id, description: `Up to ${target}%`, target });
  }
  const { scorecard: source } = await post<{ scorecard: { id: string } }>('/strategic-scorecard/add', {
    strategicPlanId: plan.id,
    name: 'Bench strategy',
    includeKeyPerformanceArea: 'Yes',
    ratingMode: 'automatic',
  });
  const kpas: string[] = [];
  for (let i = 0; i < KPAS; i++) {
    kpas.push(
      (
        await post<{ kpa: { id: string } }>('/strategic-scorecard/add-kpa', {
          scorecardId: source.id,
          name: `Area ${i + 1}`,
          perspectiveId: perspectives[i % perspectives.length],
        })
      ).kpa.id,
    );
  }
  await inParallel(SCORECARD_KPIS, (i) =>
    post('/strategic-scorecard/save-kpi', {
      scorecardId: source.id,
      kpaId: kpas[i % KPAS],
      perspectiveId: perspectives[i % perspectives.length],
      name: `Bench KPI ${i + 1}`,
      kpiType: i % 10 === 9 ? 'Qualitative' : 'Quantitative',
      optionType: i % 3 === 0 ? 'ASC' : 'DESC',
      baseline: 1000 + i,
      target: 100 + (i % 50),
      periodicTarget1: 25,
      periodicTarget2: 50,
      periodicTarget3: 75,
      periodicTarget4: 100,
      weight: 100 / SCORECARD_KPIS,
      targetDate: `${y}-12-31`,
    }),
  );
  const { item: annual } = await post<{ item: { id: string } }>('/annual-plan/add', {
    strategicPlanId: plan.id,
    startDate: `${y}-01-01`,
    endDate: `${y}-12-31`,
  });

  const t = performance.now();
  const { scorecard } = await post<{ scorecard: { id: string; kpiCount: number } }>(
    '/corporate-scorecard/add',
    {
      annualPlanId: annual.id,
      strategicScorecardId: source.id,
      name: 'Bench corporate scorecard',
    },
  );
  const buildMs = performance.now() - t;
  if (scorecard.kpiCount !== SCORECARD_KPIS)
    throw new Error(`corporate scorecard has ${scorecard.kpiCount} KPIs`);

  // Results to score: a ytd on every KPI (some below, some at, some above target).
  const built = await call<{
    scorecard: { kpiList: Array<{ id: string; version: number; target: number }> };
  }>('GET', '/corporate-scorecard/get', { id: scorecard.id });
  await inParallel(built.scorecard.kpiList.length, (i) => {
    const k = built.scorecard.kpiList[i]!;
    return post('/corporate-scorecard/save-kpi', {
      scorecardId: scorecard.id,
      id: k.id,
      version: k.version,
      ytd: Math.round((k.target * (40 + ((i * 37) % 120))) / 100),
      manualRatingScore: i % 7,
    });
  });

  const items = 1 + KPAS + SCORECARD_KPIS;
  const raw = documentClient();
  const params = db()
    .collections.scorecardItems({ companyId: opts.companyId, scorecardId: scorecard.id })
    .params() as QueryCommandInput;
  const ours = async () => {
    const out = await call<{ scorecard: { kpiList: unknown[]; total: number } }>(
      'GET',
      '/corporate-scorecard/get',
      {
        id: scorecard.id,
      },
    );
    if (out.scorecard.kpiList.length !== SCORECARD_KPIS)
      throw new Error('corporate-scorecard/get: wrong KPIs');
  };
  const rawQuery = async () => {
    let count = 0;
    let start: QueryCommandInput['ExclusiveStartKey'];
    do {
      const out = await raw.send(new QueryCommand({ ...params, ExclusiveStartKey: start }));
      count += out.Items?.length ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    if (count !== items) throw new Error(`raw scorecard query read ${count} items, not ${items}`);
  };
  await ours();
  await rawQuery();

  const get = { ours: await measure(100, ours), raw: await measure(100, rawQuery) };
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const table = [
    '| read | p50 | p95 | raw p50 | raw p95 | p50 ratio (aim ≤ 1.5×) | p95 ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| GET /corporate-scorecard/get (${SCORECARD_KPIS} KPIs, scored) | ${fmt(get.ours.p50)} | ${fmt(get.ours.p95)} | ${fmt(get.raw.p50)} | ${fmt(get.raw.p95)} | ${ratio(get.ours.p50, get.raw.p50)} | ${ratio(get.ours.p95, get.raw.p95)} |`,
    '',
    `| POST /corporate-scorecard/add | ${SCORECARD_KPIS} KPIs, ${KPAS} KPAs | ${(buildMs / 1000).toFixed(2)} s |`,
  ].join('\n');
  return { kpis: SCORECARD_KPIS, items, buildMs, get, table };
};
