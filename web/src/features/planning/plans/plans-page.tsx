import { ZStatus, type TPlan } from '@stratum/contracts';
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
import { StatusTag } from '../../../components/status-tag';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import { usePlanningAdmin } from '../shared/access';
import { planKeys, usePlans } from '../shared/api';
import { PLAN_PARAM, planScreensOf, type PlanScreens } from '../shared/paths';
import { usePlanWrite } from './api';
import { PlanTabs, ReadOnlyNote } from './plan-tabs';

/**
 * spec §2 /app/strategic/list, /app/operational/list, /app/performance/strategic-plans: the plans
 * of one kind (the URL says which), their dates and status, and what hangs under each.
 */
export const Component = () => {
  const screens = planScreensOf(useLocation().pathname);
  return <PlanList key={screens.base} screens={screens} />;
};

const PlanList = ({ screens }: { screens: PlanScreens }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = usePlanningAdmin();
  const [query, setQuery] = useSearchParams();
  const status = ZStatus.safeParse(query.get('status')).data;
  const kind = screens.kind;
  const plans = usePlans(kind, status);
  const remove = usePlanWrite(kind, 'delete', { toast: false });
  const [confirm, confirmDialog] = useConfirm();
  const title = ts(screens.titles.list);
  const withPlan = (path: string, p: TPlan) => `${path}?${PLAN_PARAM}=${encodeURIComponent(p.id)}`;
  const exportColumns: ExportColumn<TPlan>[] = [
    { header: t('plans.fields.description'), value: (p) => p.description },
    { header: t('plans.fields.startDate'), value: (p) => p.startDate },
    { header: t('plans.fields.endDate'), value: (p) => p.endDate },
    { header: t('plans.fields.status'), value: (p) => ts(`status.${p.status}`) },
    { header: t('plans.fields.perspectives'), value: (p) => p.perspectiveCount },
    { header: t('plans.fields.ratingScale'), value: (p) => p.ratingScaleCount },
    ...(kind === 'strategic'
      ? [{ header: t('plans.fields.annualPlans'), value: (p: TPlan) => p.annualPlanCount }]
      : []),
    { header: t('plans.fields.scorecards'), value: (p) => p.scorecardCount },
  ];

  const deletePlan = async (p: TPlan) => {
    const confirmed = await confirm({
      title: t('plans.deleteTitle', { name: p.description }),
      message: t('plans.confirmDelete', { kind: t(`kinds.${kind}.lower`), name: p.description }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: p.id, version: p.version });
      notify({ severity: 'success', summary: t('plans.deleted', { name: p.description }) });
    } catch (e) {
      // A refusal says what hangs under the plan, in the server's words.
      await reportInPlaceFailure(e, {
        queryClient,
        keys: planKeys(kind),
        staleTitle: ts('conflict.title'),
        staleText: t('plans.stale', { name: p.description }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  const addButton = admin ? (
    <Button label={ts(screens.titles.add)} icon="pi pi-plus" onClick={() => void navigate(screens.add)} />
  ) : null;

  const empty = plans.isError ? (
    <EmptyState
      icon="pi pi-exclamation-circle"
      title={t('plans.failed')}
      text={plans.error.message}
      action={
        <Button
          type="button"
          icon="pi pi-refresh"
          label={ts('common.retry')}
          outlined
          onClick={() => void plans.refetch()}
        />
      }
    />
  ) : (
    <EmptyState
      title={t(`kinds.${kind}.empty`)}
      {...(admin && !status
        ? {
            action: (
              <Button
                label={t('plans.addFirst', { kind: t(`kinds.${kind}.lower`) })}
                icon="pi pi-plus"
                onClick={() => void navigate(screens.add)}
              />
            ),
          }
        : {})}
    />
  );

  return (
    <section className="list-page planning-page">
      {confirmDialog}
      <PageHeader title={title} actions={addButton}>
        <p className="page-subtitle">{t(`kinds.${kind}.intro`)}</p>
      </PageHeader>
      <PlanTabs screens={screens} current="plans" />
      {admin ? null : <ReadOnlyNote />}
      <div className="card">
        <div className="list-toolbar">
          <div className="list-filters">
            <FilterSelect
              label={t('plans.fields.status')}
              value={status}
              options={[
                { value: 'Active', label: ts('status.Active') },
                { value: 'Inactive', label: ts('status.Inactive') },
              ]}
              allLabel={t('plans.allStatuses')}
              onChange={(next) =>
                setQuery(
                  (q) => {
                    if (next) q.set('status', next);
                    else q.delete('status');
                    return q;
                  },
                  { replace: true },
                )
              }
            />
          </div>
          {/* the plans shown, with the status filter, as files */}
          <RowExports<TPlan>
            name={`${kind}-plans`}
            columns={exportColumns}
            rows={() => Promise.resolve(plans.data?.list ?? [])}
            disabled={(plans.data?.list.length ?? 0) === 0}
          />
        </div>
        <DataTable
          value={plans.data?.list ?? []}
          dataKey="id"
          loading={plans.isPending}
          emptyMessage={empty}
          pt={namedTable(title)}
          removableSort
          stripedRows
        >
          <Column
            field="description"
            header={t('plans.fields.description')}
            sortable
            body={(p: TPlan) => <Link to={screens.edit(p.id)}>{p.description}</Link>}
          />
          <Column
            field="startDate"
            header={t('plans.fields.startDate')}
            sortable
            body={(p: TPlan) => p.d_startDate}
          />
          <Column
            field="endDate"
            header={t('plans.fields.endDate')}
            sortable
            body={(p: TPlan) => p.d_endDate}
          />
          <Column
            field="status"
            header={t('plans.fields.status')}
            body={(p: TPlan) => <StatusTag value={p.status} />}
          />
          <Column
            field="perspectiveCount"
            header={t('plans.fields.perspectives')}
            body={(p: TPlan) => (
              <Link
                to={withPlan(screens.perspectives, p)}
                // the name starts with what the link shows (WCAG 2.5.3)
                aria-label={`${p.perspectiveCount} · ${t('plans.fields.perspectives')}: ${p.description}`}
              >
                {p.perspectiveCount}
              </Link>
            )}
          />
          <Column
            field="ratingScaleCount"
            header={t('plans.fields.ratingScale')}
            body={(p: TPlan) => (
              <Link
                to={withPlan(screens.ratingScales, p)}
                aria-label={`${t('plans.bandsOf', { count: p.ratingScaleCount, points: String(p.ratingPoints) })} · ${t('plans.fields.ratingScale')}: ${p.description}`}
              >
                {t('plans.bandsOf', { count: p.ratingScaleCount, points: String(p.ratingPoints) })}
              </Link>
            )}
          />
          {kind === 'strategic' ? (
            <Column field="annualPlanCount" header={t('plans.fields.annualPlans')} />
          ) : null}
          <Column field="scorecardCount" header={t('plans.fields.scorecards')} />
          {admin ? (
            <Column
              header={ts('table.actions')}
              className="row-actions-column"
              body={(p: TPlan) => (
                <div className="row-actions">
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    rounded
                    text
                    severity="secondary"
                    aria-label={ts('common.edit')}
                    tooltip={ts('common.edit')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void navigate(screens.edit(p.id))}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    rounded
                    text
                    severity="danger"
                    aria-label={ts('common.delete')}
                    tooltip={ts('common.delete')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void deletePlan(p)}
                  />
                </div>
              )}
            />
          ) : null}
        </DataTable>
      </div>
    </section>
  );
};
