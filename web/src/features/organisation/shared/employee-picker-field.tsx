import { getEmployee, listEmployees, type TEmployee } from '@stratum/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form';
import type { FieldIds } from '../../../components/form/field';
import { routeQueryOptions } from '../../../lib/query';
import './organisation-fields.css';

/** What the picker shows of an employee. */
export interface PickedEmployee {
  id: string;
  fullName: string;
  jobTitle?: string | null;
}

export interface EmployeePickerFieldProps {
  /** the form field: the chosen employee's id, or null */
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /**
   * the name of the employee the field starts with (an edit page usually knows it, e.g. the
   * supervisor's name on an employee); without it the name is read by id
   */
  currentName?: string | null;
  /** employees not to offer (the person being edited, the other side of an arrangement) */
  exclude?: readonly (string | null | undefined)[];
  /** offer only employees of this status (default Active: the ones who can take a role) */
  status?: 'Active' | 'Inactive' | null;
  disabled?: boolean;
}

const SUGGESTIONS = 10;

/**
 * An employee chosen by typing part of their name, email or number (`employee/all?search=`); the
 * suggestions show the full name and job title, the form value is the employee's id. Clearing
 * the text clears the choice; text typed but not chosen is dropped when the field is left.
 */
export const EmployeePickerField = ({ name, label, hint, ...picker }: EmployeePickerFieldProps) => {
  const { control } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {(ids) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <EmployeePicker
              ids={ids}
              value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...picker}
            />
          )}
        />
      )}
    </Field>
  );
};

interface EmployeePickerProps extends Omit<EmployeePickerFieldProps, 'name' | 'label' | 'hint'> {
  ids: FieldIds;
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

const EmployeePicker = ({
  ids,
  value,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  currentName,
  exclude = [],
  status = 'Active',
  disabled,
}: EmployeePickerProps) => {
  const { t } = useTranslation('organisation');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedEmployee | null>(null);
  // Text being typed (null: the chosen employee's name shows).
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<PickedEmployee[]>([]);

  const known = picked?.id === value ? picked : null;
  const lookup = useQuery({
    ...routeQueryOptions(getEmployee, { id: value ?? '' }),
    enabled: value !== null && known === null && !currentName,
  });
  const shown: PickedEmployee | null =
    known ??
    (value && lookup.data?.employee.id === value ? lookup.data.employee : null) ??
    (value && currentName ? { id: value, fullName: currentName } : null);

  const search = async (text: string) => {
    try {
      const { list } = await queryClient.fetchQuery(
        routeQueryOptions(listEmployees, {
          search: text.trim(),
          limit: SUGGESTIONS,
          sortField: 'fullName',
          sortOrder: 'asc',
          ...(status ? { status } : {}),
        }),
      );
      setSuggestions(list.filter((e: TEmployee) => !exclude.includes(e.id)));
    } catch {
      // The failure has toasted centrally; nothing to suggest.
      setSuggestions([]);
    }
  };

  return (
    <AutoComplete<PickedEmployee>
      inputId={ids.id}
      inputRef={inputRef}
      className="employee-picker"
      value={typed ?? shown ?? ''}
      suggestions={suggestions}
      field="fullName"
      completeMethod={(e) => void search(e.query)}
      delay={250}
      showEmptyMessage
      emptyMessage={t('employeePicker.noMatch')}
      placeholder={placeholder ?? t('employeePicker.placeholder')}
      disabled={disabled}
      invalid={ids.invalid}
      {...ids.inputProps}
      itemTemplate={(e: PickedEmployee) => (
        <span className="employee-option">
          <span>{e.fullName}</span>
          {e.jobTitle ? <span className="employee-option-title">{e.jobTitle}</span> : null}
        </span>
      )}
      onChange={(e) => {
        const next: unknown = e.value;
        if (typeof next === 'string') {
          setTyped(next);
          if (next.trim() === '' && value !== null) onChange(null);
        }
      }}
      onSelect={(e) => {
        const chosen = e.value as PickedEmployee;
        setPicked(chosen);
        setTyped(null);
        onChange(chosen.id);
      }}
      onBlur={() => {
        setTyped(null);
        onBlur();
      }}
    />
  );
};
