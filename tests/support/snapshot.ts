import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { stack } from './api';

/**
 * Every item stored in a tenant's partition, as raw DynamoDB items. Two equal snapshots mean a
 * call changed nothing of that tenant.
 */
export const tenantSnapshot = async (companyId: string): Promise<string> => {
  stack();
  const items: unknown[] = [];
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
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  // A tenant always has at least its company item: an empty answer means the key format is wrong,
  // and every "nothing changed" check built on it would pass vacuously.
  if (items.length === 0) throw new Error(`no items found for tenant ${companyId}: check the key format`);
  return JSON.stringify(items);
};
