/** spec §8/§9: loading a part of the app gives up after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A route module import for the router's `lazy`, with PrimeReact's global options set before the
 * screen renders (lib/prime-setup.ts). The sign-in path, which uses no PrimeReact, takes
 * `plainRoute` instead.
 */
export const lazyRoute = <T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): (() => Promise<T>) =>
  plainRoute(() => Promise.all([load(), import('../lib/prime-setup')]).then(([module]) => module), ms);

/**
 * A route module import for the router's `lazy`, failing with ChunkLoadError when the network
 * fails or is too slow, so the error page can say "check your connection and reload".
 */
export const plainRoute =
  <T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS) =>
  (): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(e));
        },
      );
    });
