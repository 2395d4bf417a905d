import { InputTextarea } from 'primereact/inputtextarea';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../components/form';

/** Longer text (a procedure, a conclusion): a few rows that grow with the text. */
export const TextAreaField = ({ name, label, hint }: { name: string; label: string; hint?: string }) => {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => (
        <InputTextarea id={id} rows={3} autoResize invalid={invalid} {...register(name)} {...inputProps} />
      )}
    </Field>
  );
};

/** A day (YYYY-MM-DD) in the browser's own date input. */
export const DayField = ({ name, label }: { name: string; label: string }) => {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label}>
      {({ id, inputProps, invalid }) => (
        <input
          id={id}
          type="date"
          className={invalid ? 'p-inputtext p-component p-invalid' : 'p-inputtext p-component'}
          {...register(name)}
          {...inputProps}
        />
      )}
    </Field>
  );
};

/** A form keeps "none" as '' (an input's value); the API takes null for these fields. */
export const blanksToNull = <S extends z.ZodType>(schema: S, keys: readonly string[]) =>
  z.preprocess((v) => {
    const o = { ...(v as Record<string, unknown>) };
    for (const k of keys) if (o[k] === '') o[k] = null;
    return o;
  }, schema);
