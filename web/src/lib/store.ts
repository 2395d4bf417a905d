/**
 * The smallest external store the shell needs (session, preferences, layout): a value, a setter
 * and listeners. React reads it through `useStore` (useSyncExternalStore), plain code through
 * `get()`, so the same state serves components, the API client and unit tests.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export const createStore = <T>(initial: T): Store<T> => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const updated = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The part of the Web Storage API the stores use; tests pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

/** Reads a JSON value that must pass `parse`; anything missing or malformed gives `null`. */
export const readJson = <T>(
  storage: KeyValueStorage,
  key: string,
  parse: (raw: unknown) => T | null,
): T | null => {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
};

export const writeJson = (storage: KeyValueStorage, key: string, value: unknown): void => {
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch (e) {
    // A full or blocked storage (private mode) must not break the app: it just won't persist.
    console.warn(`Could not save ${key}`, e);
  }
};
