import { describe, expect, it } from 'vitest';
import { afterFailure, LEASE_MS, MAX_ATTEMPTS, SEND_TIMEOUT_MS } from './outbox';

const MIN = 60_000;

describe('afterFailure: the outbox backoff rule', () => {
  it.each([
    [1, 1 * MIN],
    [2, 2 * MIN],
    [3, 4 * MIN],
    [4, 8 * MIN],
    [5, 16 * MIN],
    [6, 32 * MIN],
    [7, 60 * MIN], // 64 min capped at an hour
  ])('after failed attempt %i, tries again in %i ms', (attempts, retryInMs) => {
    expect(afterFailure(attempts)).toEqual({ state: 'queued', retryInMs });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, and past them`, () => {
    expect(afterFailure(MAX_ATTEMPTS)).toEqual({ state: 'failed' });
    expect(afterFailure(MAX_ATTEMPTS + 3)).toEqual({ state: 'failed' });
  });

  it('keeps trying for about two hours before giving up, to ride out an SES outage', () => {
    let total = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n++) {
      const next = afterFailure(n);
      if (next.state === 'queued') total += next.retryInMs;
    }
    expect(total).toBe(123 * MIN);
  });

  it('never waits less than a minute, even for a count below one', () => {
    expect(afterFailure(0)).toEqual({ state: 'queued', retryInMs: MIN });
  });

  it('holds a claimed mail longer than a send may take, so a slow send is not taken twice', () => {
    expect(LEASE_MS).toBeGreaterThan(SEND_TIMEOUT_MS * 2);
  });
});
