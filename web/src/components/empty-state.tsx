import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** a primeicons class */
  icon?: string;
  /** a button or link that gets the person going */
  action?: ReactNode;
  /** stands alone on a page (a report with nothing to show): framed as a card */
  card?: boolean;
}

/** What a list or panel shows when it has nothing yet. */
export const EmptyState = ({ title, text, icon = 'pi pi-inbox', action, card }: EmptyStateProps) => {
  const state = (
    <div className="empty-state">
      <i className={icon} aria-hidden="true" />
      <p className="empty-state-title">{title}</p>
      {text ? <p className="empty-state-text">{text}</p> : null}
      {action}
    </div>
  );
  return card ? <div className="card">{state}</div> : state;
};
