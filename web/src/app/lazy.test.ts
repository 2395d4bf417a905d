import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyRoute, plainRoute } from './lazy';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyRoute', () => {
  it('passes the module through', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
  });

  it('passes the module through without PrimeReact on the sign-in path too', async () => {
    await expect(plainRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const load = lazyRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after 120 seconds (spec §9)', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = lazyRoute(() => new Promise(() => {}))();
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await assertion;
  });
});
