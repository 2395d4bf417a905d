import type { TFieldIssue } from '@stratum/contracts';

export interface ServerFieldErrors {
  /** message per form field, for the field's own error line */
  fields: Record<string, string>;
  /** what no field of the form can show */
  other: string[];
}

const fieldOf = (path: string, fields: readonly string[]): string | undefined => {
  if (fields.includes(path)) return path;
  const head = path.split('.')[0] ?? path;
  return fields.includes(head) ? head : undefined;
};

/**
 * Puts a failed call's field problems under the fields they concern. The server names them in
 * `issues` (input validation), or, for a rule a use case checks, prefixes err_msg with the field
 * ("email: no company has this email on record").
 */
export const serverFieldErrors = (
  issues: readonly TFieldIssue[],
  message: string,
  fields: readonly string[],
): ServerFieldErrors => {
  const result: ServerFieldErrors = { fields: {}, other: [] };
  for (const issue of issues) {
    const field = fieldOf(issue.path, fields);
    if (field && !(field in result.fields)) result.fields[field] = issue.message;
    else if (!field) result.other.push(`${issue.path}: ${issue.message}`);
  }
  if (issues.length === 0) {
    const prefixed = /^([\w.]+): (.+)$/s.exec(message);
    const field = prefixed?.[1] ? fieldOf(prefixed[1], fields) : undefined;
    if (field && prefixed?.[2]) result.fields[field] = prefixed[2];
  }
  return result;
};
