import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMoves, dimsOf, parseDim, type Counted, type CountRow } from './counts';
import { totalFromCounts } from './register/list-risks';

const risk = (over: Partial<Counted> = {}): Counted => ({
  status: 'Open',
  ratingTypeId: 'T1',
  categoryId: 'C1',
  inherent: { impact: 4, likelihood: 4 },
  residual: { impact: 4, likelihood: 3 },
  ...over,
});

describe('the counts a risk write moves', () => {
  it('adds a new risk to its total, category and two cells', () => {
    expect(countMoves(null, risk())).toEqual([
      { dim: 'total#Open', delta: 1 },
      { dim: 'category#Open#C1', delta: 1 },
      { dim: 'inherent#Open#T1#4#4', delta: 1 },
      { dim: 'residual#Open#T1#4#3', delta: 1 },
    ]);
  });

  it('moves only what changed: a control that lowers the residual', () => {
    expect(countMoves(risk(), risk({ residual: { impact: 3, likelihood: 3 } }))).toEqual([
      { dim: 'residual#Open#T1#4#3', delta: -1 },
      { dim: 'residual#Open#T1#3#3', delta: 1 },
    ]);
  });

  it('moves everything when a risk is closed', () => {
    expect(countMoves(risk(), risk({ status: 'Closed' })).map((m) => `${m.dim} ${m.delta}`)).toEqual([
      'total#Open -1',
      'category#Open#C1 -1',
      'inherent#Open#T1#4#4 -1',
      'residual#Open#T1#4#3 -1',
      'total#Closed 1',
      'category#Closed#C1 1',
      'inherent#Closed#T1#4#4 1',
      'residual#Closed#T1#4#3 1',
    ]);
  });

  it('counts a risk by month: identified in its month, closed in the month it was closed (while Closed)', () => {
    const dated = risk({ createdMonth: '2026-01' });
    expect(countMoves(null, dated).map((m) => m.dim)).toContain('month#2026-01#identified#T1#4#3');
    const closed = { ...dated, status: 'Closed' as const, closedMonth: '2026-03' };
    const moves = countMoves(dated, closed).map((m) => `${m.dim} ${m.delta}`);
    // Still identified in January; closed in March.
    expect(moves.filter((m) => m.startsWith('month#'))).toEqual(['month#2026-03#closed#T1#4#3 1']);
    // Reopened: the close is taken back. A control moves both month counts to the new residual cell.
    expect(countMoves(closed, dated).filter((m) => m.dim.startsWith('month#'))).toEqual([
      { dim: 'month#2026-03#closed#T1#4#3', delta: -1 },
    ]);
    expect(
      countMoves(closed, { ...closed, residual: { impact: 4, likelihood: 2 } })
        .filter((m) => m.dim.startsWith('month#'))
        .map((m) => `${m.dim} ${m.delta}`),
    ).toEqual([
      'month#2026-01#identified#T1#4#3 -1',
      'month#2026-03#closed#T1#4#3 -1',
      'month#2026-01#identified#T1#4#2 1',
      'month#2026-03#closed#T1#4#2 1',
    ]);
  });

  it('moves nothing for a change the counts do not see', () => {
    expect(countMoves(risk(), risk())).toEqual([]);
  });

  const anyRisk = fc.record({
    status: fc.constantFrom('Open' as const, 'Closed' as const),
    ratingTypeId: fc.constantFrom('T1', 'T2'),
    categoryId: fc.constantFrom('C1', 'C2', 'C3'),
    inherent: fc.record({
      impact: fc.integer({ min: 1, max: 5 }),
      likelihood: fc.integer({ min: 1, max: 5 }),
    }),
    residual: fc.record({
      impact: fc.integer({ min: 1, max: 5 }),
      likelihood: fc.integer({ min: 1, max: 5 }),
    }),
    createdMonth: fc.constantFrom('2026-01', '2026-02'),
    closedMonth: fc.option(fc.constantFrom('2026-02', '2026-03'), { nil: undefined }),
  });

  it('applied one after another, always leave the counts of the risks as they are now', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.option(anyRisk)), { maxLength: 30 }),
        (steps) => {
          const risks = new Map<number, Counted>();
          const counts = new Map<string, number>();
          for (const [slot, next] of steps) {
            const moves = countMoves(risks.get(slot) ?? null, next);
            // A transaction touches an item once: no count appears twice in one change.
            expect(new Set(moves.map((m) => m.dim)).size).toBe(moves.length);
            for (const m of moves) counts.set(m.dim, (counts.get(m.dim) ?? 0) + m.delta);
            if (next) risks.set(slot, next);
            else risks.delete(slot);
          }
          const expected = new Map<string, number>();
          for (const r of risks.values())
            for (const d of dimsOf(r)) expected.set(d, (expected.get(d) ?? 0) + 1);
          for (const [dim, n] of counts) expect(n).toBe(expected.get(dim) ?? 0);
          for (const [dim, n] of expected) expect(counts.get(dim)).toBe(n);
        },
      ),
    );
  });
});

describe('reading the counts back', () => {
  it.each([
    ['total#Open', { kind: 'total', status: 'Open' }],
    ['category#Closed#C9', { kind: 'category', status: 'Closed', categoryId: 'C9' }],
    [
      'residual#Open#T1#2#5',
      { kind: 'residual', status: 'Open', ratingTypeId: 'T1', impact: 2, likelihood: 5 },
    ],
  ])('%s', (dim, row) => {
    expect(parseDim(dim, 3)).toMatchObject({ ...row, n: 3 });
  });

  it('ignores what it does not know', () => {
    expect(parseDim('total#Pending', 1)).toBeNull();
    expect(parseDim('other#Open#x', 1)).toBeNull();
  });

  const rows: CountRow[] = [
    'total#Open 3',
    'total#Closed 1',
    'category#Open#C1 2',
    'category#Open#C2 1',
    'category#Closed#C1 1',
    'residual#Open#T1#4#4 2',
    'residual#Open#T1#1#1 1',
    'residual#Closed#T1#4#4 1',
    'inherent#Open#T1#4#4 3',
    'inherent#Closed#T1#4#4 1',
  ].map((s) => {
    const [dim, n] = s.split(' ');
    return parseDim(dim!, Number(n))!;
  });

  it.each([
    [{ basis: 'residual' as const }, null, 4],
    [{ basis: 'residual' as const, status: 'Open' as const }, null, 3],
    [{ basis: 'residual' as const, categoryId: 'C1' }, null, 3],
    [{ basis: 'residual' as const, categoryId: 'C1', status: 'Closed' as const }, null, 1],
    [{ basis: 'residual' as const, level: 'Extreme' as const }, ['T1#4#4'], 3],
    [{ basis: 'inherent' as const, level: 'Extreme' as const, status: 'Open' as const }, ['T1#4#4'], 3],
    [{ basis: 'residual' as const, level: 'Low' as const }, ['T1#1#1', 'T1#1#2'], 1],
  ])('the total of %j (cells %j) is %i', (filter, cells, total) => {
    expect(totalFromCounts(rows, filter, cells)).toBe(total);
  });

  it.each([
    [{ basis: 'residual' as const, teamId: 'X' }, null],
    [{ basis: 'residual' as const, ownerId: 'X' }, null],
    [{ basis: 'residual' as const, search: 'x' }, null],
    [{ basis: 'residual' as const, categoryId: 'C1', level: 'Low' as const }, ['T1#1#1']],
  ])('cannot say the total of %j: it is counted', (filter, cells) => {
    expect(totalFromCounts(rows, filter, cells)).toBeNull();
  });
});
