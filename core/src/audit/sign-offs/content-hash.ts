import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys in order, so the same content always gives the same text whatever
 * order it was built in. `undefined` members are left out, as JSON does.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
};

/** SHA-256 (hex) of the content's canonical JSON: what a sign-off says was approved. */
export const contentHash = (content: Record<string, unknown>): string =>
  createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
