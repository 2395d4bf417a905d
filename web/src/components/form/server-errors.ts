import type { TFieldIssue } from '@stratum/contracts';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../../lib/form-errors';

/** What a failed call carries for a form: ApiError and the session's errors both fit. */
export interface FormServerError {
  message: string;
  issues: readonly TFieldIssue[];
}

const isServerError = (e: unknown): e is FormServerError =>
  typeof e === 'object' && e !== null && 'message' in e && Array.isArray((e as FormServerError).issues);

/**
 * Puts a failed call's field problems under the fields (react-hook-form `setError`); whatever no
 * field can show becomes the form's root error. The toast still tells the whole story.
 */
export const useServerErrors = <T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
): void => {
  useEffect(() => {
    if (!isServerError(error)) return;
    const fields = Object.keys(form.getValues());
    const mapped = serverFieldErrors(error.issues, error.message, fields);
    for (const [field, message] of Object.entries(mapped.fields))
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    if (mapped.other.length > 0)
      form.setError('root.server', { type: 'server', message: mapped.other.join('; ') });
  }, [error, form]);
};
