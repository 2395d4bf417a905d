import {
  AUDIT_FINDING_LEVELS,
  ZAuditFindingLevel,
  type TAuditAction,
  type TTrackerRequest,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { useServerTable } from '../../../components/use-server-table';
import { routeQueryOptions } from '../../../lib/query';
import { engagementRoutes, useActiveEmployees } from '../engagement/api';
import { auditPaths } from '../engagement/paths';
import { useBusinessUnits } from '../management/api';
import { RatingTag } from '../findings/finding-pages';
import { responseRoutes } from './api';
import { ActionStatusTag } from './status';

type View = TTrackerRequest['view'];
type Rating = (typeof AUDIT_FINDING_LEVELS)[number];

const Toggle = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="list-filter">
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(Boolean(e.checked))} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
};

/** The age choices: at least this many days since the action was planned. */
const AGES = [30, 60, 90, 180] as const;
const FILTER_PARAMS = [
  'view',
  'engagementId',
  'unitId',
  'ownerId',
  'rating',
  'minAgeDays',
  'overdue',
  'waiting',
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

/** The tracker's filters, kept in the URL (as the other lists do) so a filtered view can be shared. */
const useFilters = (waitingOnly: boolean) => {
  const [query, setQuery] = useSearchParams();
  const age = Number(query.get('minAgeDays'));
  const filters = {
    view: (query.get('view') === 'closed-audit-management-actions'
      ? 'closed-audit-management-actions'
      : 'open-audit-management-actions') as View,
    engagementId: query.get('engagementId') || undefined,
    unitId: query.get('unitId') || undefined,
    ownerId: query.get('ownerId') || undefined,
    rating: ZAuditFindingLevel.safeParse(query.get('rating')).data,
    minAgeDays: (AGES as readonly number[]).includes(age) ? age : undefined,
    overdue: query.get('overdue') === '1',
    waiting: query.has('waiting') ? query.get('waiting') === '1' : waitingOnly,
  };
  const set = (name: FilterParam, value: string | undefined) =>
    setQuery(
      (q) => {
        if (value) q.set(name, value);
        else q.delete(name);
        return q;
      },
      { replace: true },
    );
  const clear = () =>
    setQuery(
      (q) => {
        for (const p of FILTER_PARAMS) q.delete(p);
        return q;
      },
      { replace: true },
    );
  return { filters, set, clear, any: FILTER_PARAMS.some((p) => query.has(p)) };
};

/** The audits a tracker can be filtered by: open and closed ones. */
export const useAudits = () => {
  const open = useQuery({
    ...routeQueryOptions(engagementRoutes.listEngagements, { status: 'Open', limit: 200 }),
    staleTime: 5 * 60_000,
  });
  const closed = useQuery({
    ...routeQueryOptions(engagementRoutes.listEngagements, { status: 'Closed', limit: 200 }),
    staleTime: 5 * 60_000,
  });
  return [...(open.data?.list ?? []), ...(closed.data?.list ?? [])].map((e) => ({
    value: e.id,
    label: e.title,
  }));
};

/** The issue status with the filters the two screens share (audit, unit, owner). */
const statusLink = (filters: { engagementId?: string; unitId?: string; ownerId?: string }) => {
  const q = new URLSearchParams();
  for (const k of ['engagementId', 'unitId', 'ownerId'] as const) {
    const v = filters[k];
    if (v) q.set(k, v);
  }
  const search = q.toString();
  return search ? `${auditPaths.issueStatus}?${search}` : auditPaths.issueStatus;
};

/**
 * spec §2 issue-tracker (view open-audit-management-actions by default) and
 * audit-finding-waiting-validation: management actions across audits, filtered by audit, business
 * unit, owner, rating, age, overdue and validation; each opens its progress page.
 */
const Tracker = ({ waitingOnly }: { waitingOnly: boolean }) => {
  const { t } = useTranslation('audit-findings');
  const { filters, set, clear, any } = useFilters(waitingOnly);
  const audits = useAudits();
  const units = useBusinessUnits();
  const employees = useActiveEmployees();
  const { view, rating, overdue, waiting } = filters;
  const table = useServerTable({
    route: responseRoutes.tracker,
    params: {
      view,
      ...(filters.engagementId ? { engagementId: filters.engagementId } : {}),
      ...(filters.unitId ? { unitId: filters.unitId } : {}),
      ...(filters.ownerId ? { ownerId: filters.ownerId } : {}),
      ...(rating ? { rating } : {}),
      ...(filters.minAgeDays ? { minAgeDays: filters.minAgeDays } : {}),
      ...(overdue ? { overdue: true } : {}),
      ...(waiting ? { waitingValidation: true } : {}),
    },
    pageSize: 50,
  });
  const columns: ListColumn<TAuditAction>[] = [
    {
      field: 'title',
      header: t('response.actions'),
      body: (a) => <Link to={auditPaths.addProgress(a.id)}>{a.title}</Link>,
    },
    {
      field: 'engagementTitle',
      header: t('action.audit'),
      body: (a) =>
        a.engagementId ? (
          a.engagementTitle
        ) : (
          <Link to={auditPaths.outsideFinding(a.findingId)}>
            {t('action.outside')}: {a.engagementTitle}
          </Link>
        ),
      csv: (a) => a.engagementTitle,
    },
    { field: 'findingTitle', header: t('action.finding') },
    {
      field: 'rating',
      header: t('tracker.rating'),
      body: (a) => <RatingTag rating={a.rating} />,
      csv: (a) => a.rating,
    },
    {
      field: 'owner',
      header: t('action.owner'),
      body: (a) => a.owner.fullName,
      csv: (a) => a.owner.fullName,
    },
    { field: 'dueOn', header: t('action.due') },
    { field: 'ageDays', header: t('action.age') },
    {
      field: 'status',
      header: t('action.status'),
      body: (a) => <ActionStatusTag status={a.status} />,
      csv: (a) => a.status,
    },
  ];
  return (
    <ListPage
      title={waitingOnly ? t('tracker.waitingTitle') : t('tracker.title')}
      table={table}
      columns={columns}
      exportName="issue-tracker"
      emptyTitle={t('tracker.empty')}
      actions={
        <>
          <Link to={statusLink(filters)}>{t('status.fromTracker')}</Link>{' '}
          {/* the findings outside audits are the audit team's and administrators' */}
          {table.answer?.auditStaff === true ? (
            <>
              <Link to={auditPaths.outsideFindings}>{t('outside.link')}</Link>{' '}
              <Link className="p-button" to={auditPaths.addOutsideFinding}>
                <i className="pi pi-plus" aria-hidden="true" /> {t('add')}
              </Link>
            </>
          ) : null}
        </>
      }
      filters={
        <>
          <FilterSelect<View>
            label={t('tracker.title')}
            value={view === 'closed-audit-management-actions' ? view : undefined}
            allLabel={t('tracker.open')}
            options={[{ value: 'closed-audit-management-actions', label: t('tracker.closed') }]}
            onChange={(v) => set('view', v)}
          />
          <FilterSelect
            label={t('tracker.audit')}
            value={filters.engagementId}
            allLabel={t('tracker.anyAudit')}
            options={audits}
            onChange={(v) => set('engagementId', v)}
          />
          <FilterSelect
            label={t('tracker.unit')}
            value={filters.unitId}
            allLabel={t('tracker.anyUnit')}
            options={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            onChange={(v) => set('unitId', v)}
          />
          <FilterSelect
            label={t('tracker.owner')}
            value={filters.ownerId}
            allLabel={t('tracker.anyOwner')}
            options={(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }))}
            onChange={(v) => set('ownerId', v)}
          />
          <FilterSelect<Rating>
            label={t('tracker.rating')}
            value={rating}
            allLabel={t('tracker.anyRating')}
            options={AUDIT_FINDING_LEVELS.map((l) => ({ value: l, label: t(`rating.${l}`) }))}
            onChange={(v) => set('rating', v)}
          />
          <FilterSelect
            label={t('tracker.age')}
            value={filters.minAgeDays ? String(filters.minAgeDays) : undefined}
            allLabel={t('tracker.anyAge')}
            options={AGES.map((days) => ({
              value: String(days),
              label: t('tracker.olderThan', { days: String(days) }),
            }))}
            onChange={(v) => set('minAgeDays', v)}
          />
          <Toggle
            label={t('tracker.overdueOnly')}
            checked={overdue}
            onChange={(v) => set('overdue', v ? '1' : undefined)}
          />
          <Toggle
            label={t('tracker.waitingOnly')}
            checked={waiting}
            onChange={(v) => set('waiting', v === waitingOnly ? undefined : v ? '1' : '0')}
          />
          {any ? <Button type="button" label={t('tracker.clear')} text onClick={clear} /> : null}
        </>
      }
    />
  );
};

export const TrackerPage = () => <Tracker waitingOnly={false} />;
export const WaitingValidationPage = () => <Tracker waitingOnly />;
