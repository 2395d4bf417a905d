import { describe, expect, it } from 'vitest';
import {
  complianceEvent,
  eventsIn,
  feedLanguageOf,
  feedRange,
  feedTitle,
  meets,
  monthRange,
  quarterEvents,
} from './calendar';

const q = {
  annualPlanId: 'AP1',
  planName: 'FY2026',
  quarter: 0,
  startDate: '2026-01-01',
  endDate: '2026-03-31',
  assessmentEndDate: '2026-04-10',
  pmAgreementEndDate: '2026-01-31',
  pmAssessmentEndDate: '2026-04-15',
};

describe('quarterEvents', () => {
  it('gives the quarter, its assessment close and, with Performance on, its two deadlines', () => {
    const events = quarterEvents(q, true);
    expect(events.map((e) => [e.kind, e.module, e.date, e.endDate])).toEqual([
      ['quarter', 'planning', '2026-01-01', '2026-03-31'],
      ['assessment-deadline', 'planning', '2026-04-10', undefined],
      ['agreement-deadline', 'performance', '2026-01-31', undefined],
      ['pm-assessment-deadline', 'performance', '2026-04-15', undefined],
    ]);
    expect(events[2]!.title).toBe('FY2026 Q1: performance agreements due');
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
  });
  it('gives no performance deadlines with Performance off, and none for closed windows', () => {
    expect(quarterEvents(q, false).map((e) => e.module)).toEqual(['planning', 'planning']);
    expect(
      quarterEvents({ ...q, assessmentEndDate: undefined, pmAgreementEndDate: undefined }, true).map(
        (e) => e.kind,
      ),
    ).toEqual(['quarter', 'pm-assessment-deadline']);
  });
});

describe('complianceEvent', () => {
  const a = {
    activityId: 'A1',
    name: 'VAT return',
    nextComplianceDate: '2026-12-15',
    complyingTeamId: 'T1',
    complianceTeamId: 'T2',
  };
  it('shows an activity to its teams and to administrators only', () => {
    expect(complianceEvent(a, { admin: false, teamIds: new Set(['T1']) })?.link).toBe(
      '/app/compliance-management/activity/A1',
    );
    expect(complianceEvent(a, { admin: false, teamIds: new Set(['T2']) })).not.toBeNull();
    expect(complianceEvent(a, { admin: true, teamIds: new Set() })).not.toBeNull();
    expect(complianceEvent(a, { admin: false, teamIds: new Set(['T9']) })).toBeNull();
  });
});

describe('ranges', () => {
  it('a range meets a month it overlaps, a day only its own', () => {
    expect(meets({ date: '2026-01-01', endDate: '2026-03-31' }, '2026-02-01', '2026-02-28')).toBe(true);
    expect(meets({ date: '2026-03-31' }, '2026-02-01', '2026-02-28')).toBe(false);
    expect(meets({ date: '2026-02-28' }, '2026-02-01', '2026-02-28')).toBe(true);
  });
  it('eventsIn keeps the meeting ones, by date', () => {
    const events = eventsIn(quarterEvents(q, true), '2026-03-15', '2026-04-30');
    expect(events.map((e) => e.date)).toEqual(['2026-01-01', '2026-04-10', '2026-04-15']);
  });
  it('monthRange and feedRange', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(feedRange('2026-11-28')).toEqual({ from: '2026-08-01', to: '2027-11-30' });
  });

  it('writes a feed event’s title in the language chosen for the feed, English for any other', () => {
    const due = { kind: 'compliance-due' as const, subject: 'VAT return $& Q4' };
    expect(feedTitle(due, 'en')).toBe('Compliance due: VAT return $& Q4');
    expect(feedTitle(due, 'de')).toBe('Compliance fällig: VAT return $& Q4');
    expect(feedTitle(due, 'bn')).toBe('কমপ্লায়েন্স বাকি: VAT return $& Q4');
    expect(feedTitle({ kind: 'agreement-deadline', subject: 'FY27 Q2' }, 'de')).toBe(
      'FY27 Q2: Leistungsvereinbarungen fällig',
    );
    expect([undefined, 'de-DE', 'bn', 'fr', 'EN-gb'].map(feedLanguageOf)).toEqual([
      'en',
      'de',
      'bn',
      'en',
      'en',
    ]);
  });
});
