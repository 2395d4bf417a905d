import { describe, expect, it } from 'vitest';
import { guessMapping } from './mapping';

describe('guessMapping', () => {
  it('matches the usual header names, ignoring case, spaces and punctuation', () => {
    expect(
      guessMapping(['Employee Code', 'Forename', 'SURNAME', 'E-mail', 'Job_Title', 'Department']),
    ).toEqual({
      firstName: 'Forename',
      lastName: 'SURNAME',
      email: 'E-mail',
      employeeNumber: 'Employee Code',
      jobTitle: 'Job_Title',
    });
  });

  it('finds a field inside a longer header when no header names it exactly', () => {
    expect(guessMapping(['Employee First Name', 'Employee Last Name', 'Work Email Address'])).toEqual({
      firstName: 'Employee First Name',
      lastName: 'Employee Last Name',
      email: 'Work Email Address',
    });
  });

  it('prefers an exact header over one that only contains the name', () => {
    expect(guessMapping(['Personal Email', 'Email']).email).toBe('Email');
  });

  it('leaves a field empty rather than guess from an unrelated column', () => {
    const guess = guessMapping(['Title', 'Phone Number', 'Name']);
    expect(guess).toEqual({});
  });

  it('gives one column to one field only', () => {
    const guess = guessMapping(['First', 'Last', 'Mail']);
    expect(new Set(Object.values(guess)).size).toBe(Object.values(guess).length);
    expect(guess).toEqual({ firstName: 'First', lastName: 'Last', email: 'Mail' });
  });
});
