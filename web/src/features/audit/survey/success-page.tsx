import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

/** `/app/audit-management/customer-survey/success`: the answers are in; the link is spent. */
export const Component = () => {
  const { t } = useTranslation('audit-survey');
  return (
    <>
      <h1>{t('respondent.successHeading')}</h1>
      <Message severity="success" text={t('respondent.success')} />
    </>
  );
};
