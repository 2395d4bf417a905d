import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RiskLevel } from '@stratum/rules';
import type { RiskItem } from '@stratum/core/risk/entities/risk';
import type { RiskControlItem } from '@stratum/core/risk/entities/risk-control';
import { residualCell } from '@stratum/rules';
import { getJson } from './http';
import { fmt, measure, type Stats } from './stats';
import { adminCtx } from '../support/ctx';

/**
 * The risk part of the bench: BENCH_RISKS risks (10,000) in one company's risk
 * management register — the first 200 through core's own use case (`addIdentification`, timed),
 * the rest written in bulk through core's entities with the counts those writes move, every tenth
 * with a control, every seventh Closed; then the reads a register screen makes — the heat map and
 * a filtered page (level Extreme; one category) — through the API, each beside a raw DynamoDB
 * Local query of the same items. run.ts calls it with the API base, the demo administrator's token
 * and the demo company.
 */
export const RISKS = Number(process.env.BENCH_RISKS ?? 10_000);
const BATCH = 8;
/** Risks written one identification at a time through the use case, to time it. */
const USE_CASE_RISKS = 200;
const CATEGORIES = 8;
const TEAMS = 4;

export interface RiskFigures {
  risks: number;
  /** the first USE_CASE_RISKS through `addIdentification` (8 at a time): ms each, on average */
  useCaseMsPerRisk: number;
  /** the rest written in bulk */
  bulkMs: number;
  heatMap: { ours: Stats; raw: Stats; countItems: number };
  levelPage: { ours: Stats; raw: Stats; level: RiskLevel; total: number; itemsRead: number };
  categoryPage: { ours: Stats; raw: Stats; total: number; categoryId: string };
}

/** A small deterministic generator, so runs are comparable. */
const lcg = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

