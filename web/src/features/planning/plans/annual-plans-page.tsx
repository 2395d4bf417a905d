import type { TAnnualPlan } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeader } from '../../../components/page-header';
import { RowExports, type ExportColumn } from '../../../components/row-exports';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import { ANNUAL_PLAN_PARAM } from '../../scorecard';
import { usePlanningAdmin } from '../shared/access';
import { useAnnualPlans, usePlans } from '../shared/api';
import { annualScreensOf, STRATEGIC_PLAN_PARAM, type AnnualScreens } from '../shared/paths';
import { usePlanOptions } from '../shared/plan-select';
import { annualKeys, useDeleteAnnualPlan } from './api';
import { ReadOnlyNote } from './plan-tabs';
import { RowActions } from './row-actions';
import './plans.css';

/**
 * spec §2 /app/annual/list and /app/performance/annual-plans: the annual strategic plans, each
 * a year of a strategic plan with its four quarters; optionally those of one strategic plan.
 */
export const Component = () => {
  const screens = annualScreensOf(useLocation().pathname);
  return <AnnualPlans key={screens.base} screens={screens} />;
};

const AnnualPlans = ({ screens }: { screens: AnnualScreens }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = usePlanningAdmin();
  const [query, setQuery] = useSearchParams();
  const strategicPlanId = query.get(STRATEGIC_PLAN_PARAM) ?? undefined;
  const plans = usePlans('strategic');
  const planOptions = usePlanOptions(plans.data?.list);
  const annual = useAnnualPlans(strategicPlanId);
  const remove = useDeleteAnnualPlan();
  const [confirm, confirmDialog] = useConfirm();
  const title = ts('nav.annualPlans');
  const exportColumns: ExportColumn<TAnnualPlan>[] = [
    { header: t('annual.fields.year'), value: (a) => a.label },
    { header: t('annual.fields.strategicPlan'), value: (a) => a.strategicPlanDescription },
    { header: t('annual.fields.startDate'), value: (a) => a.startDate },
    { header: t('annual.fields.endDate'), value: (a) => a.endDate },
    { header: t('annual.fields.scorecards'), value: (a) => a.scorecardCount },
  ];
  const noStrategic = plans.data !== undefined && plans.data.list.length === 0;
  const addPath = strategicPlanId
    ? `${screens.add}?${STRATEGIC_PLAN_PARAM}=${encodeURIComponent(strategicPlanId)}`
    : screens.add;
  const quartersOf = (a: TAnnualPlan) =>
    `${screens.quarters}?${ANNUAL_PLAN_PARAM}=${encodeURIComponent(a.id)}`;

  const deleteAnnual = async (a: TAnnualPlan) => {
    const confirmed = await confirm({
      title: t('annual.deleteTitle', { name: a.label }),
      message: t('annual.confirmDelete', { name: a.label, plan: a.strategicPlanDescription }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: a.id, version: a.version } });
      notify({ severity: 'success', summary: t('annual.deleted', { name: a.label }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: annualKeys,
        staleTitle: ts('conflict.title'),
        staleText: t('annual.stale', { name: a.label }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  const addButton =
    admin && !noStrategic ? (
      <Button label={ts('nav.addAnnualPlan')} icon="pi pi-plus" onClick={() => void navigate(addPath)} />
    ) : null;

  const empty = annual.isError ? (
    <EmptyState
      icon="pi pi-exclamation-circle"
      title={t('annual.failed')}
      text={annual.error.message}
      action={
        <Button
          type="button"
          icon="pi pi-refresh"
          label={ts('common.retry')}
          outlined
          onClick={() => void annual.refetch()}
        />
      }
    />
  ) : noStrategic ? (
    <EmptyState
      title={t('annual.empty')}
      text={t('annual.noStrategic')}
      {...(admin
        ? {
            action: (
              <Link className="p-button" to={screens.plans.add}>
                {t('annual.addStrategic')}
              </Link>
            ),
          }
        : {})}
    />
  ) : (
    <EmptyState
      title={t('annual.empty')}
      {...(admin
        ? {
            action: (
              <Button label={t('annual.addFirst')} icon="pi pi-plus" onClick={() => void navigate(addPath)} />
            ),
          }
        : {})}
    />
  );

  return (
    <section className="list-page planning-page">
      {confirmDialog}
      <PageHeader title={title} actions={addButton}>
        <p className="page-subtitle">{t('annual.intro')}</p>
      </PageHeader>
      {admin ? null : <ReadOnlyNote />}
      <div className="card">
        <div className="list-toolbar">
          {planOptions.length > 1 ? (
            <div className="list-filters">
              <FilterSelect
                label={t('annual.fields.strategicPlan')}
                value={strategicPlanId}
                options={planOptions}
                allLabel={t('annual.allPlans')}
                onChange={(next) =>
                  setQuery(
                    (q) => {
                      if (next) q.set(STRATEGIC_PLAN_PARAM, next);
                      else q.delete(STRATEGIC_PLAN_PARAM);
                      return q;
                    },
                    { replace: true },
                  )
                }
              />
            </div>
          ) : null}
          {/* the annual plans shown, with the strategic plan filter, as files */}
          <RowExports<TAnnualPlan>
            name="annual-plans"
            columns={exportColumns}
            rows={() => Promise.resolve(annual.data?.list ?? [])}
            disabled={(annual.data?.list.length ?? 0) === 0}
          />
        </div>
        <DataTable
          value={annual.data?.list ?? []}
          dataKey="id"
          loading={annual.isPending}
          emptyMessage={empty}
          pt={namedTable(title)}
          stripedRows
        >
          <Column
            header={t('annual.fields.year')}
            body={(a: TAnnualPlan) => <Link to={screens.edit(a.id)}>{a.label}</Link>}
          />
          <Column field="strategicPlanDescription" header={t('annual.fields.strategicPlan')} />
          <Column
            field="startDate"
            header={t('annual.fields.startDate')}
            body={(a: TAnnualPlan) => a.d_startDate}
          />
          <Column
            field="endDate"
            header={t('annual.fields.endDate')}
            body={(a: TAnnualPlan) => a.d_endDate}
          />
          <Column field="scorecardCount" header={t('annual.fields.scorecards')} />
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(a: TAnnualPlan) => (
              <RowActions
                actions={[
                  {
                    label: t('annual.manageQuarters'),
                    name: a.label,
                    icon: 'pi pi-calendar',
                    onClick: () => void navigate(quartersOf(a)),
                  },
                  ...(admin
                    ? [
                        {
                          label: ts('common.edit'),
                          name: a.label,
                          icon: 'pi pi-pencil',
                          onClick: () => void navigate(screens.edit(a.id)),
                        },
                        {
                          label: ts('common.delete'),
                          name: a.label,
                          icon: 'pi pi-trash',
                          severity: 'danger' as const,
                          onClick: () => void deleteAnnual(a),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          />
        </DataTable>
      </div>
    </section>
  );
};
