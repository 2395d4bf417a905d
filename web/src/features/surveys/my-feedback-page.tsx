import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMySurveys } from './api';
import './surveys.css';

/**
 * "My 360 feedback": the surveys about the signed-in employee whose report can be read (closed, or
 * enough answers for a group to be shown), each opening the subject's report. Anyone may open it:
 * it only ever lists surveys about oneself.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const mine = useMySurveys();
  const list = mine.data?.list ?? [];
  return (
    <div className="surveys-page">
      <h1>{t('mine.heading')}</h1>
      <p>{t('mine.intro')}</p>
      {mine.isSuccess && list.length === 0 ? (
        <p>{t('mine.empty')}</p>
      ) : (
        <table className="surveys-table" aria-label={t('mine.heading')}>
          <thead>
            <tr>
              <th>{t('list.title')}</th>
              <th>{t('list.period')}</th>
              <th>{t('list.status')}</th>
              <th>{t('list.answered')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/app/degree-360/report/${s.id}`} aria-label={t('mine.open', { title: s.title })}>
                    {s.title}
                  </Link>
                </td>
                <td>
                  {s.startDate} – {s.endDate}
                </td>
                <td>{t(`status.${s.status}`)}</td>
                <td>{s.answered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
