import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { useCompanyProgress } from './api';
import { Failed, FiltersState } from './body';
import { MonthlyToolbar, useMonthlyFilters } from './filters';
import { ProgressSheetView } from './progress-sheet';
import './monthly.css';

/**
 * spec §2 /app/my-inbox/monthly-progress/company-progresses: the annual corporate scorecards' KPIs
 * with the month's progress; Performance Management and Strategic Planning administrators record
 * it while the month is open, everyone else reads it.
 */
export const Component = () => {
  const { t } = useTranslation('monthly');
  const { t: ts } = useTranslation();
  const filters = useMonthlyFilters();
  const sheet = useCompanyProgress(filters.annualPlan?.id, filters.period?.month);
  return (
    <section>
      <PageHeader title={ts('nav.monthlyCompanyProgress')}>
        <p className="muted">{t('intro.company')}</p>
      </PageHeader>
      <MonthlyToolbar filters={filters} />
      <FiltersState filters={filters}>
        {() => {
          if (sheet.isPending) return <Loading />;
          if (sheet.isError) return <Failed error={sheet.error} onRetry={() => void sheet.refetch()} />;
          return <ProgressSheetView sheet={sheet.data.progress} kind="company" />;
        }}
      </FiltersState>
    </section>
  );
};
