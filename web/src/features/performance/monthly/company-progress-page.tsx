import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useCompanyProgress } from './api';
import { FiltersState } from './body';
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
          if (sheet.isError)
            return (
              <LoadFailed
                title={t('empty.failed')}
                text={sheet.error.message}
                onRetry={() => void sheet.refetch()}
              />
            );
          return <ProgressSheetView sheet={sheet.data.progress} kind="company" />;
        }}
      </FiltersState>
    </section>
  );
};
