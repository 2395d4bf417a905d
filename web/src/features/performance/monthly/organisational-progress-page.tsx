import type { TUnitProgress } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { useOrganisationalProgress } from './api';
import { FiltersState } from './body';
import { MonthlyToolbar, useMonthlyFilters } from './filters';
import { MonthlyBar } from './progress-bar';
import './monthly.css';

const UnitTable = ({ title, rows }: { title: string; rows: TUnitProgress[] }) => {
  const { t } = useTranslation('monthly');
  return (
    <div className="card">
      <h2>{title}</h2>
      <DataTable
        value={rows}
        dataKey="unitId"
        pt={namedTable(title)}
        emptyMessage={t('organisation.noUnits')}
      >
        <Column field="name" header={t('organisation.unit')} />
        <Column field="count" header={t('organisation.updates')} />
        <Column
          header={t('organisation.average')}
          body={(r: TUnitProgress) =>
            r.count > 0 ? (
              <MonthlyBar progress={r.average} label={r.name} />
            ) : (
              <span className="muted">—</span>
            )
          }
        />
      </DataTable>
    </div>
  );
};

/**
 * spec §2 /app/reports/monthly-progress: a month's organisational progress — every employee's
 * updates and the company scorecard's, averaged, and the averages by business unit and department
 * (read from running totals: one query, whatever the company's size).
 */
export const Component = () => {
  const { t } = useTranslation('monthly');
  const { t: ts } = useTranslation();
  const filters = useMonthlyFilters();
  const report = useOrganisationalProgress(filters.annualPlan?.id, filters.period?.month);
  return (
    <section>
      <PageHeader title={ts('nav.reportMonthlyProgress')}>
        <p className="muted">{t('intro.organisation')}</p>
      </PageHeader>
      <MonthlyToolbar filters={filters} />
      <FiltersState filters={filters}>
        {() => {
          if (report.isPending) return <Loading />;
          if (report.isError)
            return (
              <LoadFailed
                title={t('empty.failed')}
                text={report.error.message}
                onRetry={() => void report.refetch()}
              />
            );
          const p = report.data.progress;
          return (
            <div className="monthly-sheet">
              <div className="card monthly-overall">
                <div>
                  <h2>{t('organisation.employees')}</h2>
                  <MonthlyBar progress={p.employees.average} label={t('organisation.employees')} />
                  <small className="muted">{t('organisation.count', { count: p.employees.count })}</small>
                </div>
                <div>
                  <h2>{t('organisation.company')}</h2>
                  <MonthlyBar progress={p.company.average} label={t('organisation.company')} />
                  <small className="muted">{t('organisation.count', { count: p.company.count })}</small>
                </div>
              </div>
              <UnitTable title={t('organisation.businessUnits')} rows={p.businessUnits} />
              <UnitTable title={t('organisation.departments')} rows={p.departments} />
            </div>
          );
        }}
      </FiltersState>
    </section>
  );
};
