import type { TQuarter } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { cycleOf, type CycleRecord } from './review-cycle-rows';

const q = {
  quarter: 1,
  label: 'Q2',
  startDate: '2026-04-01',
  endDate: '2026-06-30',
} as TQuarter;
const rec = (
  agreementStatus: CycleRecord['agreementStatus'],
  assessmentStatus: CycleRecord['assessmentStatus'],
  reviewComplete = false,
): CycleRecord => ({ agreementStatus, assessmentStatus, reviewComplete });

describe('a quarter as a review cycle', () => {
  it('counts agreements Agreed and assessments the supervisor has done, of all records', () => {
    const c = cycleOf(
      q,
      [
        rec('Agreed', 'Complete', true),
        rec('Agreed', 'Supervisor Assessed', true),
        rec('Agreed', 'Self Assessed'),
        rec('Submitted', 'Not Started'),
        rec('Disputed', 'Returned'),
        rec('Draft', 'Not Started'),
      ],
      '2026-05-10',
    );
    expect(c).toMatchObject({
      phase: 'Running',
      total: 6,
      agreed: 3,
      assessed: 2,
      reviewComplete: 2,
      agreedPercent: 50,
      assessedPercent: 33.3,
    });
  });

  it('is Upcoming before its first day, Running on its first and last day, Ended after', () => {
    expect(cycleOf(q, [], '2026-03-31').phase).toBe('Upcoming');
    expect(cycleOf(q, [], '2026-04-01').phase).toBe('Running');
    expect(cycleOf(q, [], '2026-06-30').phase).toBe('Running');
    expect(cycleOf(q, [], '2026-07-01').phase).toBe('Ended');
  });

  it('gives 0 percent of no records', () => {
    expect(cycleOf(q, [], '2026-05-01')).toMatchObject({ total: 0, agreedPercent: 0, assessedPercent: 0 });
  });
});
