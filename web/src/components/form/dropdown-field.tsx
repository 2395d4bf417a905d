import { Dropdown } from 'primereact/dropdown';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

export interface DropdownOption<V extends string | number = string> {
  label: string;
  value: V;
}

export interface DropdownFieldProps<V extends string | number = string> {
  name: string;
  label: string;
  options: readonly DropdownOption<V>[];
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  /** lets the person type to narrow a long list */
  filter?: boolean;
}

export const DropdownField = <V extends string | number = string>({
  name,
  label,
  options,
  hint,
  placeholder,
  disabled,
  filter,
}: DropdownFieldProps<V>) => {
  const { control } = useFormContext();
  const { t } = useTranslation();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId={id}
              inputRef={field.ref}
              value={field.value}
              options={[...options]}
              optionLabel="label"
              optionValue="value"
              placeholder={placeholder ?? t('form.selectPlaceholder')}
              onChange={(e) => field.onChange(e.value)}
              onBlur={field.onBlur}
              disabled={disabled}
              filter={filter}
              invalid={invalid}
              {...inputProps}
            />
          )}
        />
      )}
    </Field>
  );
};