export const riskBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
}): Promise<RiskFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { addRiskCategory: addCategory, addRiskTeam: addTeam } = await import('@stratum/core/risk');
  const { listRiskRatingTypes: listRatingTypes } = await import('@stratum/core/risk');
  const { addRisk: addIdentification } = await import('@stratum/core/risk');
  const { addRiskControl: addControl } = await import('@stratum/core/risk');
  const { cellsAtLevel, registerQuery } = await import('@stratum/core/risk/register/list-risks');
  const { loadSetup } = await import('@stratum/core/risk/setup/setup-store');
  const { cellKey, countedOf, countMoves, MONTH_DIM } = await import('@stratum/core/risk/counts');
  const { newId } = await import('@stratum/core/kernel/ids');

  // The bench's keep-alive client (http.ts): the transport of the raw reads beside these.
  const api = async <T>(path: string): Promise<T> => {
    const body = await getJson<{ res: string; err_msg: string; data: T }>(`${opts.api}${path}`, {
      token: opts.token,
    });
    if (body.res !== 'SUCCESS') throw new Error(`${path}: ${body.err_msg}`);
    return body.data;
  };

  // The company's people own the risks; core acts as its administrator.
  const people = (await api<{ list: Array<{ id: string }> }>('/employee/all?limit=200&status=Active')).list;
  if (people.length === 0) throw new Error('the bench company has no active employees');
  const ctxOf = () =>
    adminCtx(
      {
        companyId: opts.companyId,
        userId: 'risk-bench',
        employeeId: people[0]!.id,
        email: 'risk-bench@example.com',
      },
      { requestId: 'risk-bench', actorName: 'Risk bench', tokenId: 'risk-bench' },
    );
  const [type] = await listRatingTypes(ctxOf());
  if (!type) throw new Error('no rating type');
  const tag = Date.now().toString(36);
  const categories: Array<{ id: string }> = [];
  for (let i = 0; i < CATEGORIES; i++) {
    categories.push(await addCategory(ctxOf(), { name: `Bench category ${tag}-${i}`, description: null }));
  }
  const teams: Array<{ id: string }> = [];
  for (let i = 0; i < TEAMS; i++)
    teams.push(await addTeam(ctxOf(), { name: `Bench team ${tag}-${i}`, description: null }));

  const random = lcg(20260101);
  const score = () => 1 + Math.floor(random() * 5);
  const plan = Array.from({ length: RISKS }, (_, i) => ({
    i,
    impact: score(),
    likelihood: score(),
    categoryId: categories[i % CATEGORIES]!.id,
    teamId: i % 3 === 0 ? teams[i % TEAMS]!.id : null,
    ownerId: people[i % people.length]!.id,
    control: i % 10 === 0,
    status: i % 7 === 0 ? ('Closed' as const) : ('Open' as const),
  }));
  // A few hundred through the use cases themselves (what one identification costs), the rest written
  // in bulk the way those transactions would write them: the risk (and its control), and the counts
  // and `riskCount`s they move, added up — without the audit entries.
  const viaUseCase = Math.min(USE_CASE_RISKS, plan.length);
  let started = performance.now();
  for (let at = 0; at < viaUseCase; at += BATCH) {
    await Promise.all(
      plan.slice(at, Math.min(at + BATCH, viaUseCase)).map(async (p) => {
        const risk = await addIdentification(ctxOf(), 'management', {
          title: `Bench risk ${p.i}`,
          description: `Risk number ${p.i} of the bench register`,
          causes: '',
          consequences: '',
          categoryId: p.categoryId,
          teamId: p.teamId,
          ownerId: p.ownerId,
          riskRatingTypeId: type.id,
          impact: p.impact,
          likelihood: p.likelihood,
          status: p.status,
        });
        if (p.control) {
          await addControl(ctxOf(), 'management', {
            riskId: risk.id,
            description: 'Bench control',
            type: 'Preventative',
            effectiveness: 'Effective',
          });
        }
      }),
    );
  }
  const useCaseMs = performance.now() - started;

  started = performance.now();
  const now = new Date().toISOString();
  const counts = new Map<string, number>();
  const parents = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const risks: RiskItem[] = [];
  const controls: RiskControlItem[] = [];
  for (const p of plan.slice(viaUseCase)) {
    const inherent = { impact: p.impact, likelihood: p.likelihood };
    const control = {
      type: 'Preventative' as const,
      effectiveness: 'Effective' as const,
    };
    const residual = residualCell(inherent, p.control ? [control] : []);
    const riskId = newId();
    const risk = {
      companyId: opts.companyId,
      riskId,
      register: 'management',
      title: `Bench risk ${p.i}`,
      description: `Risk number ${p.i} of the bench register`,
      causes: '',
      consequences: '',
      categoryId: p.categoryId,
      ...(p.teamId ? { teamId: p.teamId } : {}),
      ownerId: p.ownerId,
      ratingTypeId: type.id,
      inherentImpact: inherent.impact,
      inherentLikelihood: inherent.likelihood,
      residualImpact: residual.impact,
      residualLikelihood: residual.likelihood,
      inherentCell: cellKey(type.id, inherent),
      residualCell: cellKey(type.id, residual),
      status: p.status,
      ...(p.status === 'Closed' ? { closedMonth: now.slice(0, 7) } : {}),
      searchText: `bench risk ${p.i} risk number ${p.i} of the bench register`,
      controlCount: p.control ? 1 : 0,
      mitigationCount: 0,
      mitigationsComplete: 0,
      actionCount: 0,
      version: p.control ? 2 : 1,
      createdAt: now,
      updatedAt: now,
    } satisfies RiskItem;
    risks.push(risk);
    if (p.control) {
      controls.push({
        companyId: opts.companyId,
        riskId,
        controlId: newId(),
        description: 'Bench control',
        ...control,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const m of countMoves(null, countedOf(risk))) counts.set(m.dim, (counts.get(m.dim) ?? 0) + m.delta);
    bump(parents, `category:${p.categoryId}`);
    if (p.teamId) bump(parents, `team:${p.teamId}`);
    bump(parents, `type:${type.id}`);
  }
  const {
    risk: riskEntity,
    riskControl,
    riskCount,
    riskMonthCount,
    riskCategory,
    riskTeam,
    riskRatingType,
  } = db().entities;
  const CHUNK = 25 * 8;
  for (let at = 0; at < risks.length; at += CHUNK) {
    const put = await riskEntity.put(risks.slice(at, at + CHUNK)).go({ concurrency: 4 });
    if (put.unprocessed.length > 0) throw new Error(`${put.unprocessed.length} risks were not written`);
  }
  for (let at = 0; at < controls.length; at += CHUNK) {
    const put = await riskControl.put(controls.slice(at, at + CHUNK)).go({ concurrency: 4 });
    if (put.unprocessed.length > 0) throw new Error(`${put.unprocessed.length} controls were not written`);
  }
  await Promise.all(
    [...counts].map(([dim, n]) => {
      const key = { companyId: opts.companyId, register: 'management' } as const;
      // The month counts (the register over time) are their own items, as counts.ts writes them.
      if (!dim.startsWith(MONTH_DIM))
        return riskCount
          .update({ ...key, dim })
          .add({ n })
          .go();
      const [, month = '', ...rest] = dim.split('#');
      return riskMonthCount
        .update({ ...key, month, dim: rest.join('#') })
        .add({ n })
        .go();
    }),
  );
  await Promise.all(
    [...parents].map(([key, n]) => {
      const [kind, id] = key.split(':') as [string, string];
      const companyId = opts.companyId;
      if (kind === 'category')
        return riskCategory.patch({ companyId, categoryId: id }).add({ riskCount: n }).go();
      if (kind === 'team') return riskTeam.patch({ companyId, teamId: id }).add({ riskCount: n }).go();
      return riskRatingType.patch({ companyId, ratingTypeId: id }).add({ riskCount: n }).go();
    }),
  );
  const bulkMs = performance.now() - started;

  const raw = documentClient();
  const send = (input: object) => raw.send(new QueryCommand(input as QueryCommandInput));
  const register = 'management' as const;

  // The heat map: ours through the API, and the raw query of the count items it is made from.
  const countParams = db().entities.riskCount.query.byId({ companyId: opts.companyId, register }).params();
  const oursHeat = async () => {
    const data = await api<{ heatMap: { total: number } }>('/risk-management/heat-map');
    if (data.heatMap.total < RISKS) throw new Error(`heat map counts ${data.heatMap.total} risks`);
  };
  let countItems = 0;
  const rawHeat = async () => {
    const out = await send(countParams);
    countItems = out.Items?.length ?? 0;
    if (out.LastEvaluatedKey) throw new Error('the raw count query needs more than one page');
  };

  // A page of 50 Extreme risks (residual): ours, and the same filtered query raw, read until full.
  const level: RiskLevel = 'Extreme';
  const setup = await loadSetup(opts.companyId);
  const cells = cellsAtLevel(setup, level);
  const levelQuery = registerQuery(opts.companyId, register, { basis: 'residual', level }, cells);
  const levelParams = levelQuery.params() as QueryCommandInput;
  let itemsRead = 0;
  const rawPage = async (params: QueryCommandInput) => {
    const items: Record<string, unknown>[] = [];
    let start: QueryCommandInput['ExclusiveStartKey'];
    itemsRead = 0;
    do {
      const out = await send({ ...params, Limit: 500, ExclusiveStartKey: start });
      itemsRead += out.ScannedCount ?? 0;
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start && items.length < 50);
    return items.slice(0, 50);
  };
  const oursLevel = async () =>
    (
      await api<{ list: Array<{ id: string }>; total: number }>(
        `/risk-management/all?limit=50&level=${level}`,
      )
    ).list;
  const [ourFirst, rawFirst] = [
    await oursLevel(),
    await rawPage({ ...levelParams, ScanIndexForward: false }),
  ];
  if (ourFirst.map((r) => r.id).join() !== rawFirst.map((i) => String(i.riskId)).join()) {
    throw new Error('the raw level query does not read the page risk-management/all answers');
  }
  const levelTotal = (await api<{ total: number }>(`/risk-management/all?limit=1&level=${level}`)).total;

  // A page of one category (its own index, gsi2).
  const category = categories[0]!.id;
  const categoryParams = db()
    .entities.risk.query.byCategory({ companyId: opts.companyId, register, categoryId: category })
    .params({ limit: 50 }) as QueryCommandInput;
  const oursCategory = async () => {
    const data = await api<{ list: unknown[] }>(`/risk-management/all?limit=50&categoryId=${category}`);
    if (data.list.length !== 50) throw new Error('risk-management/all returned a short category page');
  };
  const rawCategory = async () => {
    const out = await send({ ...categoryParams, ScanIndexForward: false });
    if (out.Items?.length !== 50) throw new Error(`raw category query read ${out.Items?.length} items`);
  };
  const categoryTotal = (await api<{ total: number }>(`/risk-management/all?limit=1&categoryId=${category}`))
    .total;

  return {
    risks: RISKS,
    useCaseMsPerRisk: useCaseMs / Math.max(1, viaUseCase),
    bulkMs,
    heatMap: { ours: await measure(100, oursHeat), raw: await measure(100, rawHeat), countItems },
    levelPage: {
      ours: await measure(100, oursLevel),
      raw: await measure(100, () => rawPage({ ...levelParams, ScanIndexForward: false })),
      level,
      total: levelTotal,
      itemsRead,
    },
    categoryPage: {
      ours: await measure(100, oursCategory),
      raw: await measure(100, rawCategory),
      total: categoryTotal,
      categoryId: category,
    },
  };
};

/** The risk figures as the markdown table docs/risk.md and docs/benchmarks.md show. */
export const riskTable = (f: RiskFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Risk register: ${f.risks} risks; ${Math.min(f.risks, 200)} through the use cases at ${f.useCaseMsPerRisk.toFixed(1)} ms each, the rest in bulk in ${(f.bulkMs / 1000).toFixed(1)} s; ${f.heatMap.countItems} count items.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local query | ratio p50 (aim ≤ 1.5×) |',
    '| --- | --- | --- | --- |',
    row(`heat map (all ${f.risks}; ${f.heatMap.countItems} count items)`, f.heatMap.ours, f.heatMap.raw),
    row(
      `page of 50, residual level ${f.levelPage.level} (${f.levelPage.total} match; ${f.levelPage.itemsRead} read)`,
      f.levelPage.ours,
      f.levelPage.raw,
    ),
    row(
      `page of 50, one category (${f.categoryPage.total} in it; gsi2)`,
      f.categoryPage.ours,
      f.categoryPage.raw,
    ),
  ].join('\n');
};
