import { AUDIT_FINDING_LEVELS, type TAuditAction, type TTrackerRequest } from '@stratum/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { useServerTable } from '../../../components/use-server-table';
import { auditPaths } from '../engagement/paths';
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

/**
 * spec §2 issue-tracker (view open-audit-management-actions by default) and
 * audit-finding-waiting-validation: management actions across audits, filtered by rating,
 * overdue and validation; each opens its progress page.
 */
const Tracker = ({ waitingOnly }: { waitingOnly: boolean }) => {
  const { t } = useTranslation('audit-findings');
  const [view, setView] = useState<View>('open-audit-management-actions');
  const [rating, setRating] = useState<Rating | undefined>(undefined);
  const [overdue, setOverdue] = useState(false);
  const [waiting, setWaiting] = useState(waitingOnly);
  const table = useServerTable({
    route: responseRoutes.tracker,
    params: {
      view,
      ...(rating ? { rating } : {}),
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
      body: (a) => (a.engagementId ? a.engagementTitle : t('action.outside')),
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
      filters={
        <>
          <FilterSelect<View>
            label={t('tracker.title')}
            value={view === 'closed-audit-management-actions' ? view : undefined}
            allLabel={t('tracker.open')}
            options={[{ value: 'closed-audit-management-actions', label: t('tracker.closed') }]}
            onChange={(v) => setView(v ?? 'open-audit-management-actions')}
          />
          <FilterSelect<Rating>
            label={t('tracker.rating')}
            value={rating}
            allLabel={t('tracker.anyRating')}
            options={AUDIT_FINDING_LEVELS.map((l) => ({ value: l, label: t(`rating.${l}`) }))}
            onChange={setRating}
          />
          <Toggle label={t('tracker.overdueOnly')} checked={overdue} onChange={setOverdue} />
          <Toggle label={t('tracker.waitingOnly')} checked={waiting} onChange={setWaiting} />
        </>
      }
    />
  );
};

export const TrackerPage = () => <Tracker waitingOnly={false} />;
export const WaitingValidationPage = () => <Tracker waitingOnly />;
