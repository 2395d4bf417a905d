import type { ReactNode } from 'react';

export interface StatusPageProps {
  title: string;
  text: ReactNode;
  /** a primeicons class */
  icon: string;
  actions?: ReactNode;
  /** standalone (outside the layout): the page is its own <main> */
  standalone?: boolean;
}

/** Not found, not for your role, module off, error: one look for every "you cannot be here" page. */
export const StatusPage = ({ title, text, icon, actions, standalone = false }: StatusPageProps) => {
  const body = (
    <div className="status-page">
      <i className={icon} aria-hidden="true" />
      <h1>{title}</h1>
      <p>{text}</p>
      {actions ? <div className="status-page-actions">{actions}</div> : null}
    </div>
  );
  return standalone ? (
    <main id="main" className="status-page-standalone">
      {body}
    </main>
  ) : (
    body
  );
};
