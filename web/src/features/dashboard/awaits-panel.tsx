import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';

/** One thing that needs the person: an agreement to sign, an assessment to complete, an action due. */
export interface AwaitingItem {
  id: string;
  title: string;
  /** e.g. the module or the person who is waiting */
  detail?: string;
  to: string;
  due?: string | null;
}

/** "What awaits you": a list that modules feed as they arrive; an empty state until then. */
export const AwaitsPanel = ({ items }: { items: readonly AwaitingItem[] }) => {
  const { t } = useTranslation();
  return (
    <section className="card awaits-panel" aria-labelledby="awaits-title">
      <h2 id="awaits-title">{t('dashboard.awaitsTitle')}</h2>
      {items.length === 0 ? (
        <EmptyState
          icon="pi pi-check-circle"
          title={t('dashboard.awaitsEmpty')}
          text={t('dashboard.awaitsEmptyText')}
        />
      ) : (
        <ul className="awaits-list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.to}>{item.title}</Link>
              {item.detail ? <span className="awaits-detail">{item.detail}</span> : null}
              {item.due ? <DateText value={item.due} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
