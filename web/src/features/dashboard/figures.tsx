import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './figures.css';

/** A module's figures on the dashboard: a titled row of figure cards. */
export const FigureSection = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={`${id}-title`} className="risk-widgets">
    <h2 id={`${id}-title`}>{title}</h2>
    <ul className="card-grid">{children}</ul>
  </section>
);

export interface FigureCardProps {
  id: string;
  /** the number, or nothing while it loads */
  figure: number | undefined;
  /** what the number counts; it links to the screen that lists them */
  label: string;
  to: string;
  /** a breakdown or the first few items under the label */
  children?: ReactNode;
}

/** One figure: the number, described by its label, which links to where the items are. */
export const FigureCard = ({ id, figure, label, to, children }: FigureCardProps) => (
  <li className="module-card card">
    <p className="risk-widget-figure" aria-describedby={id}>
      {figure ?? '…'}
    </p>
    <h3 id={id}>
      <Link to={to}>{label}</Link>
    </h3>
    {children}
  </li>
);
