import type { TStagedEmployee } from '@stratum/contracts';

/** What the staged list hands the add page (router state): the chosen rows as they were shown. */
export interface AddStagedState {
  rows: TStagedEmployee[];
  /** their columns in file order */
  columns: string[];
}

/** The columns of some staged rows, in the order first seen (exports of one system share them). */
export const columnsOf = (rows: readonly TStagedEmployee[]): string[] => {
  const seen = new Set<string>();
  for (const row of rows) for (const column of Object.keys(row.fields)) seen.add(column);
  return [...seen];
};

export const isAddStagedState = (value: unknown): value is AddStagedState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as AddStagedState).rows) &&
  Array.isArray((value as AddStagedState).columns) &&
  (value as AddStagedState).rows.length > 0;
