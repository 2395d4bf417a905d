import { IMPORT_COLUMNS } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { importFieldOf, importTemplateCsv } from './spreadsheet';

describe('the import template', () => {
  it('is one header row of every import column, as the server reads them, marked as UTF-8', () => {
    const csv = importTemplateCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe(`${Object.values(IMPORT_COLUMNS).join(',')}\r\n`);
  });
});

describe('importFieldOf', () => {
  it('names the field of a problem whether the server gives the field or the header', () => {
    expect(importFieldOf('email')).toBe('email');
    expect(importFieldOf('subSubSection')).toBe('subSubSection');
    expect(importFieldOf('Sub-sub-section')).toBe('subSubSection');
    expect(importFieldOf('employee_number')).toBe('employeeNumber');
  });

  it('is null for a problem with the whole row or an unknown column', () => {
    expect(importFieldOf(null)).toBeNull();
    expect(importFieldOf('Shoe size')).toBeNull();
  });
});
