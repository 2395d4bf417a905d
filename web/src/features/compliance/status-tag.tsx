import type { TActivity } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';

/** An activity's status in its colour (packages/rules complianceColour, sent as `colour`). */
export const ComplianceStatusTag = ({ activity }: { activity: Pick<TActivity, 'status' | 'colour'> }) => {
  const { t } = useTranslation('compliance');
  return (
    <span className="compliance-status" style={{ backgroundColor: activity.colour }}>
      {t(`statuses.${activity.status}`)}
    </span>
  );
};
