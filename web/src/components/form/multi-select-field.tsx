import { MultiSelect } from 'primereact/multiselect';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from './field';

/** Several records chosen by name (people, roles, risks, regulations), shown as chips. */
export const MultiSelectField = ({
  name,
  label,
  hint,
  options,
}: {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) => {
  const { control } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <MultiSelect
              inputId={id}
              value={field.value as string[]}
              options={[...options]}
              optionLabel="label"
              optionValue="value"
              filter
              display="chip"
              invalid={invalid}
              onChange={(e) => field.onChange(e.value)}
              onBlur={field.onBlur}
              {...inputProps}
            />
          )}
        />
      )}
    </Field>
  );
};
