import { RISK_REGISTER_ROUTES } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text';
import { routeQueryOptions } from '../../lib/query';
import { FigureCard, FigureSection } from './figures';

/**
 * The risk module's dashboard widgets: open High and Extreme risks (by residual level)
 * and overdue mitigations of the risk management register, each linking to the register. Shown
 * only when the company has the risk module (the dashboard decides).
 */
export const RiskWidgets = () => {
  const { t } = useTranslation('risk');
  const summary = useQuery(routeQueryOptions(RISK_REGISTER_ROUTES.management.summary, {}));
  const item = summary.data?.item;
  if (summary.isError) return null;
  return (
    <FigureSection id="risk-widgets" title={t('dashboard.title')}>
      <FigureCard
        id="risk-widget-high"
        figure={item?.openHighOrExtreme}
        label={t('dashboard.highExtreme')}
        to="/app/risk-management/main?tab=heat-map&basis=residual"
      >
        {item ? (
          <p>
            {t('levels.High')} {item.openByLevel.High} · {t('levels.Extreme')} {item.openByLevel.Extreme}
          </p>
        ) : null}
      </FigureCard>
      <FigureCard
        id="risk-widget-overdue"
        figure={item?.overdueMitigations}
        label={t('dashboard.overdue')}
        to="/app/risk-management/main"
      >
        {item && item.overdue.length > 0 ? (
          <ul className="risk-widget-list">
            {item.overdue.slice(0, 3).map((m) => (
              <li key={m.mitigationId}>
                <Link to={`/app/risk-management/risk/${encodeURIComponent(m.riskId)}`}>{m.riskTitle}</Link>:{' '}
                {m.description} (<DateText value={m.dueDate} />)
              </li>
            ))}
          </ul>
        ) : null}
      </FigureCard>
    </FigureSection>
  );
};
