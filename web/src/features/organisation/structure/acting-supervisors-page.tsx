import { listActingSupervisors, type TActingSupervisor } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { ListPage } from '../../../components/list-page';
import { useServerTable } from '../../../components/use-server-table';
import { ActingDialog } from './acting-dialog';
import { useEndArrangement } from './use-end-arrangement';
import './structure.css';

const STATE_SEVERITY = { Acting: 'success', Scheduled: 'info', Ended: 'secondary' } as const;

type Editing = { arrangement: TActingSupervisor | null } | null;

/**
 * Acting supervisors (spec: while a supervisor is away, another employee approves for them):
 * the company's arrangements not yet over (or all, ended ones too), set, change and end them.
 */
export const Component = () => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const includeEnded = query.get('ended') === '1';
  const endedId = useId();
  // `includeEnded` is coerced from the query string: "false" would read as true, so it is left out.
  const table = useServerTable({
    route: listActingSupervisors,
    params: includeEnded ? { includeEnded: true } : {},
  });
  const { end, confirmDialog } = useEndArrangement();
  const [editing, setEditing] = useState<Editing>(null);

  const setButton = (
    <Button label={t('acting.set')} icon="pi pi-plus" onClick={() => setEditing({ arrangement: null })} />
  );
  return (
    <>
      {confirmDialog}
      {editing ? <ActingDialog arrangement={editing.arrangement} onClose={() => setEditing(null)} /> : null}
      <ListPage<TActingSupervisor>
        title={ts('nav.actingSupervisors')}
        intro={t('acting.intro')}
        table={table}
        dataKey="supervisorId"
        exportName={ts('nav.actingSupervisors')}
        actions={setButton}
        emptyTitle={t('acting.empty')}
        emptyAction={includeEnded ? undefined : setButton}
        filters={
          <div className="list-filter org-chart-check">
            <Checkbox
              inputId={endedId}
              checked={includeEnded}
              onChange={(e) =>
                setQuery(
                  (q) => {
                    if (e.checked) q.set('ended', '1');
                    else q.delete('ended');
                    return q;
                  },
                  { replace: true },
                )
              }
            />
            <label htmlFor={endedId}>{t('acting.includeEnded')}</label>
          </div>
        }
        columns={[
          { field: 'supervisorName', header: t('acting.fields.supervisor') },
          { field: 'actingSupervisorName', header: t('acting.fields.acting') },
          {
            field: 'from',
            header: t('acting.fields.from'),
            body: (a) => <DateText value={a.from} />,
            csv: (a) => formatDate(a.from),
          },
          {
            field: 'to',
            header: t('acting.fields.to'),
            body: (a) => <DateText value={a.to} />,
            csv: (a) => formatDate(a.to),
          },
          {
            field: 'state',
            header: t('acting.fields.state'),
            body: (a) => <Tag value={t(`acting.states.${a.state}`)} severity={STATE_SEVERITY[a.state]} />,
            csv: (a) => t(`acting.states.${a.state}`),
          },
          { field: 'reason', header: t('acting.fields.reason') },
          { field: 'setByName', header: t('acting.fields.setBy') },
        ]}
        rowActions={[
          {
            label: t('acting.edit'),
            icon: 'pi pi-pencil',
            onClick: (a) => setEditing({ arrangement: a }),
          },
          {
            label: t('acting.unset'),
            icon: 'pi pi-times-circle',
            severity: 'danger',
            visible: (a) => a.state !== 'Ended',
            onClick: (a) => void end(a),
          },
        ]}
      />
    </>
  );
};
