import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILDER, fromApi, toApi, type Builder } from './recurrence-builder';

const b = (over: Partial<Builder>): Builder => ({ ...DEFAULT_BUILDER, ...over });

describe('the recurrence builder', () => {
  it.each([
    [b({ frequency: 'once' }), '2027-01-15', { recurrence: 'once', rule: null }],
    [b({ frequency: 'monthly' }), '2027-01-15', { recurrence: 'monthly', rule: null }],
    [b({ frequency: 'quarterly' }), '2027-01-15', { recurrence: 'quarterly', rule: null }],
    [b({ frequency: 'yearly' }), '2027-01-15', { recurrence: 'yearly', rule: null }],
    [
      b({ frequency: 'weekly', interval: 2 }),
      '2027-01-15',
      { recurrence: 'custom', rule: 'FREQ=WEEKLY;INTERVAL=2' },
    ],
    [b({ frequency: 'daily' }), '2027-01-15', { recurrence: 'custom', rule: 'FREQ=DAILY;INTERVAL=1' }],
    [
      b({ frequency: 'quarterly', interval: 2 }),
      '2027-01-15',
      { recurrence: 'custom', rule: 'FREQ=MONTHLY;INTERVAL=6' },
    ],
    [
      b({ frequency: 'monthly', end: 'count', count: 6 }),
      '2027-01-31',
      { recurrence: 'custom', rule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=6' },
    ],
    [
      b({ frequency: 'yearly', end: 'until', until: '2030-12-31' }),
      '2027-01-15',
      { recurrence: 'custom', rule: 'FREQ=YEARLY;INTERVAL=1;UNTIL=20301231T235959Z' },
    ],
  ] as const)('%o from %s is %o', (builder, start, api) => {
    expect(toApi(builder, start)).toEqual(api);
  });

  it.each([
    b({ frequency: 'weekly', interval: 2 }),
    b({ frequency: 'quarterly', interval: 1, end: 'count', count: 4 }),
    b({ frequency: 'half-yearly', interval: 1, end: 'until', until: '2031-06-30' }),
    b({ frequency: 'monthly', interval: 2 }),
  ])('reads back what it wrote: %o', (builder) => {
    const { recurrence, rule } = toApi(builder, '2027-03-31');
    expect(fromApi(recurrence, rule)).toEqual(builder);
  });

  it('leaves a rule it did not write to the rule text', () => {
    expect(fromApi('custom', 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1')).toBeNull();
  });
});
