import { formatDate } from '../../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { useSessionUser } from '../../../lib/session/use-session';
import { ActingDialog } from './acting-dialog';
import { getActingFor } from './api';
import { useEndArrangement } from './use-end-arrangement';

/**
 * A supervisor's own arrangement (spec: acting supervisor), for everyone, not only
 * administrators: who acts for me and when, set, change or end it. The server lets a person
 * manage only the arrangement in which they are the supervisor.
 */
export const MyActingSupervisor = () => {
  const { t } = useTranslation('organisation');
  const user = useSessionUser();
  const me = user?.employeeId ?? '';
  const mine = useQuery({ ...getActingFor(me), enabled: me !== '' });
  const { end, pending, confirmDialog } = useEndArrangement();
  const [editing, setEditing] = useState(false);
  if (!user || me === '') return null;
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <LoadFailed text={mine.error.message} onRetry={() => void mine.refetch()} />;
  const a = mine.data.item;

  return (
    <section className="card" aria-labelledby="my-acting-title">
      <h2 id="my-acting-title">{t('acting.mine.title')}</h2>
      <p>
        {a
          ? t('acting.mine.current', {
              acting: a.actingSupervisorName,
              from: formatDate(a.from),
              to: formatDate(a.to),
            })
          : t('acting.mine.none')}
      </p>
      {a?.reason ? <p className="muted">{a.reason}</p> : null}
      <div className="form-actions">
        <Button
          type="button"
          icon={a ? 'pi pi-pencil' : 'pi pi-user-plus'}
          label={a ? t('acting.edit') : t('acting.mine.set')}
          onClick={() => setEditing(true)}
        />
        {a ? (
          <Button
            type="button"
            severity="danger"
            outlined
            icon="pi pi-times"
            label={t('acting.unset')}
            loading={pending}
            onClick={() => void end(a)}
          />
        ) : null}
        {user.companyRole === 'administrator' ? (
          <Link to="/app/settings/organization-units/acting-supervisors">{t('acting.mine.all')}</Link>
        ) : null}
      </div>
      {editing ? (
        <ActingDialog
          arrangement={a}
          supervisor={{ id: me, fullName: user.fullName }}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {confirmDialog}
    </section>
  );
};
