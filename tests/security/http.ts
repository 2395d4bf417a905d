import { COMPANY_HEADER, type RouteDef } from '@stratum/contracts';
import { expect } from 'vitest';
import { call, type Reply } from '../support/api';
import type { Input } from './fixtures';
import { countCheck, countResponse, type Check } from './tally';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A one-row spreadsheet of employees (the imports and the Sage/Cow uploads). */
export const CSV = 'First name,Last name,Email\nSam,Sample,sam.sample@example.com\n';

/** A small file a multipart route accepts (by its first allowed type), so only the named defect is wrong. */
export const sampleFile = (route: RouteDef): { blob: Blob; name: string } =>
  route.file?.types[0] === 'application/pdf'
    ? { blob: new Blob([PDF], { type: 'application/pdf' }), name: 'guide.pdf' }
    : route.file?.types[0] === 'text/csv'
      ? { blob: new Blob([CSV], { type: 'text/csv' }), name: 'people.csv' }
      : { blob: new Blob([PNG], { type: 'image/png' }), name: 'logo.png' };

/** How a value travels in a query string or a form field. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export const textFields = (input: Input): Record<string, string> =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, asText(v)]),
  );

export interface SendOptions {
  token?: string | undefined;
  /** `Authorization: Bearer` instead of the `token` header */
  bearer?: boolean | undefined;
  input?: Input;
  /** JSON routes: this text is the whole body, sent as application/json */
  rawBody?: string;
  /** JSON routes: any JSON value as the body (an array, a string…) */
  jsonBody?: unknown;
  /** multipart routes: send the input as a JSON body instead */
  asJson?: boolean;
  /** multipart routes: leave the file out */
  withoutFile?: boolean;
  /** multipart routes: put the file in this field instead of the route's */
  fileField?: string;
  /** with `rawBody`: this content type instead of application/json */
  contentType?: string;
  /** another method than the route's */
  method?: string;
  /** the company to act in (COMPANY_HEADER), for a person who belongs to several */
  company?: string;
}

const LEAK = /\bat .+:\d+:\d+|node_modules|[A-Z]\w+Exception\b|\b(Type|Reference|Range|Syntax)Error\b/;

const describeInput = (opts: SendOptions): string =>
  JSON.stringify(opts.rawBody ?? opts.jsonBody ?? opts.input ?? null).slice(0, 300);

/**
 * One call of a route, shaped the way its clients send it (query string, JSON, or multipart with a
 * small file of an accepted type), asserting what every answer must be: never a 500, and no
 * internals in the message.
 */
export const send = async (route: RouteDef, opts: SendOptions = {}): Promise<Reply> => {
  const method = opts.method ?? route.method;
  const input = opts.input ?? {};
  const headers: Record<string, string> = {};
  const auth = opts.token === undefined ? {} : opts.bearer ? {} : { token: opts.token };
  if (opts.token !== undefined && opts.bearer) headers.authorization = `Bearer ${opts.token}`;
  if (opts.company) headers[COMPANY_HEADER] = opts.company;

  let reply: Reply;
  if (method === 'GET') {
    reply = await call(method, route.path, { ...auth, headers, query: textFields(input) });
  } else if (opts.rawBody !== undefined) {
    headers['content-type'] = opts.contentType ?? 'application/json';
    reply = await call(method, route.path, { ...auth, headers, raw: opts.rawBody });
  } else if (opts.jsonBody !== undefined) {
    reply = await call(method, route.path, { ...auth, headers, body: opts.jsonBody });
  } else if (route.file && !opts.asJson) {
    const form = new FormData();
    for (const [k, v] of Object.entries(textFields(input))) form.append(k, v);
    if (!opts.withoutFile) {
      const { blob, name } = sampleFile(route);
      form.set(opts.fileField ?? route.file.field, blob, name);
    }
    reply = await call(method, route.path, { ...auth, headers, raw: form });
  } else {
    reply = await call(method, route.path, { ...auth, headers, body: input });
  }
  expect(
    reply.status,
    `${method} ${route.path} with ${describeInput(opts)} answered ${reply.status}: ${reply.body.err_msg}`,
  ).toBeLessThan(500);
  // ARCHITECTURE §4: nothing internal leaks — no stack, no SDK or runtime error text.
  expect(reply.body.err_msg, `${method} ${route.path} leaked internals`).not.toMatch(LEAK);
  countResponse();
  return reply;
};

/** A refusal: the status, the FAILED envelope, and a message a person can read. */
export const expectRefused = (reply: Reply, status: number, check: Check, context: string): void => {
  const seen = `${context}: answered ${reply.status} ${reply.body.res} “${reply.body.err_msg}”`;
  expect(reply.status, seen).toBe(status);
  expect(reply.body.res, seen).toBe('FAILED');
  expect(typeof reply.body.err_msg === 'string' && reply.body.err_msg.length > 0, seen).toBe(true);
  countCheck(check);
};
