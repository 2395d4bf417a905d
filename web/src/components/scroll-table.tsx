import type { TableHTMLAttributes } from 'react';
import './scroll-table.css';

export interface ScrollTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** the table's name, for the table and the scrolling region around it */
  'aria-label': string;
}

/**
 * A plain table that may not fit its card (several columns on a phone): it scrolls sideways
 * inside a region rather than widening the page, and the region is focusable and named as its
 * table, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1). DataTables
 * get the same from the global pass-through options (lib/prime-a11y.ts).
 */
export const ScrollTable = ({ children, ...table }: ScrollTableProps) => (
  <div className="table-scroll" tabIndex={0} role="region" aria-label={table['aria-label']}>
    <table {...table}>{children}</table>
  </div>
);
