import ExcelJS, { type ConditionalFormattingOptions, type DataBarRuleType } from 'exceljs';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
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

/** An exported workbook's "Report" sheet. */
export const sheetOf = async (bytes: ArrayBuffer | Uint8Array): Promise<ExcelJS.Worksheet> => {
  const wb = new ExcelJS.Workbook();
  const buffer =
    bytes instanceof Uint8Array
      ? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
      : bytes;
  await wb.xlsx.load(buffer);
  return wb.getWorksheet('Report')!;
};

/** The rows of an exported workbook's "Report" sheet, empty cells as null. */
export const sheetRows = async (bytes: ArrayBuffer | Uint8Array): Promise<unknown[][]> => {
  const rows: unknown[][] = [];
  (await sheetOf(bytes)).eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === undefined ? null : v)));
  });
  return rows;
};

/** Each page's drawing operators of a PDF the kernel wrote (its content streams, inflated). */
const pdfContents = async (bytes: ArrayBuffer | Uint8Array): Promise<string[]> => {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
    return streams
      .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
  });
};

/**
 * The text a PDF writes, page by page, a line per text operator: the standard fonts write it as
 * hex strings of WinAnsi, read back as Latin-1.
 */
export const pdfText = async (bytes: ArrayBuffer | Uint8Array): Promise<string[][]> =>
  (await pdfContents(bytes)).map((ops) =>
    [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')),
  );

/** The base names of the fonts a PDF embeds ('Helvetica', 'ABCDEF+NotoSansBengali-Regular'…). */
export const pdfFontNames = async (bytes: ArrayBuffer | Uint8Array): Promise<string[]> => {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) =>
      o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(o.get(PDFName.of('BaseFont')) ?? '').replace(/^\//, '')]
        : [],
    );
};

/**
 * The shapes a PDF fills (bars, swatches, cell backgrounds), each as its colour '#RRGGBB' and its
 * width and height in points, in drawing order.
 */
export const pdfFilledShapes = async (
  bytes: ArrayBuffer | Uint8Array,
): Promise<{ colour: string; width: number; height: number }[]> =>
  (await pdfContents(bytes)).flatMap((ops) =>
    ops
      .split(/\nQ\n?/)
      .filter((block) => !block.includes('BT') && /\nf\s*$/.test(block))
      .flatMap((block) => {
        const fill = /([\d.]+) ([\d.]+) ([\d.]+) rg/.exec(block);
        const corner = [...block.matchAll(/([\d.]+) ([\d.]+) l/g)].map((m) => [Number(m[1]), Number(m[2])]);
        if (!fill || corner.length === 0) return [];
        const hex = fill
          .slice(1, 4)
          .map((c) =>
            Math.round(Number(c) * 255)
              .toString(16)
              .padStart(2, '0'),
          )
          .join('')
          .toUpperCase();
        return [
          {
            colour: `#${hex}`,
            width: Math.max(...corner.map(([x]) => x!)),
            height: Math.max(...corner.map(([, y]) => y!)),
          },
        ];
      }),
  );

/**
 * The data bars of an exported workbook's "Report" sheet (ExcelJS reads them back but does not
 * type them): each with its cells, its colour (ARGB) and its scale's two ends.
 */
export const sheetDataBars = async (
  bytes: ArrayBuffer | Uint8Array,
): Promise<{ ref: string; colour: string; scale: unknown[] }[]> => {
  const ws = (await sheetOf(bytes)) as unknown as { conditionalFormattings: ConditionalFormattingOptions[] };
  return ws.conditionalFormattings.flatMap((f) =>
    f.rules
      .filter((r) => r.type === 'dataBar')
      .map((r) => {
        const bar = r as DataBarRuleType & { color: { argb: string } };
        return { ref: f.ref, colour: bar.color.argb, scale: (bar.cfvo ?? []).map((c) => c.value) };
      }),
  );
};
