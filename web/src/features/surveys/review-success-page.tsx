import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

/** spec §2 `/app/survey-review/success`: the answers are in; the link is spent. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  return (
    <>
      <h1>{t('review.successHeading')}</h1>
      <Message severity="success" text={t('review.success')} />
    </>
  );
};
