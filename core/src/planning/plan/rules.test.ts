import { describe, expect, it } from 'vitest';
import { planDeleteRefusal } from './rules';

const plan = (over: Partial<Parameters<typeof planDeleteRefusal>[0]> = {}) => ({
  kind: 'strategic' as const,
  description: 'Vision 2030',
  perspectiveCount: 0,
  ratingScaleCount: 0,
  scorecardCount: 0,
  annualPlanCount: 0,
  ...over,
});

describe('deleting a plan', () => {
  it('is allowed with nothing under it', () => {
    expect(planDeleteRefusal(plan())).toBeNull();
  });

  it.each([
    [{ perspectiveCount: 1 }, 'has 1 perspective under it'],
    [{ ratingScaleCount: 5 }, 'has 5 rating scale entries under it'],
    [{ ratingScaleCount: 1 }, 'has 1 rating scale entry under it'],
    [{ scorecardCount: 2 }, 'has 2 scorecards under it'],
    [{ annualPlanCount: 1 }, 'has 1 annual plan under it'],
    [
      { perspectiveCount: 3, scorecardCount: 1, annualPlanCount: 2 },
      'has 3 perspectives, 1 scorecard and 2 annual plans under it',
    ],
  ])('is refused for %j, saying what is in the way', (counts, says) => {
    expect(planDeleteRefusal(plan(counts))).toBe(
      `The strategic plan “Vision 2030” ${says}: delete them first.`,
    );
  });

  it('names the kind of plan', () => {
    expect(planDeleteRefusal(plan({ kind: 'operational', perspectiveCount: 2 }))).toMatch(
      /^The operational plan “Vision 2030” has 2 perspectives/,
    );
  });
});
