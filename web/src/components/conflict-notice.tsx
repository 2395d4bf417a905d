import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConflictNoticeProps {
  /** reads the record again and puts the latest into the screen */
  onReload: () => Promise<unknown>;
  /** what changed, if the default ("This was changed since you opened it…") is too vague */
  text?: string;
}

/**
 * Optimistic concurrency made visible (isStaleVersion): the save was refused because someone else
 * changed the record first. Nothing is overwritten; the person chooses to load the latest version.
 */
export const ConflictNotice = ({ onReload, text }: ConflictNoticeProps) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <div className="conflict-notice" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div>
        <p className="conflict-notice-title">{t('conflict.title')}</p>
        <p>{text ?? t('conflict.text')}</p>
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t('conflict.reload')}
          severity="warning"
          outlined
          loading={pending}
          onClick={() => {
            setPending(true);
            void onReload().finally(() => setPending(false));
          }}
        />
      </div>
    </div>
  );
};
