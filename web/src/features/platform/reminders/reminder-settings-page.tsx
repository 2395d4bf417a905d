import type { TReminderSetting } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { PageHeader } from '../../../components/page-header';
import { errorNotice, isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { canEnter } from '../../../lib/session/roles';
import { useSessionUser } from '../../../lib/session/use-session';
import { useReminderSettings, useSetLeadTime, useSetOptOut } from './api';
import './reminders.css';

/**
 * Reminder settings (ARCHITECTURE §10): every signed-in person switches each reminder kind off or
 * on for themselves; the company's administrators also set how many days ahead a kind with a lead
 * time is mailed — the same lead time the compliance status counts as due soon. A lead time saved
 * over another administrator's newer one is refused and shown as a conflict, never overwritten.
 */
export const Component = () => {
  const { t } = useTranslation('platform');
  const settings = useReminderSettings();
  const admin = canEnter(useSessionUser(), 'admin');
  return (
    <section className="list-page reminders-page">
      <PageHeader title={t('reminders.title')}>
        <p className="page-subtitle">{t('reminders.intro')}</p>
      </PageHeader>
      <div className="card reminder-settings">
        {(settings.data?.list ?? []).map((s) => (
          <ReminderRow key={`${s.kind}:${s.version}`} setting={s} admin={admin} reload={settings.refetch} />
        ))}
        {settings.data && settings.data.list.length === 0 ? <p>{t('reminders.none')}</p> : null}
      </div>
    </section>
  );
};

const ReminderRow = ({
  setting,
  admin,
  reload,
}: {
  setting: TReminderSetting;
  admin: boolean;
  reload: () => Promise<unknown>;
}) => {
  const { t } = useTranslation('platform');
  const optOut = useSetOptOut();
  const lead = useSetLeadTime();
  const [days, setDays] = useState<number | null>(setting.leadDays);
  const [stale, setStale] = useState(false);
  const label = t(`reminders.kinds.${setting.kind}`, { defaultValue: setting.label });
  const switchId = `reminder-on-${setting.kind}`;
  const daysId = `reminder-days-${setting.kind}`;
  const save = () => {
    if (days === null) return;
    lead.mutate(
      { input: { kind: setting.kind, leadDays: days, version: setting.version } },
      {
        onSuccess: () => notify({ severity: 'success', summary: t('reminders.saved') }),
        onError: (e) => {
          if (isStaleVersion(e)) setStale(true);
          else {
            const notice = errorNotice(e, t('reminders.saveFailed'));
            if (notice) notify(notice);
          }
        },
      },
    );
  };
  return (
    <div className="reminder-setting" data-kind={setting.kind}>
      <div className="reminder-setting-switch">
        <InputSwitch
          inputId={switchId}
          checked={!setting.optedOut}
          disabled={optOut.isPending}
          onChange={(e) => optOut.mutate({ input: { kind: setting.kind, optedOut: !e.value } })}
        />
        <label htmlFor={switchId}>{label}</label>
      </div>
      {setting.leadDays !== null ? (
        admin ? (
          <div className="reminder-setting-lead">
            <label htmlFor={daysId}>{t('reminders.leadDays')}</label>
            <InputNumber
              inputId={daysId}
              value={days}
              min={setting.minLeadDays ?? undefined}
              max={setting.maxLeadDays ?? undefined}
              suffix={` ${t('reminders.days')}`}
              onChange={(e) => setDays(e.value ?? null)}
            />
            <Button
              label={t('reminders.save')}
              icon="pi pi-check"
              loading={lead.isPending}
              disabled={days === null || days === setting.leadDays}
              onClick={save}
            />
          </div>
        ) : (
          <p className="reminder-setting-lead">
            {t('reminders.sentAhead', { days: String(setting.leadDays) })}
          </p>
        )
      ) : null}
      {stale ? <ConflictNotice onReload={() => reload().then(() => setStale(false))} /> : null}
    </div>
  );
};
