import {
  HEAD_FLAG,
  listEmployees,
  UNIT_ID_FIELD,
  UNIT_LEVELS,
  ZId,
  ZStatus,
  type TEmployee,
} from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { useServerTable } from '../../../components/use-server-table';
import { UnitCascadeField } from '../shared/unit-cascade-field';
import type { UnitChain } from '../shared/units';
import { AccessTag } from './access-tag';
import { PEOPLE_PATHS } from './paths';
import { cachedUnit, chainOfUnit } from './unit-lookup';
import { useAccessActions } from './use-access-actions';
import './people.css';

/** `?unit=` holds the chosen unit's ids from its business unit down, so a reload shows the choice. */
const unitChainOf = (param: string | null): string[] =>
  (param ?? '')
    .split('.')
    .filter((id) => ZId.safeParse(id).success)
    .slice(0, UNIT_LEVELS.length);

export const placementText = (e: TEmployee) => e.placement.map((p) => p.name).join(' › ');

/** The units an employee heads, by name. */
export const headedText = (e: TEmployee) =>
  e.placement
    .filter((p) => e[HEAD_FLAG[p.level]] === 'Yes')
    .map((p) => p.name)
    .join(', ');

/**
 * spec §2 employees: the company's people, paged by the server; search by name, email or number,
 * filter by status and by unit (both kept in the URL), sort by name or date added; access and
 * status actions per row; CSV export of everything the filters match.
 */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const status = ZStatus.safeParse(query.get('status')).data;
  const unitChain = unitChainOf(query.get('unit'));
  const unitId = unitChain.at(-1);
  const table = useServerTable({
    route: listEmployees,
    params: { ...(status ? { status } : {}), ...(unitId ? { unitId } : {}) },
    searchable: true,
    defaultSort: { field: 'fullName', order: 'asc' },
  });
  const [confirm, confirmDialog] = useConfirm();
  const access = useAccessActions(confirm);

  const setParam = (key: string, value: string | undefined) =>
    setQuery(
      (q) => {
        if (value) q.set(key, value);
        else q.delete(key);
        return q;
      },
      { replace: true },
    );

  const edit = (e: TEmployee) => void navigate(PEOPLE_PATHS.editEmployee(e.id));
  const filtered = Boolean(status ?? unitId);

  return (
    <>
      {confirmDialog}
      <ListPage<TEmployee>
        title={ts('nav.employees')}
        intro={t('list.intro')}
        table={table}
        exportName="employees"
        actions={
          <>
            <Button
              label={ts('nav.addEmployee')}
              icon="pi pi-plus"
              onClick={() => void navigate(PEOPLE_PATHS.addEmployee)}
            />
            <Button
              label={ts('nav.importEmployees')}
              icon="pi pi-file-import"
              severity="secondary"
              outlined
              onClick={() => void navigate(PEOPLE_PATHS.importEmployees)}
            />
            <Button
              label={t('list.sage')}
              icon="pi pi-cloud-upload"
              severity="secondary"
              outlined
              onClick={() => void navigate(PEOPLE_PATHS.staged('sage'))}
            />
            <Button
              label={t('list.cow')}
              icon="pi pi-cloud-upload"
              severity="secondary"
              outlined
              onClick={() => void navigate(PEOPLE_PATHS.staged('cow'))}
            />
          </>
        }
        filters={
          <>
            <FilterSelect
              label={t('fields.status')}
              value={status}
              options={ZStatus.options.map((value) => ({ value, label: ts(`status.${value}`) }))}
              allLabel={t('list.allStatuses')}
              onChange={(next) => setParam('status', next)}
            />
            <UnitFilter chain={unitChain} onChange={(ids) => setParam('unit', ids.join('.') || undefined)} />
          </>
        }
        emptyTitle={filtered ? t('list.emptyFiltered') : t('list.empty')}
        emptyAction={
          filtered ? undefined : (
            <Button
              label={t('list.addFirst')}
              icon="pi pi-plus"
              onClick={() => void navigate(PEOPLE_PATHS.addEmployee)}
            />
          )
        }
        columns={[
          {
            field: 'fullName',
            header: t('fields.fullName'),
            sortable: true,
            body: (e) => <Link to={PEOPLE_PATHS.editEmployee(e.id)}>{e.fullName}</Link>,
          },
          { field: 'email', header: t('fields.email') },
          { field: 'employeeNumber', header: t('fields.employeeNumber') },
          { field: 'jobTitle', header: t('fields.jobTitle') },
          { field: 'placement', header: t('fields.unit'), body: placementText, csv: placementText },
          { field: 'supervisorName', header: t('fields.supervisor') },
          { field: 'head', header: t('fields.head'), body: headedText, csv: headedText },
          {
            field: 'access',
            header: t('fields.access'),
            body: (e) => <AccessTag value={e.access} />,
            csv: (e) => t(`access.${e.access}`),
          },
          {
            field: 'status',
            header: t('fields.status'),
            body: (e) => <StatusTag value={e.status} />,
            csv: (e) => ts(`status.${e.status}`),
          },
          {
            field: 'createdAt',
            header: t('fields.createdAt'),
            sortable: true,
            body: (e) => <DateText value={e.createdAt} />,
            csv: (e) => formatDate(e.createdAt),
          },
        ]}
        rowActions={[
          { label: ts('common.edit'), icon: 'pi pi-pencil', onClick: edit },
          {
            label: t('actions.giveAccess'),
            icon: 'pi pi-envelope',
            severity: 'success',
            visible: (e) => e.status === 'Active' && (e.access === 'None' || e.access === 'Disabled'),
            onClick: (e) => void access.giveAccess(e),
          },
          {
            label: t('actions.resend'),
            icon: 'pi pi-send',
            severity: 'info',
            visible: (e) => e.status === 'Active' && e.access === 'Invited',
            onClick: (e) => void access.giveAccess(e),
          },
          {
            label: t('actions.role'),
            icon: 'pi pi-id-card',
            visible: (e) => e.access === 'Invited' || e.access === 'Active',
            onClick: (e) => void navigate(PEOPLE_PATHS.role(e.id)),
          },
          {
            label: t('actions.revoke'),
            icon: 'pi pi-lock',
            severity: 'warning',
            visible: (e) => e.access === 'Invited' || e.access === 'Active',
            onClick: (e) => void access.revokeAccess(e),
          },
          {
            label: t('actions.deactivate'),
            icon: 'pi pi-user-minus',
            severity: 'danger',
            visible: (e) => e.status === 'Active',
            onClick: (e) => void access.deactivate(e),
          },
        ]}
      />
    </>
  );
};

