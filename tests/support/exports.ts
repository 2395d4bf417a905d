import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { post } from './api';

/**
 * Calls a report's export and fetches the file it links to: the call succeeds, the link answers
 * 200 and the file is the size the call said. Answers the call's data with the file's bytes.
 */
export const downloadExport = async (path: string, body: Record<string, unknown>, token: string) => {
  const r = await post<{ url: string; filename: string; contentType: string; size: number }>(
    path,
    body,
    token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  const file = await fetch(r.body.data.url);
  expect(file.status).toBe(200);
  const bytes = await file.arrayBuffer();
  expect(bytes.byteLength).toBe(r.body.data.size);
  return { ...r.body.data, bytes };
};

/** The rows of an exported workbook's "Report" sheet, empty cells as null. */
export const sheetRows = async (bytes: ArrayBuffer): Promise<unknown[][]> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  const rows: unknown[][] = [];
  wb.getWorksheet('Report')!.eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === undefined ? null : v)));
  });
  return rows;
};
