import type { TAnnualPlan, TMonthPeriod } from '@stratum/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlParam } from '../../../lib/use-url-param';
import { useAnnualPlans, usePeriods, useStrategicPlans } from './api';

const today = () => new Date().toISOString().slice(0, 10);

/** The annual plan running today, else the newest. */
const defaultPlan = (list: readonly TAnnualPlan[]) =>
  list.find((a) => a.startDate <= today() && today() <= a.endDate) ?? list[0];

/** The current month, else the last open one, else the first. */
const defaultMonth = (list: readonly TMonthPeriod[]) =>
  list.find((p) => p.current) ?? list.filter((p) => p.open).at(-1) ?? list[0];

/**
 * The monthly updates filter (spec §2: strategic plan, annual plan, month), kept in the URL as
 * `?strategicPlanId=&annualPlanId=&month=`; an annual plan or month not named there is the
 * current one, written back without a new history entry.
 */
export const useMonthlyFilters = () => {
  const [strategicPlanId, setStrategicPlanId] = useUrlParam('strategicPlanId');
  const [annualPlanId, setAnnualPlanId] = useUrlParam('annualPlanId');
  const [month, setMonth] = useUrlParam('month');
  const plans = useStrategicPlans();
  const annualPlans = useAnnualPlans(strategicPlanId);
  const annualList = useMemo(() => annualPlans.data?.list ?? [], [annualPlans.data]);
  const annualPlan = annualList.find((a) => a.id === annualPlanId);
  const periods = usePeriods(annualPlan?.id);
  const periodList = useMemo(() => periods.data?.list ?? [], [periods.data]);
  const period = periodList.find((p) => p.month === month);

  useEffect(() => {
    if (annualPlans.isFetching || annualPlan) return;
    const pick = defaultPlan(annualList);
    if (pick) setAnnualPlanId(pick.id, true);
  }, [annualPlans.isFetching, annualPlan, annualList, setAnnualPlanId]);
  useEffect(() => {
    if (periods.isFetching || period) return;
    const pick = defaultMonth(periodList);
    if (pick) setMonth(pick.month, true);
  }, [periods.isFetching, period, periodList, setMonth]);

  return {
    plans,
    strategicPlanId,
    setStrategicPlanId: (id: string | undefined) => setStrategicPlanId(id),
    annualPlans,
    annualPlan,
    setAnnualPlanId: (id: string) => setAnnualPlanId(id),
    periods,
    period,
    setMonth: (m: string) => setMonth(m),
  };
};

export type MonthlyFilters = ReturnType<typeof useMonthlyFilters>;

interface SelectProps {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  name: string;
}

export const LabelledSelect = ({ label, value, options, onChange, name }: SelectProps) => {
  const id = useId();
  return (
    <div className="list-filter monthly-filter">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        name={name}
        value={value ?? ''}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        filter={options.length > 12}
        onChange={(e) => onChange(e.value as string)}
      />
    </div>
  );
};

const ALL = '';

/** The toolbar of the filter: strategic plan (or all), annual plan, month. */
export const MonthlyToolbar = ({
  filters,
  children,
}: {
  filters: MonthlyFilters;
  children?: React.ReactNode;
}) => {
  const { t } = useTranslation('monthly');
  return (
    <div className="monthly-toolbar">
      <LabelledSelect
        name="strategicPlanId"
        label={t('filter.strategicPlan')}
        value={filters.strategicPlanId ?? ALL}
        options={[
          { value: ALL, label: t('filter.allStrategicPlans') },
          ...(filters.plans.data?.list ?? []).map((p) => ({ value: p.id, label: p.description })),
        ]}
        onChange={(v) => filters.setStrategicPlanId(v || undefined)}
      />
      <LabelledSelect
        name="annualPlanId"
        label={t('filter.annualPlan')}
        value={filters.annualPlan?.id}
        options={(filters.annualPlans.data?.list ?? []).map((a) => ({
          value: a.id,
          label: `${a.label} · ${a.strategicPlanDescription}`,
        }))}
        onChange={filters.setAnnualPlanId}
      />
      <LabelledSelect
        name="month"
        label={t('filter.month')}
        value={filters.period?.month}
        options={(filters.periods.data?.list ?? []).map((p) => ({
          value: p.month,
          label: p.open ? p.label : t('filter.closedMonth', { label: p.label }),
        }))}
        onChange={filters.setMonth}
      />
      {children}
    </div>
  );
};
