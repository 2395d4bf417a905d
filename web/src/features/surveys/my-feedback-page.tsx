import { useTranslation } from 'react-i18next';
import { useMySurveys } from './api';
import { SurveyTable } from './survey-table';
import './surveys.css';

/**
 * "My 360 feedback": the surveys about the signed-in employee whose report can be read (closed, or
 * enough answers for a group to be shown), each opening the subject's report. Anyone may open it:
 * it only ever lists surveys about oneself.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const mine = useMySurveys();
  return (
    <div className="surveys-page">
      <h1>{t('mine.heading')}</h1>
      <p>{t('mine.intro')}</p>
      <SurveyTable
        query={mine}
        label={t('mine.heading')}
        empty={t('mine.empty')}
        open={(s) => ({ to: `/app/degree-360/report/${s.id}`, label: t('mine.open', { title: s.title }) })}
      />
    </div>
  );
};
