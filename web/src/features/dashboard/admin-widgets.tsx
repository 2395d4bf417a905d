import { getAdminFigures } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '../../lib/query';
import { FigureCard, FigureSection } from './figures';

/**
 * The Performance and Planning administrators' figures (docs/dashboard.md "Administrators'
 * figures"): the running quarter's agreements agreed and assessments done of its records, and the
 * plans running. The server answers a part only to an administrator of that module (else null:
 * nothing shows), so anyone may ask.
 */
export const AdminWidgets = () => {
  const { t } = useTranslation();
  const figures = useQuery(routeQueryOptions(getAdminFigures, {}));
  const performance = figures.data?.performance;
  const planning = figures.data?.planning;
  const period = performance?.period;
  return (
    <>
      {performance ? (
        <FigureSection
          id="performance-figures"
          title={
            period
              ? t('dashboard.reviewsTitle', { plan: period.planName, quarter: String(period.quarter + 1) })
              : t('dashboard.reviewsTitleNone')
          }
        >
          <FigureCard
            id="performance-figure-agreed"
            figure={performance.agreed}
            label={t('dashboard.agreedOf', {
              total: String(performance.total),
              percent: String(performance.agreedPercent),
            })}
            to={
              period
                ? `/app/performance/review-cycles?annualPlanId=${period.annualPlanId}`
                : '/app/performance/review-cycles'
            }
          />
          <FigureCard
            id="performance-figure-assessed"
            figure={performance.assessed}
            label={t('dashboard.assessedOf', {
              total: String(performance.total),
              percent: String(performance.assessedPercent),
            })}
            to={
              period
                ? `/app/performance/employee-reviews?annualPlanId=${period.annualPlanId}&quarter=Q${period.quarter + 1}`
                : '/app/performance/employee-reviews'
            }
          />
        </FigureSection>
      ) : null}
      {planning ? (
        <FigureSection id="planning-figures" title={t('dashboard.planningTitle')}>
          <FigureCard
            id="planning-figure-strategic"
            figure={planning.strategicPlansRunning}
            label={t('dashboard.strategicRunning')}
            to="/app/strategic/list"
          />
          <FigureCard
            id="planning-figure-annual"
            figure={planning.annualPlansRunning}
            label={t('dashboard.annualRunning')}
            to="/app/annual/list"
          />
          <FigureCard
            id="planning-figure-corporate"
            figure={planning.corporateScorecards}
            label={t('dashboard.corporateRunning')}
            to="/app/annual/corporate-scorecards"
          />
        </FigureSection>
      ) : null}
    </>
  );
};
