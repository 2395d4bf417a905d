import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';

export interface FilterOption<V extends string> {
  label: string;
  value: V;
}

export interface FilterSelectProps<V extends string> {
  label: string;
  /** the chosen value; undefined: no filter ("all") */
  value: V | undefined;
  options: readonly FilterOption<V>[];
  /** the text of "no filter", e.g. "All statuses" */
  allLabel: string;
  onChange: (value: V | undefined) => void;
}

const ALL = '';

/** A labelled filter of a list (ListTable `filters`): one value of a route input, or all. */
export const FilterSelect = <V extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: FilterSelectProps<V>) => {
  const id = useId();
  return (
    <div className="list-filter">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value ?? ALL}
        options={[{ label: allLabel, value: ALL }, ...options]}
        optionLabel="label"
        optionValue="value"
        onChange={(e) => onChange(e.value === ALL ? undefined : (e.value as V))}
      />
    </div>
  );
};
