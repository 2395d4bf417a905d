import type { TAuditSummary } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../scorecard';
import { surveyPaths } from './paths';

/**
 * The dashboard's average customer-survey score (docs/audit.md): this year's figure from the audit
 * summary — the mean of the answered audits' averages, as the year's view shows it.
 */
export const SurveyScorePanel = ({ score }: { score: TAuditSummary['surveyScore'] }) => {
  const { t } = useTranslation('audit-survey');
  return (
    <Panel title={t('dashboard.heading')}>
      {score.average === null ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <>
          <p className="audit-figure">{t('dashboard.figure', { average: score.average.toFixed(2) })}</p>
          <p>{t('dashboard.over', { count: score.audits })}</p>
        </>
      )}
      <p>
        <Link to={surveyPaths.year(score.year)}>{t('year.link')}</Link>
      </p>
    </Panel>
  );
};

/** The engagement's way to its customer satisfaction survey (its overview and final report pages). */
export const SurveyLink = ({ engagementId }: { engagementId: string }) => {
  const { t } = useTranslation('audit-survey');
  return (
    <p>
      <Link to={surveyPaths.survey(engagementId)}>
        <i className="pi pi-comments" aria-hidden="true" /> {t('open')}
      </Link>
    </p>
  );
};
