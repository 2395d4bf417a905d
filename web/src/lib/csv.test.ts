import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
    [true, 'true'],
    // spreadsheet formulas are defused (OWASP CSV injection)
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['=1,2', `"'=1,2"`],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header row and one CRLF-terminated line per row', () => {
    const rows = [
      { name: 'Acme, Ltd', status: 'Active' },
      { name: 'Beta "B"', status: 'Inactive' },
    ];
    const csv = toCsv(
      [
        { header: 'Company', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Status', value: (r: (typeof rows)[number]) => r.status },
      ],
      rows,
    );
    expect(csv).toBe('Company,Status\r\n"Acme, Ltd",Active\r\n"Beta ""B""",Inactive\r\n');
  });

  it('gives just the header for no rows', () => {
    expect(toCsv([{ header: 'A', value: () => 'x' }], [])).toBe('A\r\n');
  });
});

describe('csvFileName', () => {
  it('keeps safe characters and dates the file', () => {
    expect(csvFileName('companies list/2', new Date('2026-03-04T10:00:00Z'))).toBe(
      'companies-list-2-2026-03-04.csv',
    );
    expect(csvFileName('///', new Date('2026-03-04T10:00:00Z'))).toBe('export-2026-03-04.csv');
  });
});
