import type { ApiError } from '@stratum/contracts';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { linkToken, openQuestionnaireLink } from './api';

/**
 * spec §2 `/app/audit-management/questionnaire/auth`: where the mailed link lands. Opening it is
 * the authentication: the link is checked, kept for this tab, and the respondent goes on to their
 * questionnaire.
 */
export const Component = () => {
  const { t } = useTranslation('auditOutreach');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const token = params.get('token');
    if (token) linkToken.set(token);
    if (!linkToken.get()) {
      setError(t('respondent.noLink'));
      return;
    }
    openQuestionnaireLink().then(
      (ref) => navigate(`../complete/${ref.auditQuestionnaireId}/${ref.userId}`, { replace: true }),
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
