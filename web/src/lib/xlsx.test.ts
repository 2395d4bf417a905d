import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, sheetName, toXlsx, xlsxFileName } from './xlsx';

/** The file read back as a spreadsheet program reads it (exceljs parses the package and its XML). */
const readBack = async (bytes: Uint8Array) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return book.worksheets[0]!;
};

describe('the Excel export', () => {
  it('writes a sheet a spreadsheet program reads: header in bold, text as text, numbers as numbers', async () => {
    const bytes = toXlsx(
      'Employees: all [2026]',
      ['Name', 'Score', 'Active', 'Note'],
      [
        ['Ada <Admin> & co', 4.5, true, '=SUM(A1:A9)'],
        ['Ünal Çelik', 0, false, null],
        ['বাংলা নাম', -2, null, 'line one\nline two'],
      ],
    );
    const sheet = await readBack(bytes);
    expect(sheet.name).toBe('Employees  all  2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Score', 'Active', 'Note']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Ada <Admin> & co');
    expect(sheet.getCell('B2').value).toBe(4.5);
    expect(sheet.getCell('C2').value).toBe(true);
    // what someone typed stays text: never run as a formula
    expect(sheet.getCell('D2').value).toBe('=SUM(A1:A9)');
    expect(sheet.getCell('D2').formula).toBeUndefined();
    expect(sheet.getCell('A3').value).toBe('Ünal Çelik');
    expect(sheet.getCell('B3').value).toBe(0);
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.getCell('A4').value).toBe('বাংলা নাম');
    expect(sheet.getCell('D4').value).toBe('line one\nline two');
    expect(sheet.rowCount).toBe(4);
  });

  it('drops characters XML cannot hold instead of writing a file Excel refuses', async () => {
    const sheet = await readBack(toXlsx('x', ['A'], [['bell\u0007 and\u0000 nul']]));
    expect(sheet.getCell('A2').value).toBe('bell and nul');
  });

  it('names columns past Z and keeps sheet and file names within the rules', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(sheetName('a'.repeat(40))).toHaveLength(31);
    expect(sheetName('???')).toBe('Sheet1');
    expect(xlsxFileName('risk register / 2026', new Date('2026-11-28T10:00:00Z'))).toBe(
      'risk-register-2026-2026-11-28.xlsx',
    );
  });
});
