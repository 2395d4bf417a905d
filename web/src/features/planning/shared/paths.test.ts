import { describe, expect, it } from 'vitest';
import { pickChosen, settledChoice } from '../../../lib/choice';
import { annualScreensOf, PLAN_SCREENS, planScreensOf } from './paths';

describe('the plan screens a URL belongs to', () => {
  it.each([
    ['/app/strategic/list', 'strategic', '/app/strategic'],
    ['/app/strategic/edit/p1', 'strategic', '/app/strategic'],
    ['/app/operational/rating-scales', 'operational', '/app/operational'],
    ['/app/performance/strategic-plans', 'strategic', '/app/performance/strategic-plans'],
    ['/app/performance/strategic-plans/perspectives', 'strategic', '/app/performance/strategic-plans'],
  ])('%s: %s plans under %s', (path, kind, base) => {
    expect(planScreensOf(path)).toMatchObject({ kind, base });
  });

  it('keeps each set’s links in its own place', () => {
    expect(PLAN_SCREENS.performance.list).toBe('/app/performance/strategic-plans');
    expect(PLAN_SCREENS.performance.edit('p1')).toBe('/app/performance/strategic-plans/edit/p1');
    expect(PLAN_SCREENS.operational.list).toBe('/app/operational/list');
    expect(PLAN_SCREENS.operational.titles.add).toBe('nav.addOperationalPlan');
  });

  it('tells the performance area’s annual plans from the annual plans', () => {
    expect(annualScreensOf('/app/performance/manage-quarters').quarters).toBe(
      '/app/performance/manage-quarters',
    );
    expect(annualScreensOf('/app/performance/annual-plans/add').plans.base).toBe(
      '/app/performance/strategic-plans',
    );
    expect(annualScreensOf('/app/annual/manage-quarters').list).toBe('/app/annual/list');
  });
});

describe('the chosen plan', () => {
  const plans = [
    { id: 'old', status: 'Inactive' },
    { id: 'now', status: 'Active' },
    { id: 'next', status: 'Active' },
  ];
  it('is the one the URL names when it is in the list', () => {
    expect(pickChosen(plans, 'next')?.id).toBe('next');
    expect(pickChosen(plans, 'old')?.id).toBe('old');
  });
  it('is otherwise the first active one, and none for an empty list', () => {
    expect(pickChosen(plans, null)?.id).toBe('now');
    expect(pickChosen(plans, 'gone')?.id).toBe('now');
    expect(pickChosen([{ id: 'x', status: 'Inactive' }], null)?.id).toBe('x');
    expect(pickChosen([], 'x')).toBeNull();
  });
  it('waits while the list is read again and lacks the one the URL names (one just added)', () => {
    expect(settledChoice(plans, 'just-added', true)).toBeUndefined();
    expect(settledChoice(plans, 'next', true)?.id).toBe('next');
    expect(settledChoice(plans, 'gone', false)?.id).toBe('now');
    expect(settledChoice(undefined, null, false)).toBeUndefined();
  });
});
