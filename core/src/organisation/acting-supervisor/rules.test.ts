import { describe, expect, it } from 'vitest';
import { actsOn, dayOf, stateOn } from './rules';

describe('acting arrangement days', () => {
  it('counts today as the UTC calendar day', () => {
    expect(dayOf(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-31');
    expect(dayOf(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-04-01');
  });

  it.each([
    ['2026-04-30', 'Scheduled', false],
    ['2026-05-01', 'Acting', true],
    ['2026-05-10', 'Acting', true],
    ['2026-05-20', 'Acting', true],
    ['2026-05-21', 'Ended', false],
  ] as const)('on %s an arrangement for 1–20 May is %s', (day, state, acting) => {
    const a = { from: '2026-05-01', to: '2026-05-20' };
    expect(stateOn(a, day)).toBe(state);
    expect(actsOn(a, day)).toBe(acting);
  });

  it('a one-day arrangement acts on that day only', () => {
    const a = { from: '2026-05-01', to: '2026-05-01' };
    expect(['2026-04-30', '2026-05-01', '2026-05-02'].map((d) => actsOn(a, d))).toEqual([false, true, false]);
  });
});
