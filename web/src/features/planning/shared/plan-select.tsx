import type { PlanKind, TPlan } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlChoice } from '../../../lib/use-url-choice';
import { usePlans } from './api';
import { PLAN_PARAM } from './paths';

/** The plan of a kind a screen works on (`?planId=`), with the plans to choose from. */
export const useChosenPlan = (kind: PlanKind) => {
  const plans = usePlans(kind);
  return { plans, ...useUrlChoice<TPlan>(plans.data?.list, plans.isFetching, PLAN_PARAM) };
};

/** The plans of a kind as choices: inactive ones say so. */
export const usePlanOptions = (plans: readonly TPlan[] | undefined) => {
  const { t } = useTranslation('planning');
  return (plans ?? []).map((p) => ({
    value: p.id,
    label: p.status === 'Active' ? p.description : t('select.inactive', { name: p.description }),
  }));
};
