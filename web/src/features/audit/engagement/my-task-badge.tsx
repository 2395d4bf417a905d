import { useTranslation } from 'react-i18next';
import { useMyTaskCount } from './api';

/** How many audit tasks wait on the signed-in person, beside Audit Management in the section navigation. */
export const AuditTasksBadge = () => {
  const { t } = useTranslation('audit-engagement');
  const count = useMyTaskCount().data?.item.total ?? 0;
  if (count === 0) return null;
  return (
    <span className="p-badge p-badge-danger inbox-badge" aria-label={t('dashboard.badge', { count })}>
      {count}
    </span>
  );
};
