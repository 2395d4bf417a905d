import { MAX_IMPORT_ROWS } from '@stratum/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet';

const csv = (text: string, filename = 'people.csv') => ({
  filename,
  content: new TextEncoder().encode(text),
});

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (e) {
    return { status: (e as { status: number }).status, message: (e as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('readSheet', () => {
  it('reads CSV rows with their file lines, skipping blank rows but not their numbers', async () => {
    const sheet = await readSheet(
      csv(
        '\uFEFFFirst name,Last name,Email\r\n Ada , Lovelace ,ada@example.com\r\n,,\r\n\r\n"Grace, Jr",Hopper,grace@example.com\r\n',
      ),
    );
    expect(sheet.header).toEqual({ line: 1, cells: ['First name', 'Last name', 'Email'] });
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['Ada', 'Lovelace', 'ada@example.com'] },
      { line: 5, cells: ['Grace, Jr', 'Hopper', 'grace@example.com'] },
    ]);
  });

  it('reads semicolon-separated CSV too', async () => {
    const sheet = await readSheet(csv('First name;Last name;Email\nAda;Lovelace;ada@example.com\n'));
    expect(sheet.rows[0]?.cells).toEqual(['Ada', 'Lovelace', 'ada@example.com']);
  });

  it('reads the first sheet of an .xlsx workbook, whatever the file is called', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('People');
    ws.addRow(['First name', 'Last name', 'Email', 'Employee number']);
    ws.addRow([
      'Ada',
      { richText: [{ text: 'Love' }, { text: 'lace' }] },
      { text: 'ada@example.com', hyperlink: 'mailto:ada@example.com' },
      42,
    ]);
    ws.addRow([]);
    ws.addRow(['Grace', 'Hopper', 'grace@example.com', { formula: '1+1', result: 2 }]);
    const content = new Uint8Array(await wb.xlsx.writeBuffer());
    const sheet = await readSheet({ filename: 'people.csv', content });
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['Ada', 'Lovelace', 'ada@example.com', '42'] },
      { line: 4, cells: ['Grace', 'Hopper', 'grace@example.com', '2'] },
    ]);
  });

  it.each([
    [
      'a PNG',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      /CSV \(UTF-8\) or an Excel \.xlsx/,
    ],
    ['a PDF', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), /CSV \(UTF-8\) or an Excel \.xlsx/],
    [
      'an old .xls',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
      /\.xls files cannot be read/,
    ],
    [
      'Latin-1 text',
      new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0xf6, 0x72, 0x67]),
      /save it as CSV \(UTF-8\)/,
    ],
    ['a broken zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /not a readable Excel/],
  ])('refuses %s with 415', async (_name, content, message) => {
    const r = await refusal(readSheet({ filename: 'x.csv', content }));
    expect(r.status).toBe(415);
    expect(r.message).toMatch(/^document: /);
    expect(r.message).toMatch(message);
  });

  it('refuses an empty file, a header without rows, and a quote never closed, with 422', async () => {
    expect(await refusal(readSheet(csv('\n\n')))).toEqual({
      status: 422,
      message: 'document: the file is empty: it needs a header row and rows below it',
    });
    expect((await refusal(readSheet(csv('First name,Last name,Email\n')))).message).toBe(
      'document: the file has no rows below its header (line 1)',
    );
    const open = await refusal(readSheet(csv('First name,Last name,Email\nAda,"Lovelace,ada@example.com\n')));
    expect(open.status).toBe(422);
    expect(open.message).toMatch(/never closed/);
  });

  it(`takes ${MAX_IMPORT_ROWS} rows and refuses one more with 413`, async () => {
    const rows = (n: number) =>
      ['First name,Last name,Email', ...Array.from({ length: n }, (_, i) => `A,B,p${i}@example.com`)].join(
        '\n',
      );
    expect((await readSheet(csv(rows(MAX_IMPORT_ROWS)))).rows).toHaveLength(MAX_IMPORT_ROWS);
    const over = await refusal(readSheet(csv(rows(MAX_IMPORT_ROWS + 1))));
    expect(over.status).toBe(413);
    expect(over.message).toBe(
      'document: the file has 5,001 rows; at most 5,000 are taken at once: split it into smaller files',
    );
  });
});
