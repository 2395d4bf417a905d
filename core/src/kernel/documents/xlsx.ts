import type { DataBarRuleType, Worksheet } from 'exceljs';
import type { Cell, ColumnKind, ReportDocument, Table } from './document';
import { loadExcel } from './libs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** '#10B981' → 'FF10B981' (ExcelJS colours are ARGB). */
const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;

/** Whether text on this background needs to be white to be read (relative luminance under 0.45). */
export const isDark = (hex: string): boolean => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (!Number.isFinite(n)) return false;
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return l < 0.45;
};

const numFmt = (kind: ColumnKind, v: number): string | undefined => {
  if (kind === 'percent') return '0"%"';
  if (kind === 'score') return '0.00';
  if (kind === 'number') return Number.isInteger(v) ? '#,##0' : '#,##0.00';
  return undefined;
};

const HEADER_FILL = 'FFE5E7EB';

/** 3 → "C" */
const columnLetter = (n: number): string => {
  let out = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) out = String.fromCharCode(65 + ((i - 1) % 26)) + out;
  return out;
};

/**
 * Excel's own chart-like format (ExcelJS writes no charts): a data bar, in its colour, behind the
 * numbers of each column that asks for one, rows `from`–`to`. The bars of a table share one scale,
 * 0 to its largest number, so a longer bar is a larger count in every column.
 */
const addBars = (ws: Worksheet, table: Table, from: number, to: number) => {
  const barred = table.columns.flatMap((col, i) => (col.bar ? [{ i, colour: col.bar }] : []));
  if (barred.length === 0) return;
  const max = Math.max(
    1,
    ...table.rows.flatMap((cells) =>
      barred.map(({ i }) => (typeof cells[i]?.value === 'number' ? (cells[i]!.value as number) : 0)),
    ),
  );
  barred.forEach(({ i, colour }, n) => {
    const letter = columnLetter(i + 1);
    ws.addConditionalFormatting({
      ref: `${letter}${from}:${letter}${to}`,
      rules: [
        {
          type: 'dataBar',
          priority: n + 1,
          gradient: false,
          showValue: true,
          minLength: 0,
          maxLength: 100,
          cfvo: [
            { type: 'num', value: 0 },
            { type: 'num', value: max },
          ],
          color: { argb: argb(colour) },
        } as DataBarRuleType & { color: { argb: string } },
      ],
    });
  });
};

/**
 * A report as an Excel workbook (one sheet, "Report"): the title, the header lines (label, value),
 * then each table — its title, its column headings, its rows (numbers as numbers, band colours
 * as fills) and its totals in bold — with a blank row between tables.
 */
export const writeXlsx = async (doc: ReportDocument): Promise<Uint8Array> => {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Stratum';
  const ws = wb.addWorksheet('Report', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1 },
  });

  const title = ws.addRow([doc.title]);
  title.font = { bold: true, size: 14 };
  for (const [label, value] of doc.header) {
    const row = ws.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }

  const widths: number[] = [];
  for (const table of doc.tables) {
    ws.addRow([]);
    const t = ws.addRow([table.title]);
    t.font = { bold: true, size: 12 };
    const heading = ws.addRow(table.columns.map((col) => col.header));
    heading.eachCell((cell) => {
      cell.font = { bold: true };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
      cell.border = { bottom: { style: 'thin' } };
    });
    const put = (cells: Cell[], bold: boolean) => {
      const row = ws.addRow(cells.map((cell) => cell.value ?? null));
      cells.forEach((cell, i) => {
        const x = row.getCell(i + 1);
        const kind = table.columns[i]?.kind ?? 'text';
        if (typeof cell.value === 'number') {
          const fmt = numFmt(kind, cell.value);
          if (fmt) x.numFmt = fmt;
        }
        if (cell.fill) {
          x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(cell.fill) } };
          x.font = { bold, color: { argb: isDark(cell.fill) ? 'FFFFFFFF' : 'FF111827' } };
        } else if (bold) x.font = { bold: true };
      });
      if (bold) row.getCell(1).border = { top: { style: 'thin' } };
    };
    const first = ws.rowCount + 1;
    for (const cells of table.rows) put(cells, false);
    if (table.rows.length > 0) addBars(ws, table, first, ws.rowCount);
    for (const cells of table.totals) put(cells, true);
    table.columns.forEach((col, i) => {
      widths[i] = Math.max(widths[i] ?? 10, col.width);
    });
  }
  widths.forEach((w, i) => {
    ws.getColumn(i + 1).width = w;
  });
  // The header's values are long lines: the first column only needs its labels.
  ws.getColumn(1).width = Math.max(widths[0] ?? 16, 16);

  return new Uint8Array(await wb.xlsx.writeBuffer());
};
