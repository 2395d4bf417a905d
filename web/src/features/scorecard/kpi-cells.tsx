import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';

/**
 * The inputs of a KPI row being edited: each named for assistive technology by its column and
 * its KPI ("Actual Q1 of Revenue growth"), its error said under it.
 */

export interface CellProps {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** a figure (decimal keyboard), free text, or a day */
  kind?: 'figure' | 'text' | 'date';
}

const Err = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <small id={id} className="field-error cell-error" role="alert">
      {error}
    </small>
  ) : null;

export const CellInput = ({ label, value, error, onChange, disabled, kind = 'text' }: CellProps) => {
  const id = useId();
  return (
    <div className={`cell-edit cell-${kind}`}>
      <InputText
        value={value}
        type={kind === 'date' ? 'date' : 'text'}
        inputMode={kind === 'figure' ? 'decimal' : undefined}
        aria-label={label}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        className={error ? 'p-invalid' : undefined}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
      <Err id={`${id}-error`} error={error} />
    </div>
  );
};

export interface CellChoiceProps<V extends string> {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  error?: string | undefined;
  onChange: (value: V | null) => void;
  disabled?: boolean;
  /** what no choice reads as; with it the choice may be cleared */
  placeholder?: string;
}

export const CellChoice = <V extends string>({
  label,
  value,
  options,
  error,
  onChange,
  disabled,
  placeholder,
}: CellChoiceProps<V>) => {
  const id = useId();
  return (
    <div className="cell-edit cell-choice">
      <Dropdown
        value={value}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        aria-label={label}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        className={error ? 'p-invalid' : undefined}
        disabled={disabled}
        {...(placeholder ? { placeholder, showClear: value !== null } : {})}
        onChange={(e) => onChange((e.value as V | undefined) ?? null)}
      />
      <Err id={`${id}-error`} error={error} />
    </div>
  );
};
