import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import './record-select.css';

export interface RecordSelectProps {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (id: string) => void;
}

/** A labelled choice of the record a screen shows (a plan, an annual plan). */
export const RecordSelect = ({ label, value, options, onChange }: RecordSelectProps) => {
  const id = useId();
  return (
    <div className="list-filter record-select">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        filter={options.length > 8}
        onChange={(e) => onChange(e.value as string)}
      />
    </div>
  );
};
