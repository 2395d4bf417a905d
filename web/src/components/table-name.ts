import type { DataTablePassThroughOptions } from 'primereact/datatable';

/**
 * A DataTable's accessible name. Its `aria-label` prop lands on the wrapper <div> (where ARIA
 * forbids it); the name belongs on the <table>, reached through the pass-through options.
 */
export const namedTable = (label: string): DataTablePassThroughOptions => ({
  table: { 'aria-label': label },
});
