import type { PlanKind, TAnnualPlan, TPlan } from '@stratum/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { annualOptionLabel, useAnnualPlans, usePlans } from './api';
import { settledChoice } from './choice';
import { ANNUAL_PLAN_PARAM, PLAN_PARAM } from './paths';

/**
 * The record a screen works on, kept in the URL under `param`: the one named there, else the
 * first (written back, replacing the entry, so Back does not bounce).
 */
const useChosen = <T extends { id: string; status?: string }>(
  list: readonly T[] | undefined,
  fetching: boolean,
  param: string,
) => {
  const [query, setQuery] = useSearchParams();
  const asked = query.get(param);
  /** undefined while it cannot be told yet */
  const chosen = settledChoice(list, asked, fetching);
  const choose = useCallback(
    (id: string) =>
      setQuery(
        (q) => {
          q.set(param, id);
          return q;
        },
        { replace: true },
      ),
    [param, setQuery],
  );
  useEffect(() => {
    if (chosen && chosen.id !== asked) choose(chosen.id);
  }, [chosen, asked, choose]);
  return { chosen, choose };
};

/** The plan of a kind a screen works on (`?planId=`), with the plans to choose from. */
export const useChosenPlan = (kind: PlanKind) => {
  const plans = usePlans(kind);
  return { plans, ...useChosen<TPlan>(plans.data?.list, plans.isFetching, PLAN_PARAM) };
};

/** The annual plan a screen works on (`?annualPlanId=`), with the annual plans to choose from. */
export const useChosenAnnualPlan = () => {
  const annualPlans = useAnnualPlans();
  return {
    annualPlans,
    ...useChosen<TAnnualPlan>(annualPlans.data?.list, annualPlans.isFetching, ANNUAL_PLAN_PARAM),
  };
};

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
    <div className="list-filter planning-record-select">
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

/** The plans of a kind as choices: inactive ones say so. */
export const usePlanOptions = (plans: readonly TPlan[] | undefined) => {
  const { t } = useTranslation('planning');
  return (plans ?? []).map((p) => ({
    value: p.id,
    label: p.status === 'Active' ? p.description : t('select.inactive', { name: p.description }),
  }));
};

export const annualPlanOptions = (list: readonly TAnnualPlan[] | undefined) =>
  (list ?? []).map((a) => ({ value: a.id, label: annualOptionLabel(a) }));
