import { childLevelOf, parentLevelOf, ZStatus, type TOrgUnit, type UnitLevel } from '@stratum/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { ListTable, type ListColumn } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { errorNotice } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { invalidateHierarchy, unitsOfLevelQueryOptions } from '../shared/units';
import { useUnitWrite } from './api';
import { useClientTable } from './client-table';
import { LevelTabs } from './level-tabs';
import { LEVEL_TITLE, levelOfPath, unitPaths } from './levels';
import { isStaleUnit, pathText } from './unit-text';

/** spec §2 businessUnits … subSubSections: one list page for the six levels (the URL names it). */
export const Component = () => {
  const level = levelOfPath(useLocation().pathname) ?? 'business-unit';
  // A new level is a new list: its search and paging start afresh.
  return <UnitList key={level} level={level} />;
};

const UnitList = ({ level }: { level: UnitLevel }) => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const status = ZStatus.safeParse(query.get('status')).data;
  const parent = parentLevelOf(level);
  const child = childLevelOf(level);
  const paths = unitPaths(level);
  const title = ts(LEVEL_TITLE[level].list);

  const units = useQuery(unitsOfLevelQueryOptions(level, status ? { status } : {}));
  // A level under an empty one can hold nothing yet: say what to create first.
  const parents = useQuery({ ...unitsOfLevelQueryOptions(parent ?? level), enabled: parent !== null });
  const parentMissing = parent !== null && parents.data !== undefined && parents.data.length === 0;

  const table = useClientTable<TOrgUnit>({
    rows: units.data,
    loading: units.isPending,
    error: units.error,
    retry: () => void units.refetch(),
    searchText: useCallback((u: TOrgUnit) => [u.name, pathText(u), u.head?.fullName ?? ''].join(' '), []),
    sortValue: useCallback((u: TOrgUnit, field: string) => {
      if (field === 'memberCount') return u.memberCount;
      if (field === 'childCount') return u.childCount;
      if (field === 'path') return pathText(u);
      return u.name;
    }, []),
    defaultSort: { field: 'name', order: 'asc' },
  });

  const remove = useUnitWrite(level, 'delete', { toast: false });
  const [confirm, confirmDialog] = useConfirm();
  const levelInText = t(`levels.${level}.inText`);

  const deleteUnit = async (u: TOrgUnit) => {
    const confirmed = await confirm({
      title: t('units.deleteTitle', { name: u.name }),
      message: t('units.confirmDelete', { level: levelInText, name: u.name }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: u.id, version: u.version });
      notify({ severity: 'success', summary: t('units.deleted', { name: u.name }) });
    } catch (e) {
      if (isStaleUnit(e)) {
        await invalidateHierarchy(queryClient);
        notify({
          severity: 'warn',
          summary: ts('conflict.title'),
          detail: t('units.stale', { name: u.name }),
        });
        return;
      }
      // A refusal says why (units under it, people in it) in the server's words.
      const notice = errorNotice(e, ts('errors.requestFailed'));
      if (notice) notify(notice);
    }
  };

  const yesNo = (v: string | null) => (v === 'Yes' ? t('units.yes') : v === 'No' ? t('units.no') : '');
  const columns: ListColumn<TOrgUnit>[] = [
    {
      field: 'name',
      header: t('units.fields.name'),
      sortable: true,
      body: (u) => <Link to={paths.edit(u.id)}>{u.name}</Link>,
    },
    ...(parent
      ? [
          {
            field: 'path',
            header: t('units.fields.path'),
            sortable: true,
            body: (u: TOrgUnit) => <span className="unit-path">{pathText(u)}</span>,
            csv: pathText,
          },
        ]
      : []),
    ...(level === 'business-unit'
      ? [
          {
            field: 'strategyPlanOwner',
            header: t('units.fields.strategyPlanOwner'),
            body: (u: TOrgUnit) => yesNo(u.strategyPlanOwner),
            csv: (u: TOrgUnit) => yesNo(u.strategyPlanOwner),
          },
        ]
      : []),
    {
      field: 'head',
      header: t('units.fields.head'),
      body: (u) => u.head?.fullName ?? <span className="muted">{t('units.noHead')}</span>,
      csv: (u) => u.head?.fullName ?? '',
    },
    { field: 'status', header: t('units.fields.status'), body: (u) => <StatusTag value={u.status} /> },
    { field: 'memberCount', header: t('units.fields.people'), sortable: true },
    ...(child ? [{ field: 'childCount', header: t('units.fields.units'), sortable: true }] : []),
  ];

  const addButton = (
    <Button label={ts(LEVEL_TITLE[level].add)} icon="pi pi-plus" onClick={() => void navigate(paths.add)} />
  );
  const emptyAction =
    status || units.isError ? undefined : parentMissing && parent ? (
      <div className="unit-empty-hint">
        <p className="empty-state-text">
          {t('units.parentFirstText', {
            child: levelInText,
            parent: t(`levels.${parent}.a`),
          })}
        </p>
        <Link className="p-button" to={unitPaths(parent).add}>
          {t('units.parentFirst', { level: t(`levels.${parent}.a`) })}
        </Link>
      </div>
    ) : (
      <Button
        label={t('units.addFirst', { level: levelInText })}
        icon="pi pi-plus"
        onClick={() => void navigate(paths.add)}
      />
    );

  return (
    <section className="list-page">
      {confirmDialog}
      <PageHeader title={title} actions={addButton}>
        <p className="page-subtitle">{t(`levels.${level}.intro`)}</p>
      </PageHeader>
      <LevelTabs current={level} />
      <ListTable<TOrgUnit>
        label={title}
        table={table}
        exportName={title}
        columns={columns}
        emptyTitle={t(`levels.${level}.empty`)}
        emptyAction={emptyAction}
        filters={
          <FilterSelect
            label={t('units.fields.status')}
            value={status}
            options={[
              { value: 'Active', label: ts('status.Active') },
              { value: 'Inactive', label: ts('status.Inactive') },
            ]}
            allLabel={t('units.allStatuses')}
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
        }
        rowActions={[
          { label: ts('common.edit'), icon: 'pi pi-pencil', onClick: (u) => void navigate(paths.edit(u.id)) },
          {
            label: ts('common.delete'),
            icon: 'pi pi-trash',
            severity: 'danger',
            onClick: (u) => void deleteUnit(u),
          },
        ]}
      />
    </section>
  );
};
