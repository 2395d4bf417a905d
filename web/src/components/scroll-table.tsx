import type { TableHTMLAttributes } from 'react';
import './scroll-table.css';

export interface ScrollTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** the table's name */
  'aria-label': string;
}

/**
 * A plain table that may not fit its card (several columns on a phone): it scrolls sideways
 * inside its box rather than widening the page, and the box is focusable, so a keyboard user can
 * reach it and scroll it with the arrow keys (WCAG 2.1.1); the table inside carries the name. DataTables
 * get the same from the global pass-through options (lib/prime-a11y.ts).
 */
export const ScrollTable = ({ children, ...table }: ScrollTableProps) => (
  <div className="table-scroll" tabIndex={0}>
    <table {...table}>{children}</table>
  </div>
);
