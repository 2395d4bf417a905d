import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useEngagementWrite } from './api';
import { useManagedEngagement } from './manage-layout';

/** The engagement's team and dates; its lead or an administrator closes it. */
export const Component = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const close = useEngagementWrite('closeEngagement');
  const names = (list: { fullName: string }[]) => list.map((p) => p.fullName).join(', ') || '—';
  return (
    <div className="card">
      <dl className="audit-detail">
        <dt>{t('fields.lead')}</dt>
        <dd>{e.lead.fullName}</dd>
        <dt>{t('fields.performers')}</dt>
        <dd>{names(e.performers)}</dd>
        <dt>{t('fields.reviewers')}</dt>
        <dd>{names(e.reviewers)}</dd>
        <dt>{t('fields.myRoles')}</dt>
        <dd>{e.myRoles.map((r) => t(`roles.${r}`)).join(', ') || '—'}</dd>
      </dl>
      {e.status === 'Open' && (e.myRoles.includes('lead') || e.myRoles.includes('admin')) ? (
        <Button
          label={t('manage.close')}
          icon="pi pi-lock"
          severity="secondary"
          loading={close.isPending}
          onClick={() =>
            void close
              .mutateAsync({ input: { engagementId: e.id, version: e.version } })
              .then(() => notify({ severity: 'success', summary: t('manage.closed') }))
          }
        />
      ) : null}
    </div>
  );
};
