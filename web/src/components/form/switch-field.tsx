import { InputSwitch } from 'primereact/inputswitch';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from './field';

export interface SwitchFieldProps {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  /**
   * the form value for on and off: booleans by default; the spec's Yes/No and Active/Inactive
   * fields pass e.g. `values={['Active', 'Inactive']}`
   */
  values?: readonly [on: unknown, off: unknown];
}

export const SwitchField = ({ name, label, hint, disabled, values = [true, false] }: SwitchFieldProps) => {
  const { control } = useFormContext();
  const [on, off] = values;
  return (
    <Field name={name} label={label} labelAfter {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <InputSwitch
              inputId={id}
              inputRef={field.ref}
              checked={field.value === on}
              onChange={(e) => field.onChange(e.value ? on : off)}
              onBlur={field.onBlur}
              disabled={disabled}
              invalid={invalid}
              {...inputProps}
            />
          )}
        />
      )}
    </Field>
  );
};
