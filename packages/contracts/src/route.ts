import type { z } from 'zod';
import type { LinkPurpose } from './link';
import type { ModuleKey } from './modules';

/**
 * Route roles. `holder` is the platform owner (spec §6); `employee` is anyone signed in to a company;
 * `admin` narrows that to the company administrators; `questionnaire` is an external respondent
 * holding a link token; `public` routes take no token at all.
 */
export type Role = 'holder' | 'admin' | 'employee' | 'questionnaire';
export type Access = readonly Role[] | 'public';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FileRule {
  /** multipart field that carries the file (spec §7: `document`) */
  field: string;
  maxBytes: number;
  /** allowed MIME types, checked against the file's own bytes, not only its declared type */
  types: readonly string[];
}

export interface RouteDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  family: string;
  action: string;
  method: HttpMethod;
  /** under /api/v1, e.g. `/company/add` */
  path: string;
  summary: string;
  input: I;
  /** the `data` of a successful envelope */
  output: O;
  access: Access;
  /** the company module that must be enabled for the caller's company */
  module?: ModuleKey;
  /** spec §8: the title the UI shows when this call fails */
  errorTitle: string;
  /** multipart/form-data upload */
  file?: FileRule;
  /** true for calls that change data: they are audited and never cached */
  mutates: boolean;
  /**
   * Opened by a link token of this purpose instead of a session (access `['questionnaire']`):
   * the gate checks the token and hands the handler its company and target (ARCHITECTURE §6).
   */
  link?: LinkPurpose;
  /**
   * For a link route a client cannot send headers to (a mail program subscribing to a calendar
   * feed): the query parameter the link token may come in instead.
   */
  linkParam?: string;
  /**
   * The answer is this type's text (the output, a string), not the JSON envelope: an iCalendar
   * feed. Failures still answer with the envelope.
   */
  contentType?: string;
}

export const defineRoute = <I extends z.ZodType, O extends z.ZodType>(def: RouteDef<I, O>): RouteDef<I, O> =>
  def;

export type RouteInput<R> = R extends RouteDef<infer I, z.ZodType> ? z.input<I> : never;
export type RouteOutput<R> = R extends RouteDef<z.ZodType, infer O> ? z.output<O> : never;

export const API_BASE = '/api/v1';

/**
 * A family's route builder: each call defines `/<family>/<action>` for signed-in company users of
 * one module. A POST changes data (audited, never cached) unless the family says it never does —
 * a report family whose exports write a file for the caller, never a record — or the call says so
 * with `mutates: false`. `note` is added to every summary, in brackets: for families built twice
 * from one list (a risk register) or calls only some people may make.
 */
export const familyRoutes =
  (family: string, module: ModuleKey, opts: { readOnly?: boolean; note?: string } = {}) =>
  <I extends z.ZodType, O extends z.ZodType>(
    action: string,
    method: 'GET' | 'POST',
    summary: string,
    input: I,
    output: O,
    errorTitle: string,
    extra: { file?: FileRule; mutates?: boolean } = {},
  ): RouteDef<I, O> => {
    const { mutates, ...rest } = extra;
    return defineRoute({
      family,
      action,
      method,
      path: `/${family}/${action}`,
      summary: opts.note ? `${summary} (${opts.note})` : summary,
      input,
      output,
      access: ['employee'],
      module,
      errorTitle,
      mutates: mutates ?? (!opts.readOnly && method !== 'GET'),
      ...rest,
    });
  };

/**
 * How long a family's Lambda may run, in seconds: a 5,000-row employee import writes for several
 * seconds, so the employee family gets API Gateway's own limit (30 s); every other call 15 s. The
 * stack sets these, and the local server gives its handlers the same time.
 */
export const familyTimeoutSeconds = (family: string): number => (family === 'employee' ? 30 : 15);
