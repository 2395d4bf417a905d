import type { Db } from '../db';
import { AppError } from './errors';

/** The entities a write transaction's callback is handed: transaction items are built from them. */
export type TxEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/**
 * One item of a write transaction, of any entity. Lists of items built apart (counts, claims,
 * optional deletes) are typed `TxItem[]`, so they mix with the others without a cast.
 */
export type TxItem = ReturnType<Parameters<Db['transaction']['write']>[0]>[number];

interface TransactionResult {
  canceled: boolean;
  data: ReadonlyArray<{ rejected: boolean; code: string; message?: string | undefined }>;
}

/** How often a transaction that met another one on the same items is sent again. */
const RETRIES = 5;

/** A short pause that doubles with each try; the jitter keeps two clashing writers apart. */
const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 15 * 2 ** attempt * (0.5 + Math.random())));

/**
 * Runs an ElectroDB write transaction. When a condition fails (a stale version, an item that
 * already exists) the whole change is refused with `onConflict` and nothing is written; that is
 * never retried. When DynamoDB cancelled it only because another transaction was touching the
 * same items at that moment (`TransactionConflict`: shared counts, two KPIs added at once), it
 * wrote nothing and says nothing about the data, so it is sent again after a jittered backoff.
 */
export const commit = async (
  tx: { go(): Promise<TransactionResult> },
  onConflict: AppError = new AppError(
    'CONFLICT',
    'This record was changed by someone else since you opened it. Reload it and try again.',
  ),
): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    const result = await tx.go();
    if (!result.canceled) return;
    if (result.data.some((d) => d.code === 'ConditionalCheckFailed')) throw onConflict;
    const busy = result.data.some((d) => d.code === 'TransactionConflict');
    if (!busy || attempt >= RETRIES) {
      throw new Error(`transaction canceled: ${result.data.map((d) => d.code).join(', ')}`);
    }
    await backoff(attempt);
  }
};
