import { MONTHLY_UPDATE_TYPES, type TMonthlyUpdateType, type TSubordinateProgress } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { useUrlParam } from '../../../lib/use-url-param';
import { useEmployeeProgress, useSubordinateProgress } from './api';
import { FiltersState } from './body';
import { LabelledSelect, MonthlyToolbar, useMonthlyFilters } from './filters';
import { MonthlyBar } from './progress-bar';
import { ProgressSheetView } from './progress-sheet';
import './monthly.css';

/**
 * spec §2 /app/my-inbox/monthly-progress/employee-progresses: the monthly updates filter (strategic
 * plan, annual plan, month, type — default "mine", spec §9). Mine: the KPIs of the person's annual
 * scorecards, recorded while the month is open. Subordinates: their reports who recorded updates,
 * each opening their month read-only (`?employeeId=`).
 */
export const Component = () => {
  const { t } = useTranslation('monthly');
  const { t: ts } = useTranslation();
  const filters = useMonthlyFilters();
  const [typeParam, setType] = useUrlParam('type');
  const type: TMonthlyUpdateType = typeParam === 'subordinates' ? 'subordinates' : 'mine';
  const [employeeId, setEmployeeId] = useUrlParam('employeeId');
  const annualPlanId = filters.annualPlan?.id;
  const month = filters.period?.month;
  const sheet = useEmployeeProgress(
    annualPlanId,
    type === 'mine' || employeeId ? month : undefined,
    type === 'subordinates' ? employeeId : undefined,
  );
  const reports = useSubordinateProgress(annualPlanId, month, type === 'subordinates' && !employeeId);

  const showSheet = () => {
    if (sheet.isPending) return <Loading />;
    if (sheet.isError)
      return (
        <LoadFailed
          title={t('empty.failed')}
          text={sheet.error.message}
          onRetry={() => void sheet.refetch()}
        />
      );
    return <ProgressSheetView sheet={sheet.data.progress} kind="employee" />;
  };

  const showReports = () => {
    if (employeeId) {
      return (
        <>
          <Button
            link
            icon="pi pi-arrow-left"
            label={t('subordinates.back')}
            onClick={() => setEmployeeId(undefined)}
          />
          {sheet.data ? <h2>{sheet.data.progress.employee?.fullName}</h2> : null}
          {showSheet()}
        </>
      );
    }
    if (reports.isPending) return <Loading />;
    if (reports.isError)
      return (
        <LoadFailed
          title={t('empty.failed')}
          text={reports.error.message}
          onRetry={() => void reports.refetch()}
        />
      );
    if (reports.data.list.length === 0)
      return <EmptyState card title={t('subordinates.none')} text={t('subordinates.noneText')} />;
    return (
      <div className="card">
        <DataTable
          value={reports.data.list}
          dataKey="employeeId"
          pt={namedTable(t('subordinates.tableLabel'))}
        >
          <Column field="fullName" header={t('subordinates.employee')} />
          <Column field="count" header={t('subordinates.updates')} />
          <Column
            header={t('subordinates.average')}
            body={(r: TSubordinateProgress) => <MonthlyBar progress={r.average} label={r.fullName} />}
          />
          <Column
            header={t('subordinates.open')}
            body={(r: TSubordinateProgress) => (
              <Button
                size="small"
                outlined
                label={t('subordinates.view')}
                aria-label={t('subordinates.viewOf', { name: r.fullName })}
                onClick={() => setEmployeeId(r.employeeId)}
              />
            )}
          />
        </DataTable>
      </div>
    );
  };

  return (
    <section>
      <PageHeader title={ts('nav.monthlyEmployeeProgress')}>
        <p className="muted">{t('intro.employee')}</p>
      </PageHeader>
      <MonthlyToolbar filters={filters}>
        <LabelledSelect
          name="type"
          label={t('filter.type')}
          value={type}
          options={MONTHLY_UPDATE_TYPES.map((v) => ({ value: v, label: t(`filter.types.${v}`) }))}
          onChange={(v) => {
            setType(v === 'mine' ? undefined : v);
            setEmployeeId(undefined);
          }}
        />
      </MonthlyToolbar>
      <FiltersState filters={filters}>{() => (type === 'mine' ? showSheet() : showReports())}</FiltersState>
    </section>
  );
};
