/**
 * The app's one channel to the toast (mounted once in the shell). Code outside React (the query
 * cache, the session) and screens alike call `notify`; notices raised before the toast mounts are
 * kept and shown when it does.
 */
export interface Notice {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
const waiting: Notice[] = [];

export const notify = (notice: Notice): void => {
  if (listeners.size === 0) waiting.push(notice);
  for (const listener of listeners) listener(notice);
};

export const onNotice = (listener: Listener): (() => void) => {
  listeners.add(listener);
  for (const notice of waiting.splice(0)) listener(notice);
  return () => listeners.delete(listener);
};
