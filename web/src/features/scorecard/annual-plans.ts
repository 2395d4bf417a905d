import { listAnnualPlans, type TAnnualPlan } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../lib/query';
import { useUrlChoice } from '../../lib/use-url-choice';

/** The URL parameter the annual plan a screen works on is kept in. */
export const ANNUAL_PLAN_PARAM = 'annualPlanId';

/** The annual plans of the company, or of one strategic plan, newest first. */
export const annualPlansQueryOptions = (strategicPlanId?: string) =>
  routeQueryOptions(listAnnualPlans, strategicPlanId ? { strategicPlanId } : {});

export const useAnnualPlans = (strategicPlanId?: string) =>
  useQuery(annualPlansQueryOptions(strategicPlanId));

/** "Jan 1st 2024 – Dec 31st 2024 · Corporate 2024–2028": how an annual plan is named in a choice. */
export const annualOptionLabel = (a: Pick<TAnnualPlan, 'label' | 'strategicPlanDescription'>): string =>
  `${a.label} · ${a.strategicPlanDescription}`;

/** The annual plan a screen works on (`?annualPlanId=`), with the annual plans to choose from. */
export const useChosenAnnualPlan = () => {
  const annualPlans = useAnnualPlans();
  return {
    annualPlans,
    ...useUrlChoice<TAnnualPlan>(annualPlans.data?.list, annualPlans.isFetching, ANNUAL_PLAN_PARAM),
  };
};

export const annualPlanOptions = (list: readonly TAnnualPlan[] | undefined) =>
  (list ?? []).map((a) => ({ value: a.id, label: annualOptionLabel(a) }));
