import { describe, expect, it } from 'vitest';
import { withoutNulls } from './without-nulls';

describe('withoutNulls: what a form sends the API', () => {
  it('leaves out every null, keeps blanks, zeros and false', () => {
    expect(withoutNulls({ name: 'Cash', description: null, weight: 0, done: false, note: '' })).toEqual({
      name: 'Cash',
      weight: 0,
      done: false,
      note: '',
    });
  });

  it('with keys named, leaves out only their nulls: another null still says "clear it"', () => {
    expect(withoutNulls({ notes: null, leadId: null, days: 3 }, ['notes'])).toEqual({
      leadId: null,
      days: 3,
    });
  });
});
