import { ApiError, getMyModuleAccess, type TMonthPeriod } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { routeQueryOptions } from '../../../lib/query';
import { useSetGrace } from './api';
import { FiltersState } from './body';
import { MonthlyToolbar, useMonthlyFilters } from './filters';
import './monthly.css';

/** How many days months stay open after they end; Performance Management administrators change it. */
const GraceForm = ({
  annualPlanId,
  graceDays,
  version,
}: {
  annualPlanId: string;
  graceDays: number;
  version: number;
}) => {
  const { t } = useTranslation('monthly');
  const id = useId();
  const [value, setValue] = useState(String(graceDays));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetGrace();
  return (
    <form
      className="card monthly-grace"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        save.mutate(
          { input: { annualPlanId, graceDays: Number(value), version } },
          { onError: (err) => setProblem(err instanceof ApiError ? err.message : String(err)) },
        );
      }}
    >
      <label htmlFor={id}>{t('periods.grace')}</label>
      <InputText
        id={id}
        name="graceDays"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" label={t('periods.saveGrace')} loading={save.isPending} />
      {problem ? (
        <small className="p-error" role="alert">
          {problem}
        </small>
      ) : null}
    </form>
  );
};

/**
 * spec §2 /app/performance/monthly-progresses: the months of an annual plan (spec §1 "periods"),
 * each open or closed for updates today, and the grace days after a month's end.
 */
export const Component = () => {
  const { t } = useTranslation('monthly');
  const { t: ts } = useTranslation();
  const filters = useMonthlyFilters();
  const access = useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'performance' }),
    select: (d) => d.item.adminAccess,
  });
  const data = filters.periods.data;
  return (
    <section>
      <PageHeader title={ts('nav.monthlyPeriods')}>
        <p className="muted">{t('intro.periods', { days: data?.graceDays ?? 0 })}</p>
      </PageHeader>
      <MonthlyToolbar filters={filters} />
      <FiltersState filters={filters}>
        {() => (
          <>
            {access.data && data && filters.annualPlan ? (
              <GraceForm
                key={`${filters.annualPlan.id}-${data.version}`}
                annualPlanId={filters.annualPlan.id}
                graceDays={data.graceDays}
                version={data.version}
              />
            ) : null}
            <div className="card">
              <DataTable value={data?.list ?? []} dataKey="month" pt={namedTable(t('periods.tableLabel'))}>
                <Column field="label" header={t('periods.month')} />
                <Column
                  header={t('periods.days')}
                  body={(p: TMonthPeriod) => `${p.startDate} – ${p.endDate}`}
                />
                <Column field="closesOn" header={t('periods.closesOn')} />
                <Column
                  header={t('periods.status')}
                  body={(p: TMonthPeriod) => (
                    <span className={`monthly-status monthly-status-${p.open ? 'open' : 'closed'}`}>
                      {p.open ? t('periods.isOpen') : t('periods.isClosed')}
                    </span>
                  )}
                />
              </DataTable>
            </div>
          </>
        )}
      </FiltersState>
    </section>
  );
};
