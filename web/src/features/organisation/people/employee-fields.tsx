import { HEAD_FLAG, HEAD_FLAGS, type TEmployee, type UnitLevel } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField, TextField } from '../../../components/form';
import { EmployeePickerField } from '../shared/employee-picker-field';
import { UnitCascadeField } from '../shared/unit-cascade-field';
import { cachedUnit, levelsDownTo } from './unit-lookup';

type PlacementStep = TEmployee['placement'][number];

/**
 * The fields an employee's add and edit forms share: names and contact, placement (cascading unit
 * selects), supervisor (a search), and the head flags the placement allows.
 */
export const EmployeeFields = ({ employee }: { employee?: TEmployee }) => {
  const { t } = useTranslation('people');
  // Their email is their sign-in once they have an account: the server refuses to change it.
  const signsIn = employee !== undefined && employee.access !== 'None';
  return (
    <>
      <div className="form-row">
        <TextField name="firstName" label={t('fields.firstName')} autoComplete="off" />
        <TextField name="lastName" label={t('fields.lastName')} autoComplete="off" />
      </div>
      <TextField
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="off"
        readOnly={signsIn}
        hint={signsIn ? t('form.emailSignsIn') : t('form.emailHint')}
      />
      <div className="form-row">
        <TextField name="employeeNumber" label={t('fields.employeeNumber')} autoComplete="off" />
        <TextField name="jobTitle" label={t('fields.jobTitle')} autoComplete="off" />
      </div>
      <div className="people-placement">
        <UnitCascadeField
          name="unitId"
          label={t('fields.placement')}
          hint={t('form.placementHint')}
          chain={employee ?? null}
        />
      </div>
      <EmployeePickerField
        name="supervisorId"
        label={t('fields.supervisor')}
        hint={t('form.supervisorHint')}
        currentName={employee?.supervisorName ?? null}
        exclude={employee ? [employee.id] : []}
      />
      <HeadFlagFields placement={employee?.placement ?? []} />
    </>
  );
};

/**
 * One switch per level the placement reaches ("head of the department Marketing"): a department
 * head must be placed in a department. A flag the new placement no longer reaches is cleared.
 */
const HeadFlagFields = ({ placement }: { placement: readonly PlacementStep[] }) => {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const { getValues, setValue } = useFormContext();
  const unitId = useWatch({ name: 'unitId' }) as string | null | undefined;

  const steps = useMemo<PlacementStep[]>(() => {
    if (!unitId) return [];
    if (placement.at(-1)?.id === unitId) return [...placement];
    const unit = cachedUnit(queryClient, unitId);
    return unit ? [...unit.path, { level: unit.level, id: unit.id, name: unit.name }] : [];
  }, [unitId, placement, queryClient]);
  const reached = levelsDownTo(steps.at(-1)?.level);
  const reachedKey = reached.join();

  useEffect(() => {
    const allowed = new Set<string>(reached.map((level) => HEAD_FLAG[level]));
    for (const flag of HEAD_FLAGS)
      if (!allowed.has(flag) && getValues(flag) === 'Yes') setValue(flag, 'No', { shouldDirty: true });
    // reachedKey stands for `reached` by value
  }, [reachedKey, getValues, setValue]);

  const nameAt = (level: UnitLevel) => steps.find((s) => s.level === level)?.name ?? '';
  return (
    <fieldset className="field people-group">
      <legend>{t('form.heads')}</legend>
      {reached.length === 0 ? (
        <p className="field-hint">{t('form.headsNeedPlacement')}</p>
      ) : (
        reached.map((level) => (
          <SwitchField
            key={level}
            name={HEAD_FLAG[level]}
            label={t(`heads.${HEAD_FLAG[level]}`, { unit: nameAt(level) })}
            values={['Yes', 'No']}
          />
        ))
      )}
    </fieldset>
  );
};
