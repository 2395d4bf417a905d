import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { drainMail } from '@stratum/functions/mailer';
import { stack } from './api';

type RawItem = Record<string, unknown>;

const tenantItems = async (companyId: string): Promise<RawItem[]> => {
  const items: RawItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `$stratum#companyid_${companyId.toLowerCase()}` },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as RawItem[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
};

/**
 * A queued mail the sender may take at any moment: due now, or claimed by a run that is sending
 * it. Sending one changes the mail and can write its link token, so a snapshot taken while one
 * waits could differ from the next without any call having changed the tenant.
 */
const inFlight = (item: RawItem, now: number): boolean =>
  item.__edb_e__ === 'outboxMail' &&
  item.state === 'queued' &&
  (typeof item.claimId === 'string' || Number(item.nextAttemptAt) <= now);

/**
 * Every item stored in a tenant's partition, as raw DynamoDB items. Two equal snapshots mean a
 * call changed nothing of that tenant. The tenant's due mail is sent first (any test file's
 * sender may send it, so it must be gone before the "before" picture, not half-way through).
 */
export const tenantSnapshot = async (companyId: string): Promise<string> => {
  stack();
  for (let attempt = 0; ; attempt++) {
    const items = await tenantItems(companyId);
    // A tenant always has at least its company item: an empty answer means the key format is
    // wrong, and every "nothing changed" check built on it would pass vacuously.
    if (items.length === 0) throw new Error(`no items found for tenant ${companyId}: check the key format`);
    if (!items.some((item) => inFlight(item, Date.now()))) return JSON.stringify(items);
    if (attempt === 100) throw new Error(`tenant ${companyId} still has mail being sent after 100 tries`);
    await drainMail();
    await new Promise((r) => setTimeout(r, 100));
  }
};
