import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../../components/url-tabs';
import { PLAN_PARAM, type PlanScreens } from '../shared/paths';
import './plans.css';

type Tab = 'plans' | 'perspectives' | 'ratingScales';

/** A plan kind's screens one click apart; the chosen plan (`?planId=`) goes along. */
export const PlanTabs = ({ screens, current }: { screens: PlanScreens; current: Tab }) => {
  const { t } = useTranslation('planning');
  const [query] = useSearchParams();
  const planId = query.get(PLAN_PARAM);
  const withPlan = (path: string) => (planId ? `${path}?${PLAN_PARAM}=${encodeURIComponent(planId)}` : path);
  const tabs: { id: Tab; to: string }[] = [
    { id: 'plans', to: screens.list },
    { id: 'perspectives', to: withPlan(screens.perspectives) },
    { id: 'ratingScales', to: withPlan(screens.ratingScales) },
  ];
  return (
    <UrlTabs
      label={t('tabs.label')}
      current={current}
      tabs={tabs.map((tab) => ({ ...tab, label: t(`tabs.${tab.id}`) }))}
    />
  );
};

/** What a reader who cannot change the screen is told once, at the top. */
export const ReadOnlyNote = () => {
  const { t } = useTranslation('planning');
  return (
    <p className="planning-read-only" role="note">
      <i className="pi pi-eye" aria-hidden="true" /> {t('readOnly')}
    </p>
  );
};
