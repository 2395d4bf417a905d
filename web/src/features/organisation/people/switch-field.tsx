import { InputSwitch, type InputSwitchPassThroughOptions } from 'primereact/inputswitch';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/form';

/**
 * PrimeReact's InputSwitch puts `role="checkbox"` on its wrapper around the real `role="switch"`
 * input: one control inside another for assistive technology (axe: nested-interactive). The
 * wrapper is only decoration; these options take its role away.
 * (A global fix would belong in lib/prime-a11y.ts; until then the people screens pass it.)
 */
export const SWITCH_PT: InputSwitchPassThroughOptions = {
  root: { role: undefined, 'aria-checked': undefined },
};

export interface SwitchFieldProps {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** the form value for on and off (booleans by default; Yes/No, Active/Inactive) */
  values?: readonly [on: unknown, off: unknown];
}

/** components/form SwitchField with SWITCH_PT. */
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
              pt={SWITCH_PT}
              {...inputProps}
            />
          )}
        />
      )}
    </Field>
  );
};
