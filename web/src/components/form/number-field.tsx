import { InputNumber } from 'primereact/inputnumber';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from './field';

export interface NumberFieldProps {
  name: string;
  label: string;
  hint?: string;
  min?: number;
  max?: number;
  /** digits after the decimal point (0: whole numbers) */
  fractionDigits?: number;
  suffix?: string;
  disabled?: boolean;
}

/** A number, grouped with commas as the spec displays numbers (§9); empty is null. */
export const NumberField = ({ name, label, hint, fractionDigits = 0, ...input }: NumberFieldProps) => {
  const { control } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <InputNumber
              inputId={id}
              inputRef={field.ref}
              value={typeof field.value === 'number' ? field.value : null}
              onValueChange={(e) => field.onChange(e.value ?? null)}
              onBlur={field.onBlur}
              locale="en-US"
              minFractionDigits={fractionDigits}
              maxFractionDigits={fractionDigits}
              invalid={invalid}
              {...input}
              {...inputProps}
            />
          )}
        />
      )}
    </Field>
  );
};
