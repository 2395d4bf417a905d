import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  PLAN_ID_FIELD,
  SCORECARD_FAMILY,
  type PlanKind,
  type TKpa,
  type TKpi,
  type TPlan,
  type TScorecard,
  type TScorecardDetail,
} from '@stratum/contracts';
import { documentClient } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { get, post, stack, type Reply } from './api';
import { tenantSnapshot } from './snapshot';

const must = <T>(what: string, r: Reply, key: string): T => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body.err_msg}`);
  return (r.body.data as Record<string, T>)[key] as T;
};

/** A strategic or operational scorecard added through the API. */
export const addScorecard = async (
  token: string,
  plan: Pick<TPlan, 'kind' | 'id'>,
  fields: Partial<{
    name: string;
    includeKeyPerformanceArea: 'Yes' | 'No';
    ratingMode: 'automatic' | 'manual';
  }> = {},
): Promise<TScorecard> =>
  must<TScorecard>(
    `${SCORECARD_FAMILY[plan.kind]}/add`,
    await post(
      `/${SCORECARD_FAMILY[plan.kind]}/add`,
      {
        [PLAN_ID_FIELD[plan.kind]]: plan.id,
        name: `Scorecard ${Date.now().toString(36)}`,
        includeKeyPerformanceArea: 'Yes',
        ratingMode: 'automatic',
        ...fields,
      },
      token,
    ),
    'scorecard',
  );

export const addKpa = async (
  token: string,
  kind: PlanKind,
  scorecardId: string,
  name: string,
  perspectiveId?: string,
): Promise<TKpa> =>
  must<TKpa>(
    `${SCORECARD_FAMILY[kind]}/add-kpa`,
    await post(`/${SCORECARD_FAMILY[kind]}/add-kpa`, { scorecardId, name, perspectiveId }, token),
    'kpa',
  );

export const saveKpi = async (
  token: string,
  kind: PlanKind,
  body: Record<string, unknown> & { scorecardId: string },
): Promise<TKpi> =>
  must<TKpi>(
    `${SCORECARD_FAMILY[kind]}/save-kpi`,
    await post(`/${SCORECARD_FAMILY[kind]}/save-kpi`, body, token),
    'kpi',
  );

/** Many KPIs added through the API, a few calls at a time. */
export const addKpis = async (
  token: string,
  kind: PlanKind,
  scorecardId: string,
  count: number,
  fields: (i: number) => Record<string, unknown>,
  atOnce = 6,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await saveKpi(token, kind, {
        scorecardId,
        name: `KPI ${String(i + 1).padStart(3, '0')}`,
        ...fields(i),
      });
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
};

export const readScorecard = async (
  token: string,
  family: string,
  id: string,
  period?: 'annual' | number,
): Promise<TScorecardDetail> =>
  must<TScorecardDetail>(`${family}/get`, await get(`/${family}/get`, { id, period }, token), 'scorecard');

/** Every raw item of one scorecard's partition. */
export const scorecardPartition = async (companyId: string, scorecardId: string): Promise<unknown[]> => {
  stack();
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: {
          ':pk': `$stratum#companyid_${companyId.toLowerCase()}#scorecardid_${scorecardId.toLowerCase()}`,
        },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
};

/**
 * The tenant's partition and the partitions of the named scorecards: two equal snapshots mean a
 * call changed nothing of them.
 */
export const planningSnapshot = async (companyId: string, scorecardIds: readonly string[]): Promise<string> =>
  JSON.stringify([
    await tenantSnapshot(companyId),
    ...(await Promise.all(scorecardIds.map((id) => scorecardPartition(companyId, id)))),
  ]);
