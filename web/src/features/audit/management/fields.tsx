import { MultiSelect } from 'primereact/multiselect';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/form';

/** Several of a list (people, roles, risks), shown as chips. */
export const MultiField = ({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
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
              value={field.value}
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

/** spec §9 audit rating colours (red, amber, green from the rating palette). */
export const COLOUR_HEX: Record<string, string> = {
  red: '#EF4444',
  amber: '#F59E0B',
  green: '#10B981',
  'dark green': '#065F46',
  'dark blue': '#003473',
  yellow: '#EAB308',
};

/** A colour's swatch beside its name. */
export const ColourSwatch = ({ colour, label }: { colour: string | null; label: string }) =>
  colour ? (
    <span className="audit-colour">
      <span className="audit-colour-dot" style={{ background: COLOUR_HEX[colour] }} aria-hidden="true" />
      {label}
    </span>
  ) : (
    <>—</>
  );

/**
 * A blank optional text is null in the schema's output, while the API's input takes text or
 * nothing: the named keys (every key if none named) are left out when null.
 */
export const withoutNulls = <T extends object, K extends keyof T = keyof T>(input: T, keys?: readonly K[]) =>
  Object.fromEntries(
    Object.entries(input).filter(([k, v]) => !(v === null && (!keys || keys.includes(k as K)))),
  ) as Omit<T, K> & { [P in K]?: Exclude<T[P], null> };
