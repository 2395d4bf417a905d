import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useServerErrors } from './server-errors';

export interface FormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** runs with the parsed values; a rejection is shown through `error` (and the central toast) */
  onSubmit: (values: TOut) => unknown;
  submitLabel: string;
  /** the call is running: the submit button waits (and cannot be pressed twice) */
  pending?: boolean;
  /** the failed call (ApiError or a session error): its issues go under the fields */
  error?: unknown;
  /** shown beside the submit button, e.g. a cancel link */
  secondary?: ReactNode;
  /** the form's accessible name */
  label?: string;
  children: ReactNode;
}

/** A react-hook-form form with the app's submit row and server-error mapping. */
export const Form = <TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  submitLabel,
  pending = false,
  error,
  secondary,
  label,
  children,
}: FormProps<TIn, TOut>) => {
  useServerErrors(form as unknown as UseFormReturn<TIn, unknown, FieldValues>, error);
  const rootError = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // Shown already: the caller passes the failure back as `error`, and the toast reports it.
    }
  });
  return (
    <FormProvider {...form}>
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
        {children}
        {rootError ? (
          <p className="form-root-error" role="alert">
            {rootError}
          </p>
        ) : null}
        <div className="form-actions">
          <Button
            type="submit"
            label={submitLabel}
            loading={pending || form.formState.isSubmitting}
            disabled={pending || form.formState.isSubmitting}
          />
          {secondary}
        </div>
      </form>
    </FormProvider>
  );
};
