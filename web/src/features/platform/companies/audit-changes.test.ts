import { describe, expect, it } from 'vitest';
import { changesText, dayEnd, dayStart, fieldChanges } from './audit-changes';

describe('fieldChanges', () => {
  it('pairs each changed field’s old and new value', () => {
    expect(fieldChanges({ status: 'Active' }, { status: 'Inactive' })).toEqual([
      { field: 'status', before: 'Active', after: 'Inactive' },
    ]);
  });

  it.each([
    ['an addition', null, { companyName: 'Acme', status: 'Active' }, ['companyName', 'status']],
    ['a removal', { enabled: true }, null, ['enabled']],
    ['a field only before', { logoKey: 'a' }, {}, ['logoKey']],
  ])('lists the fields of %s', (_what, before, after, fields) => {
    expect(fieldChanges(before, after).map((c) => c.field)).toEqual(fields);
  });

  it('shows booleans, numbers and nested values as text, and nothing as empty', () => {
    expect(fieldChanges({ enabled: false, n: null }, { enabled: true, n: 40, o: { a: 1 } })).toEqual([
      { field: 'enabled', before: 'false', after: 'true' },
      { field: 'n', before: '', after: '40' },
      { field: 'o', before: '', after: '{"a":1}' },
    ]);
  });
});

describe('changesText', () => {
  it('is one line, with a word for an empty side', () => {
    expect(
      changesText(
        [
          { field: 'status', before: 'Active', after: 'Inactive' },
          { field: 'logoKey', before: '', after: 'k' },
        ],
        'none',
      ),
    ).toBe('status: Active → Inactive; logoKey: none → k');
  });
});

describe('dayStart / dayEnd', () => {
  it('span the whole local day', () => {
    const start = new Date(dayStart('2024-01-05') ?? '');
    const end = new Date(dayEnd('2024-01-05') ?? '');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2024, 0, 5, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes()]).toEqual([5, 23, 59]);
    expect(end.getTime() - start.getTime()).toBe(24 * 3600 * 1000 - 1);
  });

  it.each(['', 'not a day'])('give nothing for %j', (day) => {
    expect(dayStart(day)).toBeUndefined();
    expect(dayEnd(day)).toBeUndefined();
  });
});
