import { UNIT_LEVELS, type TOrgUnit, type UnitLevel } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useController, useFormContext, type FieldError, type RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { chainIds, deepestChosen, type UnitChain } from './chain';
import { unitsUnderQueryOptions } from './units';
import './organisation-fields.css';

export interface UnitCascadeFieldProps {
  /** the form field: the id of the deepest unit chosen, or null */
  name: string;
  /** the group's legend, e.g. "Unit" or "Parent" */
  label: string;
  hint?: string;
  /** the deepest level offered (default: sub-sub-section, all six) */
  deepest?: UnitLevel;
  /**
   * the value must be a unit of the deepest level (a unit's parent): until that level is chosen the
   * value is null, so the form's own rule says it is required
   */
  exact?: boolean;
  /**
   * where an existing value sits: its ancestor ids by level (`businessUnitId`, `departmentId`, …),
   * e.g. the employee or the unit being edited; without it an existing value starts unchosen
   */
  chain?: UnitChain | null;
  disabled?: boolean;
}

/** A chosen id, and the ids below it cleared. */
const choose = (ids: readonly (string | null)[], index: number, id: string | null) =>
  ids.map((current, i) => (i < index ? current : i === index ? id : null));

/** The chain's ids cut below `value` (the chain may run deeper than the value, e.g. an employee's). */
const idsFor = (value: unknown, chain: UnitChain | null | undefined, deepest: UnitLevel) => {
  const full = chainIds(chain, deepest);
  if (typeof value !== 'string' || value === '') return full.map(() => null);
  const at = full.indexOf(value);
  return at < 0 ? full : full.map((id, i) => (i <= at ? id : null));
};

/**
 * Cascading unit selects for react-hook-form (spec §2 "cascading selects"): business unit, then
 * the departments of the chosen business unit, and so on down to `deepest`. Each level loads only
 * the units under the one chosen above it (`<level>/by-parent`; business units from `all`). The
 * form value is the deepest unit chosen (or null), which is what the API takes (`unitId`, or a
 * unit's parent field). Inactive units are offered only where already chosen: they take no one new.
 */
export const UnitCascadeField = ({
  name,
  label,
  hint,
  deepest = 'sub-sub-section',
  exact = false,
  chain,
  disabled = false,
}: UnitCascadeFieldProps) => {
  const { control, formState } = useFormContext();
  const { field } = useController({ name, control });
  const levels = useMemo(() => UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(deepest) + 1), [deepest]);
  const [ids, setIds] = useState(() => idsFor(field.value, chain, deepest));
  // What this field last put into the form: any other value came from outside (a reset).
  const emitted = useRef<unknown>(field.value);
  useEffect(() => {
    if (field.value === emitted.current) return;
    emitted.current = field.value;
    setIds(idsFor(field.value, chain, deepest));
  }, [field.value, chain, deepest]);

  const error = get(formState.errors, name) as FieldError | undefined;
  const id = `field-${name.replace(/[^\w-]/g, '-')}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const onChoose = (index: number, chosen: string | null) => {
    const next = choose(ids, index, chosen);
    setIds(next);
    const value = deepestChosen(next, exact);
    emitted.current = value;
    field.onChange(value);
    // Touched (and so checked) once a unit is chosen: choosing the first of several levels does
    // not yet say "choose the department".
    if (value !== null) field.onBlur();
  };

  return (
    <fieldset className="field unit-cascade" aria-describedby={described || undefined}>
      <legend>{label}</legend>
      <div className="unit-cascade-levels">
        {levels.map((level, index) => (
          <LevelSelect
            key={level}
            id={index === 0 ? id : `${id}-${level}`}
            level={level}
            parentLevel={index > 0 ? (levels[index - 1] ?? null) : null}
            parentId={index === 0 ? null : (ids[index - 1] ?? null)}
            value={ids[index] ?? null}
            required={exact}
            invalid={Boolean(error)}
            describedBy={described}
            disabled={disabled}
            inputRef={index === 0 ? field.ref : undefined}
            onChoose={(chosen) => onChoose(index, chosen)}
          />
        ))}
      </div>
      {hint ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
      {error?.message ? (
        <small id={`${id}-error`} className="field-error">
          {error.message}
        </small>
      ) : null}
    </fieldset>
  );
};

const NONE = '';

interface LevelSelectProps {
  id: string;
  level: UnitLevel;
  parentLevel: UnitLevel | null;
  /** the unit chosen above; null for business units (and while nothing is chosen above) */
  parentId: string | null;
  value: string | null;
  required: boolean;
  invalid: boolean;
  describedBy: string;
  disabled: boolean;
  inputRef: RefCallBack | undefined;
  onChoose: (id: string | null) => void;
}

const LevelSelect = ({
  id,
  level,
  parentLevel,
  parentId,
  value,
  required,
  invalid,
  describedBy,
  disabled,
  inputRef,
  onChoose,
}: LevelSelectProps) => {
  const { t } = useTranslation('organisation');
  const waiting = parentLevel !== null && parentId === null;
  const units = useQuery({ ...unitsUnderQueryOptions(level, parentId), enabled: !waiting });
  const options = useMemo(() => {
    const offered = (units.data ?? [])
      .filter((u: TOrgUnit) => u.status === 'Active' || u.id === value)
      .map((u: TOrgUnit) => ({
        label: u.status === 'Active' ? u.name : t('cascade.inactive', { name: u.name }),
        value: u.id,
      }));
    return required || offered.length === 0
      ? offered
      : [{ label: t('cascade.none', { level: t(`levels.${level}.one`) }), value: NONE }, ...offered];
  }, [units.data, value, required, level, t]);

  return (
    <div className="field">
      <label htmlFor={id}>{t(`levels.${level}.one`)}</label>
      <Dropdown
        inputId={id}
        inputRef={inputRef}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        filter={options.length > 10}
        placeholder={
          waiting && parentLevel
            ? t('cascade.chooseAbove', { level: t(`levels.${parentLevel}.inText`) })
            : t('cascade.choose')
        }
        // A Dropdown that is `loading` ignores clicks: the list says it is loading instead.
        emptyMessage={units.isPending && !waiting ? t('cascade.loading') : t('cascade.noUnits')}
        disabled={disabled || waiting}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChoose(e.value === NONE || e.value == null ? null : (e.value as string))}
      />
    </div>
  );
};