/**
 * The unit filter: the unit picker (a form field) in a small form of its own; a choice becomes
 * the unit's ids in the URL.
 */
const UnitFilter = ({ chain, onChange }: { chain: string[]; onChange: (ids: string[]) => void }) => {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const current = chain.at(-1) ?? null;
  const chainKey = chain.join('.');
  const unitChain = useMemo<UnitChain>(
    () =>
      Object.fromEntries(
        (chainKey ? chainKey.split('.') : []).map((id, i) => [
          UNIT_ID_FIELD[UNIT_LEVELS[i] ?? 'business-unit'],
          id,
        ]),
      ),
    [chainKey],
  );
  const form = useForm<{ unit: string | null }>({ defaultValues: { unit: current } });
  const chosen = useWatch({ control: form.control, name: 'unit' });

  // The URL changed by itself (back, a link): the picker follows it.
  const seen = useRef(chosen);
  useEffect(() => {
    if (form.getValues('unit') === current) return;
    seen.current = current;
    form.reset({ unit: current });
  }, [current, form]);

  // Only a new choice moves the URL: this runs when the choice changes, reading the latest URL
  // value and onChange through refs.
  const latest = useRef({ current, onChange });
  latest.current = { current, onChange };
  useEffect(() => {
    if (chosen === seen.current) return;
    seen.current = chosen;
    if (chosen === latest.current.current) return;
    const unit = chosen ? cachedUnit(queryClient, chosen) : null;
    latest.current.onChange(chosen ? (unit ? chainOfUnit(unit) : [chosen]) : []);
  }, [chosen, queryClient]);

  return (
    <div className="people-unit-filter">
      <FormProvider {...form}>
        <UnitCascadeField name="unit" label={t('list.unitFilter')} chain={unitChain} />
      </FormProvider>
    </div>
  );
};
