import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** buttons on the right, e.g. "Add company" */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page's one <h1> and its main actions. */
export const PageHeader = ({ title, actions, children }: PageHeaderProps) => (
  <div className="page-header">
    <div>
      <h1>{title}</h1>
      {children}
    </div>
    {actions ? <div className="page-header-actions">{actions}</div> : null}
  </div>
);
