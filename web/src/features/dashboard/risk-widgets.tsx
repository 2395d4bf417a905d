import { RISK_REGISTER_ROUTES } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '../../lib/query';
import './risk-widgets.css';

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
    <section aria-labelledby="risk-widgets-title" className="risk-widgets">
      <h2 id="risk-widgets-title">{t('dashboard.title')}</h2>
      <ul className="card-grid">
        <li className="module-card card">
          <p className="risk-widget-figure" aria-describedby="risk-widget-high">
            {item ? item.openHighOrExtreme : '…'}
          </p>
          <h3 id="risk-widget-high">
            <Link to="/app/risk-management/main?tab=heat-map&basis=residual">
              {t('dashboard.highExtreme')}
            </Link>
          </h3>
          {item ? (
            <p>
              High {item.openByLevel.High} · Extreme {item.openByLevel.Extreme}
            </p>
          ) : null}
        </li>
        <li className="module-card card">
          <p className="risk-widget-figure" aria-describedby="risk-widget-overdue">
            {item ? item.overdueMitigations : '…'}
          </p>
          <h3 id="risk-widget-overdue">
            <Link to="/app/risk-management/main">{t('dashboard.overdue')}</Link>
          </h3>
          {item && item.overdue.length > 0 ? (
            <ul className="risk-widget-list">
              {item.overdue.slice(0, 3).map((m) => (
                <li key={m.mitigationId}>
                  <Link to={`/app/risk-management/risk/${encodeURIComponent(m.riskId)}`}>{m.riskTitle}</Link>:{' '}
                  {m.description} ({m.dueDate})
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      </ul>
    </section>
  );
};
