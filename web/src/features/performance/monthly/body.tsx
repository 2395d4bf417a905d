import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import type { MonthlyFilters } from './filters';

/** What a monthly screen shows before its own data: loading, a failure to retry, nothing to choose. */
export const FiltersState = ({
  filters,
  children,
}: {
  filters: MonthlyFilters;
  children: () => ReactNode;
}) => {
  const { t } = useTranslation('monthly');
  const { annualPlans, periods } = filters;
  if (annualPlans.isPending) return <Loading />;
  if (annualPlans.isError)
    return (
      <LoadFailed
        title={t('empty.failed')}
        text={annualPlans.error.message}
        onRetry={() => void annualPlans.refetch()}
      />
    );
  if (!filters.annualPlan)
    return <EmptyState card title={t('empty.annualPlans')} text={t('empty.annualPlansText')} />;
  if (periods.isPending) return <Loading />;
  if (periods.isError)
    return (
      <LoadFailed
        title={t('empty.failed')}
        text={periods.error.message}
        onRetry={() => void periods.refetch()}
      />
    );
  if (!filters.period) return <Loading />;
  return <>{children()}</>;
};
