import { Dropdown } from 'primereact/dropdown';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlParam } from '../../../lib/use-url-param';
import { annualPlanOptions } from '../../scorecard';
import { useAnnualPlans, useStrategicPlans } from './api';

/* My inbox's filters, shared by its tabs and the review pages: kept in the URL (spec §2). */

/** The strategic plan choice's "all" entry: an empty string would leave the picker blank. */
const ALL = 'all';

const today = () => new Date().toISOString().slice(0, 10);

/** The inbox filters (spec §2: strategic plan, annual plan; quarter), in the URL. */
export const useFilters = () => {
  const [strategicPlanId, setStrategicPlanId] = useUrlParam('strategicPlanId');
  const [annualPlanId, setAnnualPlanId] = useUrlParam('annualPlanId');
  const [quarterParam, setQuarter] = useUrlParam('quarter');
  const plans = useStrategicPlans();
  const annualPlans = useAnnualPlans(strategicPlanId);
  const list = useMemo(() => annualPlans.data?.list ?? [], [annualPlans.data]);
  const annualPlan = list.find((a) => a.id === annualPlanId);
  useEffect(() => {
    if (annualPlans.isFetching || annualPlan) return;
    const pick = list.find((a) => a.startDate <= today() && today() <= a.endDate) ?? list[0];
    if (pick) setAnnualPlanId(pick.id, true);
  }, [annualPlans.isFetching, annualPlan, list, setAnnualPlanId]);
  const quarter = Math.min(3, Math.max(0, Number(quarterParam ?? 0) || 0));
  return {
    plans,
    strategicPlanId,
    setStrategicPlanId,
    annualPlans: list,
    annualPlan,
    setAnnualPlanId,
    quarter,
    setQuarter,
  };
};
export type Filters = ReturnType<typeof useFilters>;

export const Toolbar = ({ f, withQuarter }: { f: Filters; withQuarter: boolean }) => {
  const { t } = useTranslation('inbox');
  const ids = { s: useId(), a: useId(), q: useId() };
  return (
    <div className="toolbar">
      <span className="field">
        <label htmlFor={ids.s}>{t('filter.strategicPlan')}</label>
        <Dropdown
          inputId={ids.s}
          value={f.strategicPlanId ?? ALL}
          options={[
            { label: t('filter.allStrategicPlans'), value: ALL },
            ...(f.plans.data?.list ?? []).map((p) => ({ label: p.description, value: p.id })),
          ]}
          onChange={(e) => {
            const id = e.value as string;
            f.setStrategicPlanId(id === ALL ? undefined : id);
          }}
        />
      </span>
      <span className="field">
        <label htmlFor={ids.a}>{t('filter.annualPlan')}</label>
        <Dropdown
          inputId={ids.a}
          value={f.annualPlan?.id ?? null}
          options={annualPlanOptions(f.annualPlans)}
          onChange={(e) => f.setAnnualPlanId(e.value as string)}
        />
      </span>
      {withQuarter ? (
        <span className="field">
          <label htmlFor={ids.q}>{t('filter.quarter')}</label>
          <Dropdown
            inputId={ids.q}
            value={f.quarter}
            options={[0, 1, 2, 3].map((q) => ({
              label: t('filter.quarterN', { n: String(q + 1) }),
              value: q,
            }))}
            onChange={(e) => f.setQuarter(String(e.value as number))}
          />
        </span>
      ) : null}
    </div>
  );
};
