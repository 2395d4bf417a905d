import { InputTextarea } from 'primereact/inputtextarea';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';

/** Longer text (a description, notes, a reason, a conclusion): a few rows that grow with the text. */
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
        <InputTextarea id={id} rows={rows} autoResize invalid={invalid} {...register(name)} {...inputProps} />
      )}
    </Field>
  );
};
