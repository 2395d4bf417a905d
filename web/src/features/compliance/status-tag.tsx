import type { TActivity } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';

/**
 * An activity's status in its colour (a dot and border; the words stay in the text colour, legible
 * on every status colour) — packages/rules complianceColour, sent as `colour`.
 */
export const ComplianceStatusTag = ({ activity }: { activity: Pick<TActivity, 'status' | 'colour'> }) => {
  const { t } = useTranslation('compliance');
  return (
    <span className="compliance-status" style={{ borderColor: activity.colour }}>
      <span
        className="compliance-status-dot"
        style={{ backgroundColor: activity.colour }}
        aria-hidden="true"
      />
      {t(`statuses.${activity.status}`)}
    </span>
  );
};
