import type { ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';

export interface FieldIds {
  id: string;
  /** put on the input: `aria-invalid` and `aria-describedby` */
  inputProps: { 'aria-invalid': boolean; 'aria-describedby'?: string };
  invalid: boolean;
}

export interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  /** the label sits after the control (switches) */
  labelAfter?: boolean;
  children: (ids: FieldIds) => ReactNode;
}

/** The frame every field shares: a label tied to the input, a hint, the field's error under it. */
export const Field = ({ name, label, hint, labelAfter = false, children }: FieldProps) => {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  const id = `field-${name.replace(/[^\w-]/g, '-')}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const ids: FieldIds = {
    id,
    invalid: Boolean(error),
    inputProps: { 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}) },
  };
  const labelElement = <label htmlFor={id}>{label}</label>;
  return (
    <div className={labelAfter ? 'field field-inline' : 'field'}>
      {labelAfter ? null : labelElement}
      {children(ids)}
      {labelAfter ? labelElement : null}
      {hint ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
      {error?.message ? (
        <small id={`${id}-error`} className="field-error">
          {error.message}
        </small>
      ) : null}
    </div>
  );
};
