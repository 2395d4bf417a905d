import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { commit } from './transact';

type Result = { canceled: boolean; data: Array<{ rejected: boolean; code: string }> };

/** A transaction that answers these results in turn, counting how often it was sent. */
const scripted = (...results: Result[]) => {
  const tx = { sent: 0, go: async () => results[Math.min(tx.sent++, results.length - 1)]! };
  return tx;
};

const ok: Result = { canceled: false, data: [] };
const clash: Result = { canceled: true, data: [{ rejected: true, code: 'TransactionConflict' }] };
const stale: Result = { canceled: true, data: [{ rejected: true, code: 'ConditionalCheckFailed' }] };
const throttled: Result = { canceled: true, data: [{ rejected: true, code: 'ThrottlingError' }] };

describe('a write that meets another one', () => {
  it('is sent again until it goes through', async () => {
    const tx = scripted(clash, clash, ok);
    await commit(tx);
    expect(tx.sent).toBe(3);
  });

  it('gives up after a few tries', async () => {
    const tx = scripted(clash);
    await expect(commit(tx)).rejects.toThrow(/TransactionConflict/);
    expect(tx.sent).toBe(6);
  });

  it('never retries a failed condition: that is the caller’s conflict', async () => {
    const tx = scripted(stale, ok);
    const refusal = new AppError('CONFLICT', 'stale');
    await expect(commit(tx, refusal)).rejects.toBe(refusal);
    expect(tx.sent).toBe(1);
  });

  it('answers a failed condition with a 409 when the caller names none', async () => {
    const tx = scripted(stale);
    await expect(commit(tx)).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('does not retry any other cancellation', async () => {
    const tx = scripted(throttled, ok);
    await expect(commit(tx)).rejects.toThrow(/ThrottlingError/);
    expect(tx.sent).toBe(1);
  });
});
