import type { DataTablePassThroughOptions } from 'primereact/datatable';

/**
 * A DataTable's accessible name. Its `aria-label` prop lands on the wrapper <div> (where ARIA
 * forbids it); the name belongs on the <table>, reached through the pass-through options.
 *
 * `wide`: a table of many columns that may not fit its card. It scrolls sideways inside its wrapper
 * (never stretching the card), and the wrapper is a named, focusable region, so a keyboard user can
 * reach it and scroll it with the arrow keys (WCAG 2.1.1).
 */
export const namedTable = (label: string, opts: { wide?: boolean } = {}): DataTablePassThroughOptions => ({
  table: { 'aria-label': label },
  ...(opts.wide
    ? { wrapper: { tabIndex: 0, role: 'region', 'aria-label': label, style: { overflowX: 'auto' } } }
    : {}),
});
