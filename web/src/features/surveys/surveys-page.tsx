import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSurveys } from './api';
import { SetupSection } from './setup-section';
import './surveys.css';

/** spec §2 `/app/degree-360/surveys`: the company's 360-degree surveys, and their set-up. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const surveys = useSurveys();
  const list = surveys.data?.list ?? [];
  return (
    <div className="surveys-page">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="surveys-list">
        <h2 id="surveys-list">{t('tabs.surveys')}</h2>
        <Link to="/app/degree-360/add-survey">
          <Button type="button" label={t('list.add')} icon="pi pi-plus" />
        </Link>
        {list.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <table className="surveys-table" aria-label={t('tabs.surveys')}>
            <thead>
              <tr>
                <th>{t('list.title')}</th>
                <th>{t('list.subject')}</th>
                <th>{t('list.period')}</th>
                <th>{t('list.status')}</th>
                <th>{t('list.answered')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link
                      to={`/app/degree-360/update-survey/${s.id}`}
                      aria-label={t('list.open', { title: s.title })}
                    >
                      {s.title}
                    </Link>
                  </td>
                  <td>{s.subjectName}</td>
                  <td>
                    {s.startDate} – {s.endDate}
                  </td>
                  <td>{t(`status.${s.status}`)}</td>
                  <td>{t('list.answeredOf', { answered: s.answered, total: s.reviewerCount })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <SetupSection />
    </div>
  );
};
