import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table's keys and indexes. ElectroDB entities, the SST Storage stack and the local
 * provisioner are all built from this one list, so they cannot drift (STYLE §6).
 */
export const PRIMARY = { pk: 'pk', sk: 'sk' } as const;

export const GLOBAL_INDEXES = {
  gsi1: { pk: 'gsi1pk', sk: 'gsi1sk' },
  gsi2: { pk: 'gsi2pk', sk: 'gsi2sk' },
  gsi3: { pk: 'gsi3pk', sk: 'gsi3sk' },
} as const;

export type GlobalIndexName = keyof typeof GLOBAL_INDEXES;

/** Epoch seconds; DynamoDB removes short-lived items (login throttles, one-time codes) itself. */
export const TTL_ATTRIBUTE = 'ttl';

export const keyAttributes = (): string[] => [
  PRIMARY.pk,
  PRIMARY.sk,
  ...Object.values(GLOBAL_INDEXES).flatMap((i) => [i.pk, i.sk]),
];

export const createTableInput = (tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
  KeySchema: [
    { AttributeName: PRIMARY.pk, KeyType: 'HASH' },
    { AttributeName: PRIMARY.sk, KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: Object.entries(GLOBAL_INDEXES).map(([name, keys]) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: keys.pk, KeyType: 'HASH' },
      { AttributeName: keys.sk, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  })),
});
