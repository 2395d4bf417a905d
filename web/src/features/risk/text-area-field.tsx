import { InputTextarea } from 'primereact/inputtextarea';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../components/form';

/** Longer text (a description, causes, consequences): a few rows that grow with the text. */
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

/** A day (YYYY-MM-DD) in the browser's own date input: keyboard and screen reader friendly. */
export const DayField = ({ name, label, hint }: { name: string; label: string; hint?: string }) => {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
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
