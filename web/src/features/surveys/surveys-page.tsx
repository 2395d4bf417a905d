import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSurveys } from './api';
import { SetupSection } from './setup-section';
import { SurveyTable } from './survey-table';
import './surveys.css';

/** spec §2 `/app/degree-360/surveys`: the company's 360-degree surveys, and their set-up. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const surveys = useSurveys();
  // A link that looks like a button: a button inside a link is two controls in one (axe).
  const add = (
    <Link className="p-button" to="/app/degree-360/add-survey">
      <i className="pi pi-plus" aria-hidden="true" />
      <span>{t('list.add')}</span>
    </Link>
  );
  return (
    <div className="surveys-page">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link to="/app/annual/organizational">{t('org.heading')}</Link>
      </p>
      <section aria-labelledby="surveys-list">
        <h2 id="surveys-list">{t('tabs.surveys')}</h2>
        {add}
        <SurveyTable
          query={surveys}
          label={t('tabs.surveys')}
          empty={t('list.empty')}
          withSubject
          exportName={t('tabs.surveys')}
          open={(s) => ({
            to: `/app/degree-360/update-survey/${s.id}`,
            label: t('list.open', { title: s.title }),
          })}
        />
      </section>
      <SetupSection />
    </div>
  );
};
