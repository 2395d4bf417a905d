/*
 * A report as a file lays it out: a title, a header of label/value lines, and tables. The Excel
 * and PDF writers (xlsx.ts, pdf.ts) draw this and nothing else, so both files always carry the
 * same rows.
 */

export type CellValue = string | number | null;
export interface Cell {
  value: CellValue;
  /** a background colour, '#RRGGBB' (a score's band) */
  fill?: string | null;
}
/** text; a number (grouped); a percent (85 → "85%"); a score (2 decimals) */
export type ColumnKind = 'text' | 'number' | 'percent' | 'score';
export interface Column {
  header: string;
  kind: ColumnKind;
  /** the width in characters (Excel) and, relative to the others, on the PDF page */
  width: number;
  /**
   * In Excel, a data bar in this colour ('#RRGGBB') behind each number of the column: the columns
   * of a table that have one share a scale (0 to the table's largest), so their bars compare.
   */
  bar?: string;
}
export interface Table {
  title: string;
  columns: Column[];
  rows: Cell[][];
  /** the closing rows (totals), drawn bold */
  totals: Cell[][];
}
/** A bar chart: one horizontal bar per label, its series stacked in their colours ('#RRGGBB'). */
export interface BarChart {
  title: string;
  labels: string[];
  series: { name: string; colour: string; values: number[] }[];
}
export interface ReportDocument {
  title: string;
  header: [label: string, value: string][];
  tables: Table[];
  /** drawn in the PDF above the tables with the library's vector shapes (Excel: see `Column.bar`) */
  chart?: BarChart;
  /** the PDF's page foot in the reader's language; default "Page 1 of 2" */
  pageText?: (page: number, pages: number) => string;
  /** the file name without the date and extension: "strategic-scorecard-corporate-2024" */
  stem: string;
}

/** A cell, with its band's colour when it has one. */
export const cell = (value: CellValue, fill?: string | null): Cell => (fill ? { value, fill } : { value });

/** "2024-06-01 10:15 UTC" */
export const generatedAtText = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
