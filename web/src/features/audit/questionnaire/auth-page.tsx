import { useTranslation } from 'react-i18next';
import { LinkLanding } from '../link-landing';
import { linkToken, openQuestionnaireLink } from './api';

const open = () =>
  openQuestionnaireLink().then((ref) => `../complete/${ref.auditQuestionnaireId}/${ref.userId}`);

/** spec §2 `/app/audit-management/questionnaire/auth`: where the questionnaire's mailed link lands. */
export const Component = () => {
  const { t } = useTranslation('auditOutreach');
  return (
    <LinkLanding
      token={linkToken}
      open={open}
      heading={t('respondent.heading')}
      checking={t('respondent.checking')}
      noLink={t('respondent.noLink')}
    />
  );
};
