import { monotonicFactory } from 'ulid';

const next = monotonicFactory();

/** ULIDs sort by creation time, so "newest first" is a key order, not a sort. */
export const newId = (): string => next();
