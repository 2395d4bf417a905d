import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

/** spec §2 `/app/audit-management/questionnaire/success`: the answers are in; the link is spent. */
export const Component = () => {
  const { t } = useTranslation('auditOutreach');
  return (
    <>
      <h1>{t('respondent.successHeading')}</h1>
      <Message severity="success" text={t('respondent.success')} />
    </>
  );
};
