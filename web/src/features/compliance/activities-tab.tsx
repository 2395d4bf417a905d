import {
  COMPLIANCE_STATUSES,
  listActivities,
  type TActivity,
  type TComplianceStatus,
} from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { serverTableProps } from '../../components/server-table-props';
import { namedTable } from '../../components/table-name';
import { useServerTable } from '../../components/use-server-table';
import { useUrlParam } from '../../lib/use-url-param';
import { useSetupList } from './api';
import { compliancePaths } from './paths';
import { ComplianceStatusTag } from './status-tag';
import { recurrenceText } from './recurrence-text';

/**
 * The activities, next due first, filtered by status, regulation or team (the filters in the URL),
 * a page at a time (a company may have thousands: docs/compliance.md "Tests, journeys and bench").
 */
export const ActivitiesTab = () => {
  const { t } = useTranslation('compliance');
  const { t: ts } = useTranslation('shell');
  const [status, setStatus] = useUrlParam('status');
  const [regulationId, setRegulationId] = useUrlParam('regulation');
  const [teamId, setTeamId] = useUrlParam('team');
  const regulations = useSetupList('regulation');
  const complying = useSetupList('complying');
  const reviewing = useSetupList('compliance');
  // useServerTable compares its params by value: a new object with the same filters is the same query.
  const table = useServerTable({
    route: listActivities,
    params: {
      ...(status ? { status: status as TComplianceStatus } : {}),
      ...(regulationId ? { regulationId } : {}),
      ...(teamId ? { teamId } : {}),
    },
    pageSize: 50,
  });
  const teams = [...(complying.data?.list ?? []), ...(reviewing.data?.list ?? [])];
  return (
    <div className="card">
      <div className="compliance-filters" role="group" aria-label={t('activities.filters')}>
        <FilterSelect
          label={t('activities.status')}
          value={status}
          allLabel={t('common.all')}
          options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          onChange={(v) => setStatus(v)}
        />
        <FilterSelect
          label={t('activities.regulation')}
          value={regulationId}
          allLabel={t('common.all')}
          options={(regulations.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
          onChange={(v) => setRegulationId(v)}
        />
        <FilterSelect
          label={t('activities.team')}
          value={teamId}
          allLabel={t('common.all')}
          options={teams.map((x) => ({ value: x.id, label: x.name }))}
          onChange={(v) => setTeamId(v)}
        />
      </div>
      <DataTable
        value={table.rows}
        dataKey="id"
        pt={namedTable(t('tabs.activities'))}
        stripedRows
        {...serverTableProps(
          table,
          ts,
          <EmptyState title={t('activities.empty')} text={t('activities.emptyText')} />,
        )}
      >
        <Column
          header={t('activities.name')}
          body={(a: TActivity) => (
            <Link to={compliancePaths.activity(a.id)} aria-label={t('activities.open', { name: a.name })}>
              {a.name}
            </Link>
          )}
        />
        <Column field="regulationName" header={t('activities.regulation')} />
        <Column field="complyingTeamName" header={t('activities.complyingTeam')} />
        <Column field="complianceTeamName" header={t('activities.complianceTeam')} />
        <Column header={t('activities.recurrence')} body={(a: TActivity) => recurrenceText(t, a)} />
        <Column field="d_nextComplianceDate" header={t('activities.next')} />
        <Column field="d_lastComplianceDate" header={t('activities.last')} />
        <Column
          header={t('activities.status')}
          body={(a: TActivity) => <ComplianceStatusTag activity={a} />}
        />
      </DataTable>
    </div>
  );
};
