import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** a primeicons class */
  icon?: string;
  /** a button or link that gets the person going */
  action?: ReactNode;
}

/** What a list or panel shows when it has nothing yet. */
export const EmptyState = ({ title, text, icon = 'pi pi-inbox', action }: EmptyStateProps) => (
  <div className="empty-state">
    <i className={icon} aria-hidden="true" />
    <p className="empty-state-title">{title}</p>
    {text ? <p className="empty-state-text">{text}</p> : null}
    {action}
  </div>
);
