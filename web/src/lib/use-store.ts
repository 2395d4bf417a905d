import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/** Subscribes a component to a store; `select` must return a stable value (a field, not a new object). */
export const useStore = <T, S = T>(store: Store<T>, select: (value: T) => S = (v) => v as unknown as S): S =>
  useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
