import { useTranslation } from 'react-i18next';
import { useRequiredActionsCount } from './api';

/** The number of compliance required actions waiting on the signed-in person, beside the module's link. */
export const ComplianceRequiredBadge = () => {
  const { t } = useTranslation();
  const count = useRequiredActionsCount().data?.count ?? 0;
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
