import type { TEmployeeScorecard } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { StatusTag } from '../../../components/status-tag';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import { annualPlanOptions, useChosenAnnualPlan } from '../../scorecard';
import { EMPLOYEE_SCORECARD_KEYS, useDeleteEmployeeScorecard } from './api';
import { EMPLOYEE_SCREENS } from './paths';

/**
 * A page of the employee scorecard screens about one annual plan: its title and actions, the
 * choice of annual plan (kept in `?annualPlanId=`), and its body once an annual plan is chosen.
 */
export const AnnualPlanPage = ({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro: string;
  actions?: (annualPlanId: string) => ReactNode;
  children: (annualPlanId: string) => ReactNode;
}) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const options = annualPlanOptions(annualPlans.data?.list);
  return (
    <section className="planning-page employee-scorecards-page">
      <PageHeader title={title} actions={chosen && actions ? actions(chosen.id) : null}>
        <p className="page-subtitle">{intro}</p>
      </PageHeader>
      {options.length > 0 ? (
        <div className="planning-toolbar">
          <RecordSelect label={t('annualPlan')} value={chosen?.id} options={options} onChange={choose} />
        </div>
      ) : null}
      {annualPlans.isPending ? (
        <Loading />
      ) : annualPlans.isError ? (
        <div className="card">
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={ts('table.failed')}
            text={annualPlans.error.message}
          />
        </div>
      ) : chosen ? (
        children(chosen.id)
      ) : (
        <div className="card">
          <EmptyState title={t('noAnnualPlans')} text={t('noAnnualPlansText')} />
        </div>
      )}
    </section>
  );
};

/** What a scorecard is: annual, functional, a quarter's, or a library template. */
export const TypeOf = ({ s }: { s: TEmployeeScorecard }) => {
  const { t } = useTranslation('employeeScorecards');
  if (s.kind === 'library') return <>{t('type.library')}</>;
  if (s.kind === 'employee-periodic') return <>{t('type.periodic', { quarter: s.quarterLabel ?? '' })}</>;
  return <>{s.functional ? t('type.functional') : t('type.annual')}</>;
};

/**
 * Employee scorecards (or templates) in a table: name (to the editor), whose, what kind, the
 * agreement of a quarter's, its KPAs and KPIs, and edit / delete where `canDelete` allows it
 * (the API refuses the rest with "Delete Employee Scorecard Failed", said in a toast).
 */
export const EmployeeScorecardTable = ({
  label,
  list,
  loading,
  error,
  showEmployee = false,
  canDelete,
  empty,
}: {
  label: string;
  list: readonly TEmployeeScorecard[] | undefined;
  loading: boolean;
  error: Error | null;
  showEmployee?: boolean;
  canDelete: (s: TEmployeeScorecard) => boolean;
  empty: ReactNode;
}) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteEmployeeScorecard();
  const [confirm, confirmDialog] = useConfirm();

  const deleteScorecard = async (s: TEmployeeScorecard) => {
    const confirmed = await confirm({
      title: t('list.deleteTitle', { name: s.name }),
      message: t('list.confirmDelete', { name: s.name, kpis: String(s.kpiCount) }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: s.id, version: s.version } });
      notify({ severity: 'success', summary: t('list.deleted', { name: s.name }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: EMPLOYEE_SCORECARD_KEYS,
        staleTitle: ts('conflict.title'),
        staleText: t('list.stale', { name: s.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  return (
    <div className="card">
      {confirmDialog}
      <DataTable
        value={[...(list ?? [])]}
        dataKey="id"
        loading={loading}
        pt={namedTable(label)}
        stripedRows
        emptyMessage={
          error ? (
            <EmptyState icon="pi pi-exclamation-circle" title={ts('table.failed')} text={error.message} />
          ) : (
            empty
          )
        }
      >
        <Column
          header={t('fields.name')}
          body={(s: TEmployeeScorecard) => <Link to={EMPLOYEE_SCREENS.edit(s.id)}>{s.name}</Link>}
        />
        {showEmployee ? (
          <Column header={t('fields.employee')} body={(s: TEmployeeScorecard) => s.employeeName ?? '—'} />
        ) : null}
        <Column header={t('fields.type')} body={(s: TEmployeeScorecard) => <TypeOf s={s} />} />
        <Column
          header={t('fields.agreement')}
          body={(s: TEmployeeScorecard) =>
            s.agreementStatus ? <StatusTag value={s.agreementStatus} /> : <span className="muted">—</span>
          }
        />
        <Column
          header={t('fields.kpas')}
          body={(s: TEmployeeScorecard) => (s.includeKeyPerformanceArea === 'Yes' ? s.kpaCount : '—')}
        />
        <Column field="kpiCount" header={t('fields.kpis')} />
        <Column
          header={ts('table.actions')}
          className="row-actions-column"
          body={(s: TEmployeeScorecard) => (
            <div className="row-actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                rounded
                text
                severity="secondary"
                aria-label={`${t('list.open')} ${s.name}`}
                tooltip={t('list.open')}
                tooltipOptions={{ position: 'top' }}
                onClick={() => void navigate(EMPLOYEE_SCREENS.edit(s.id))}
              />
              {canDelete(s) ? (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')} ${s.name}`}
                  tooltip={ts('common.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void deleteScorecard(s)}
                />
              ) : null}
            </div>
          )}
        />
      </DataTable>
    </div>
  );
};
