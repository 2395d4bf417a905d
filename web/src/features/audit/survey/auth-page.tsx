import type { ApiError } from '@stratum/contracts';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openCustomerSurveyLink, surveyLinkToken } from './api';

/**
 * `/app/audit-management/customer-survey/auth`: where the mailed link lands. The link is checked,
 * kept for this tab, and the contact goes on to their survey.
 */
export const Component = () => {
  const { t } = useTranslation('audit-survey');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const token = params.get('token');
    if (token) surveyLinkToken.set(token);
    if (!surveyLinkToken.get()) {
      setError(t('respondent.noLink'));
      return;
    }
    openCustomerSurveyLink().then(
      (ref) => navigate(`../complete/${ref.surveyId}/${ref.contactId}`, { replace: true }),
      (e: ApiError) => setError(e.message),
    );
  }, [params, navigate, t]);

  return (
    <>
      <h1>{t('respondent.heading')}</h1>
      {error ? (
        <Message severity="error" text={error} />
      ) : (
        <p role="status">
          <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} /> {t('respondent.checking')}
        </p>
      )}
    </>
  );
};
