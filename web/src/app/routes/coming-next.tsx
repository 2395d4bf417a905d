import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { titleKeyOf } from '../handle';

/**
 * The route module of screens not built yet: the route's title and "coming next", so the route
 * tree and navigation are complete. Replace the route's `lazy` import with the real page.
 */
export const Component = () => {
  const { t } = useTranslation();
  const titleKey = titleKeyOf(useMatches());
  return (
    <section>
      <PageHeader title={titleKey ? t(titleKey) : t('app.name')} />
      <div className="card">
        <EmptyState icon="pi pi-wrench" title={t('common.comingNext')} text={t('common.comingNextText')} />
      </div>
    </section>
  );
};
