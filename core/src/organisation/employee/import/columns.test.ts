import { describe, expect, it } from 'vitest';
import { importRowsOf, matchHeader } from './columns';

const header = (...cells: string[]) => ({ line: 1, cells });

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (e) {
    return { status: (e as { status: number }).status, message: (e as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('matchHeader', () => {
  it('matches headers ignoring case, spaces, dashes and underscores, and lists the rest', () => {
    const m = matchHeader(
      header('FIRST_NAME', 'last-name', ' E-mail ', 'Notes', 'sub sub section', '', 'employeeNumber'),
    );
    expect(m.index).toEqual({ firstName: 0, lastName: 1, email: 2, subSubSection: 4, employeeNumber: 6 });
    expect(m.columns).toEqual(['firstName', 'lastName', 'email', 'employeeNumber', 'subSubSection']);
    expect(m.ignored).toEqual(['Notes']);
  });

  it.each([
    [
      ['First name', 'Email'],
      'document: the header (line 1) has no “Last name” column; “First name”, “Last name” and “Email” are required',
    ],
    [
      ['Job title'],
      'document: the header (line 1) has no “First name”, “Last name” and “Email” columns; “First name”, “Last name” and “Email” are required',
    ],
    [
      ['First name', 'Last name', 'Email', 'email'],
      'document: the header (line 1) names the “Email” column twice: keep one of each',
    ],
  ])('refuses %j with 422', (cells, message) => {
    expect(refusal(() => matchHeader(header(...cells)))).toEqual({ status: 422, message });
  });
});

describe('importRowsOf', () => {
  it('reads each row by field, with empty text for columns the file lacks', () => {
    const m = matchHeader(header('Email', 'First name', 'Last name', 'Department'));
    const [row] = importRowsOf(
      { header: header(), rows: [{ line: 3, cells: ['ada@example.com', 'Ada', 'Lovelace'] }] },
      m,
    );
    expect(row).toMatchObject({
      line: 3,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      department: '',
      supervisor: '',
    });
  });
});
