import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../components/form';

/** Several records chosen by name (team members, a universe's regulations, a regulation's risks). */
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

/** A few lines of text (a requirement, notes, a reason). */
export const TextAreaField = ({
  name,
  label,
  hint,
  rows = 3,
}: {
  name: string;
  label: string;
  hint?: string;
  rows?: number;
}) => {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <InputTextarea
          id={id}
          rows={rows}
          autoResize
          className={invalid ? 'p-invalid' : undefined}
          {...inputProps}
          {...register(name)}
        />
      )}
    </Field>
  );
};

/** The form's blank texts as nothing: the API's optional texts and ids take no ''. */
export const blanksOut = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as T;
