import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
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
    return <Failed error={annualPlans.error} onRetry={() => void annualPlans.refetch()} />;
  if (!filters.annualPlan)
    return <Nothing title={t('empty.annualPlans')} text={t('empty.annualPlansText')} />;
  if (periods.isPending) return <Loading />;
  if (periods.isError) return <Failed error={periods.error} onRetry={() => void periods.refetch()} />;
  if (!filters.period) return <Loading />;
  return <>{children()}</>;
};

export const Nothing = ({ title, text }: { title: string; text?: string }) => (
  <div className="card">
    <EmptyState title={title} {...(text ? { text } : {})} />
  </div>
);

export const Failed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation('monthly');
  return (
    <div className="card">
      <EmptyState
        icon="pi pi-exclamation-circle"
        title={t('empty.failed')}
        text={error instanceof Error ? error.message : String(error)}
        action={<Button label={t('empty.retry')} icon="pi pi-refresh" onClick={onRetry} />}
      />
    </div>
  );
};
