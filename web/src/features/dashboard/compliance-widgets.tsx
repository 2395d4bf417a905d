import { getComplianceReport } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '../../lib/query';
import { FigureCard, FigureSection } from './figures';

const OVERDUE = '/app/compliance-management/main?tab=reports&report=overdue';

/**
 * Compliance Management's dashboard figures for its administrators: the activities overdue or
 * sent back (the overdue report's rows), the first few by name, linking to that report. The
 * dashboard shows it only to compliance administrators of a company with the module.
 */
export const ComplianceWidgets = () => {
  const { t } = useTranslation();
  const overdue = useQuery(routeQueryOptions(getComplianceReport, { report: 'overdue' }));
  if (overdue.isError) return null;
  const rows = overdue.data?.rows;
  return (
    <FigureSection id="compliance-widgets" title={t('dashboard.complianceFiguresTitle')}>
      <FigureCard
        id="compliance-widget-overdue"
        figure={rows?.length}
        label={t('dashboard.complianceOverdue')}
        to={OVERDUE}
      >
        {rows && rows.length > 0 ? (
          <ul className="risk-widget-list">
            {rows.slice(0, 3).map((r, i) => (
              <li key={`${String(r.activity)}-${i}`}>
                {String(r.activity ?? '')} ({String(r.regulation ?? '')})
              </li>
            ))}
          </ul>
        ) : null}
      </FigureCard>
    </FigureSection>
  );
};
