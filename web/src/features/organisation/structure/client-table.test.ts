import { describe, expect, it } from 'vitest';
import { searchAndSort } from './client-table';

interface Unit {
  name: string;
  path: string;
  people: number;
}
const units: Unit[] = [
  { name: 'Sales 10', path: 'North', people: 3 },
  { name: 'sales 9', path: 'South', people: 12 },
  { name: 'Audit', path: 'North › Finance', people: 0 },
];
const text = (u: Unit) => `${u.name} ${u.path}`;
const value = (u: Unit, field: string) =>
  field === 'people' ? u.people : field === 'path' ? u.path : u.name;
const names = (rows: Unit[]) => rows.map((u) => u.name);

describe('searchAndSort', () => {
  it('keeps the rows whose text contains the search in any case, trimmed', () => {
    expect(names(searchAndSort(units, '  NORTH ', null, text, value))).toEqual(['Sales 10', 'Audit']);
    expect(names(searchAndSort(units, 'finance', null, text, value))).toEqual(['Audit']);
    expect(searchAndSort(units, 'nothing like it', null, text, value)).toEqual([]);
  });

  it('sorts names ignoring case, numbers within names by value, both ways', () => {
    const asc = searchAndSort(units, '', { field: 'name', order: 'asc' }, text, value);
    expect(names(asc)).toEqual(['Audit', 'sales 9', 'Sales 10']);
    const desc = searchAndSort(units, '', { field: 'name', order: 'desc' }, text, value);
    expect(names(desc)).toEqual(['Sales 10', 'sales 9', 'Audit']);
  });

  it('sorts counts as numbers', () => {
    const rows = searchAndSort(units, '', { field: 'people', order: 'desc' }, text, value);
    expect(rows.map((u) => u.people)).toEqual([12, 3, 0]);
  });

  it('leaves the given rows in their order when no sort is chosen, and does not reorder the input', () => {
    const input = [...units];
    searchAndSort(input, '', { field: 'name', order: 'asc' }, text, value);
    expect(input).toEqual(units);
    expect(names(searchAndSort(units, '', null, text, value))).toEqual(['Sales 10', 'sales 9', 'Audit']);
  });
});
