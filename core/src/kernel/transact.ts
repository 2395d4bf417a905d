import { AppError } from './errors';

interface TransactionResult {
  canceled: boolean;
  data: ReadonlyArray<{ rejected: boolean; code: string; message?: string | undefined }>;
}

/**
 * Runs an ElectroDB write transaction. When a condition fails (a stale version, an item that
 * already exists) the whole change is refused with `onConflict` and nothing is written.
 */
export const commit = async (
  tx: { go(): Promise<TransactionResult> },
  onConflict: AppError = new AppError(
    'CONFLICT',
    'This record was changed by someone else since you opened it. Reload it and try again.',
  ),
): Promise<void> => {
  const result = await tx.go();
  if (!result.canceled) return;
  if (result.data.some((d) => d.code === 'ConditionalCheckFailed')) throw onConflict;
  throw new Error(`transaction canceled: ${result.data.map((d) => d.code).join(', ')}`);
};
