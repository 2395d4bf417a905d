import { useTranslation } from 'react-i18next';
import { LinkLanding } from '../link-landing';
import { openCustomerSurveyLink, surveyLinkToken } from './api';

const open = () => openCustomerSurveyLink().then((ref) => `../complete/${ref.surveyId}/${ref.contactId}`);

/** `/app/audit-management/customer-survey/auth`: where the customer survey's mailed link lands. */
export const Component = () => {
  const { t } = useTranslation('audit-survey');
  return (
    <LinkLanding
      token={surveyLinkToken}
      open={open}
      heading={t('respondent.heading')}
      checking={t('respondent.checking')}
      noLink={t('respondent.noLink')}
    />
  );
};
