import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
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
