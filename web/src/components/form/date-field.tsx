import { InputText } from 'primereact/inputtext';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';

export interface DateFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** YYYY-MM-DD bounds the browser's picker offers */
  min?: string;
  max?: string;
  disabled?: boolean;
}

/**
 * A calendar day: the browser's date input, whose value is YYYY-MM-DD as the API's ZDay takes it
 * ('' when cleared: a form whose day may be empty turns '' into null before its schema).
 */
export const DateField = ({ name, label, hint, min, max, disabled }: DateFieldProps) => {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <InputText
          id={id}
          type="date"
          className={invalid ? 'p-invalid' : undefined}
          min={min}
          max={max}
          disabled={disabled}
          {...inputProps}
          {...register(name)}
        />
      )}
    </Field>
  );
};

/** Today in the person's calendar, YYYY-MM-DD. */
export const todayLocal = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
