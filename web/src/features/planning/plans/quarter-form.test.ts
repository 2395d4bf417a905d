import type { TQuarter } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { defaultDateSchema, quarterFormSchema, quarterValues, windowOpen } from './quarter-form';

const A1 = '01HZX3Y4Z5A6B7C8D9E0F1G2H3';

const Q: TQuarter = {
  annualPlanId: A1,
  strategicPlanId: '01HZX3Y4Z5A6B7C8D9E0F1G2H4',
  quarter: 0,
  label: 'Q1',
  startDate: '2024-01-01',
  endDate: '2024-03-31',
  assessmentStartDate: '2024-01-01',
  assessmentEndDate: '2024-03-31',
  pmAgreementStartDate: null,
  pmAgreementEndDate: null,
  pmAssessmentStartDate: '2024-03-01',
  pmAssessmentEndDate: '2024-03-31',
  defaultTargetDate: null,
  d_startDate: 'Jan 1st 2024',
  d_endDate: 'Mar 31st 2024',
  d_defaultTargetDate: '',
  // the server's answer for its "today" (it may differ from the browser's near midnight)
  open: { assessment: true, pmAgreement: false, pmAssessment: false },
  version: 3,
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('a quarter window as the form stands', () => {
  it('keeps the server’s answer while the window is as saved', () => {
    const values = quarterValues(Q);
    expect(windowOpen(Q, values, 'assessment', '2030-01-01')).toBe(true);
    expect(windowOpen(Q, values, 'pmAgreement', '2024-02-01')).toBe(false);
  });

  it('works it out from the typed days once they change (both days included)', () => {
    const typed = {
      ...quarterValues(Q),
      pmAgreementStartDate: '2024-02-01',
      pmAgreementEndDate: '2024-02-10',
    };
    expect(windowOpen(Q, typed, 'pmAgreement', '2024-02-01')).toBe(true);
    expect(windowOpen(Q, typed, 'pmAgreement', '2024-02-10')).toBe(true);
    expect(windowOpen(Q, typed, 'pmAgreement', '2024-02-11')).toBe(false);
  });

  it('is closed once a day is cleared', () => {
    const cleared = { ...quarterValues(Q), assessmentEndDate: '' };
    expect(windowOpen(Q, cleared, 'assessment', '2024-02-01')).toBe(false);
  });
});

describe('the quarter form’s request', () => {
  it('sends a cleared window as not set, and refuses half a window', () => {
    const values = { ...quarterValues(Q), pmAssessmentStartDate: '', pmAssessmentEndDate: '' };
    const parsed = quarterFormSchema.parse(values);
    expect(parsed.pmAssessmentStartDate).toBeNull();
    expect(parsed.pmAssessmentEndDate).toBeNull();
    const half = quarterFormSchema.safeParse({ ...quarterValues(Q), assessmentEndDate: '' });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((i) => i.path.join('.'))).toEqual(['assessmentEndDate']);
  });

  it('sends a cleared default target date as none', () => {
    expect(
      defaultDateSchema.parse({ annualPlanId: A1, quarter: 0, version: 3, defaultTargetDate: '' })
        .defaultTargetDate,
    ).toBeNull();
  });
});
