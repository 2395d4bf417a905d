import { useTranslation } from 'react-i18next';
import { useRequiredCount } from './api';

/** The number of records waiting on the signed-in person, beside "My inbox" in the sidebar. */
export const RequiredActionsBadge = () => {
  const { t } = useTranslation();
  const count = useRequiredCount().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="p-badge p-badge-danger inbox-badge"
      aria-label={t('nav.requiredActionsBadge', { count })}
    >
      {count}
    </span>
  );
};
