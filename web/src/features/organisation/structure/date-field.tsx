import { InputText } from 'primereact/inputtext';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/form';

export interface DateFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** YYYY-MM-DD bounds the browser's picker offers */
  min?: string;
  max?: string;
}

/** A calendar day (the form value is YYYY-MM-DD, as the API's ZDay takes it): the browser's date input. */
export const DateField = ({ name, label, hint, min, max }: DateFieldProps) => {
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
          {...inputProps}
          {...register(name)}
        />
      )}
    </Field>
  );
};
