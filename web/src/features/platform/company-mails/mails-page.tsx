import { listCompanyMails, resendCompanyMail, type TCompanyMail } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { ListPage } from '../../../components/list-page';
import { useServerTable } from '../../../components/use-server-table';
import { notify } from '../../../lib/notify';
import { routeKey, useRouteMutation } from '../../../lib/query';

const STATE_SEVERITY = { queued: 'info', sent: 'success', failed: 'danger', skipped: 'secondary' } as const;

const KINDS = new Set(['invite', 'message']);

/**
 * The company's mails (ARCHITECTURE §11): every invitation and notification its changes queued,
 * with its state, attempts and last error, and a resend for one that failed (or went astray).
 */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const table = useServerTable({ route: listCompanyMails, params: {} });
  const resend = useRouteMutation(resendCompanyMail, { invalidates: [routeKey(listCompanyMails)] });

  const kindOf = (m: TCompanyMail) => t(`mails.kinds.${KINDS.has(m.kind) ? (m.kind as 'invite') : 'other'}`);
  const stateOf = (m: TCompanyMail) =>
    m.state === 'queued' && m.nextAttemptAt
      ? `${t('mails.states.queued')} (${t('mails.nextAttempt', { when: formatDate(m.nextAttemptAt) })})`
      : t(`mails.states.${m.state}`);

  return (
    <ListPage<TCompanyMail>
      title={ts('nav.companyMails')}
      intro={t('mails.intro')}
      table={table}
      dataKey="id"
      exportName={ts('nav.companyMails')}
      emptyTitle={t('mails.empty')}
      columns={[
        { field: 'to', header: t('mails.fields.to') },
        { field: 'subject', header: t('mails.fields.subject') },
        { field: 'kind', header: t('mails.fields.kind'), body: kindOf, csv: kindOf },
        {
          field: 'state',
          header: t('mails.fields.state'),
          body: (m) => <Tag value={stateOf(m)} severity={STATE_SEVERITY[m.state]} />,
          csv: stateOf,
        },
        { field: 'attempts', header: t('mails.fields.attempts') },
        {
          field: 'lastAttemptAt',
          header: t('mails.fields.lastAttemptAt'),
          body: (m) => <DateText value={m.lastAttemptAt} format="dateTime" />,
          csv: (m) => formatDate(m.lastAttemptAt),
        },
        {
          field: 'sentAt',
          header: t('mails.fields.sentAt'),
          body: (m) => <DateText value={m.sentAt} format="dateTime" />,
          csv: (m) => formatDate(m.sentAt),
        },
        { field: 'lastError', header: t('mails.fields.lastError') },
      ]}
      rowActions={[
        {
          label: t('mails.resend'),
          icon: 'pi pi-send',
          visible: (m) => m.state !== 'queued',
          onClick: (m) =>
            resend.mutate(
              { input: { id: m.id } },
              { onSuccess: () => notify({ severity: 'success', summary: t('mails.resent', { to: m.to }) }) },
            ),
        },
      ]}
    />
  );
};
