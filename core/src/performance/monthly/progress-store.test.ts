import { describe, expect, it } from 'vitest';
import { totalKeysOf, totalMoves } from './progress-store';

const emp = (progress: number, businessUnitId?: string, departmentId?: string) => ({
  kind: 'employee' as const,
  progress,
  businessUnitId,
  departmentId,
});

describe('the running totals an update moves', () => {
  it('counts an employee update in all employees, its business unit and department; a company one in company', () => {
    expect(totalKeysOf(emp(50, 'B', 'D'))).toEqual(['employees', 'bu#B', 'dept#D']);
    expect(totalKeysOf(emp(50))).toEqual(['employees']);
    expect(totalKeysOf({ kind: 'company' })).toEqual(['company']);
  });

  it('adds a first update with a count of 1', () => {
    expect(totalMoves(null, emp(85, 'B', 'D'))).toEqual([
      { key: 'employees', sum: 85, count: 1 },
      { key: 'bu#B', sum: 85, count: 1 },
      { key: 'dept#D', sum: 85, count: 1 },
    ]);
  });

  it('moves a changed update by the difference, the count unchanged', () => {
    expect(totalMoves(emp(50, 'B', 'D'), emp(100, 'B', 'D'))).toEqual([
      { key: 'employees', sum: 50, count: 0 },
      { key: 'bu#B', sum: 50, count: 0 },
      { key: 'dept#D', sum: 50, count: 0 },
    ]);
  });

  it('takes an update out of the units it was in when the employee has moved', () => {
    expect(totalMoves(emp(60, 'B', 'D'), emp(70, 'B', 'E'))).toEqual([
      { key: 'employees', sum: 10, count: 0 },
      { key: 'bu#B', sum: 10, count: 0 },
      { key: 'dept#D', sum: -60, count: -1 },
      { key: 'dept#E', sum: 70, count: 1 },
    ]);
  });

  it('moves nothing when the progress is the same', () => {
    expect(totalMoves(emp(90, 'B'), emp(90, 'B'))).toEqual([]);
  });
});
