import type { AppError } from '../kernel/errors';
import { commit } from '../kernel/transact';

/** How often a write that met another one on a shared count is tried again. */
const RETRIES = 4;

const isTransactionConflict = (e: unknown): boolean =>
  e instanceof Error &&
  e.message.startsWith('transaction canceled:') &&
  e.message.includes('TransactionConflict');

/**
 * Commits a risk write that moves the register's running counts. Every identification and control
 * write of a register touches the same few count items (`total#Open`…), so two at the same moment
 * can make DynamoDB cancel one with `TransactionConflict` — which wrote nothing and says nothing
 * about the data: it is sent again after a short, growing, jittered pause. A condition that fails
 * (a stale version) is never retried: that is `onConflict`, as with `commit`.
 */
export const commitCounted = async (
  tx: Parameters<typeof commit>[0],
  onConflict?: AppError,
): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await commit(tx, onConflict);
      return;
    } catch (e) {
      if (attempt >= RETRIES || !isTransactionConflict(e)) throw e;
      await new Promise((resolve) => setTimeout(resolve, 15 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
};
