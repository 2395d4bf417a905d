import { RATING_PALETTE } from '@stratum/rules';
import { describe, expect, it } from 'vitest';
import { draftRows, NEW_KEY, stripOf, textOn } from './bands';

const band = (id: string, target: number, description = id, ownColorValue: string | null = null) => ({
  id,
  description,
  target,
  ownColorValue,
});

// spec §5 worked example: targets 59, 79, 99, 119, 149 saved in any order.
const SAVED = [band('b', 79), band('d', 119), band('a', 59), band('e', 149), band('c', 99)];

const ranges = (rows: ReturnType<typeof draftRows>) =>
  stripOf(rows).bands.map((b) => `${b.key}:${b.rating}:${b.min}-${b.max}`);

describe('the band strip', () => {
  it('derives each band’s min from the target below it, whatever order the entries come in', () => {
    expect(ranges(draftRows(SAVED, null, null))).toEqual([
      'a:1:0-59',
      'b:2:60-79',
      'c:3:80-99',
      'd:4:100-119',
      'e:5:120-149',
    ]);
    expect(stripOf(draftRows(SAVED, null, null)).complete).toBe(true);
  });

  it('follows a target as it is typed: the edited band moves and its neighbours’ mins follow', () => {
    const typed = (target: string) =>
      ranges(draftRows(SAVED, { id: 'b', draft: { description: 'b', target, colorValue: null } }, null));
    expect(typed('89')).toEqual(['a:1:0-59', 'b:2:60-89', 'c:3:90-99', 'd:4:100-119', 'e:5:120-149']);
    // Past its upper neighbour it changes place (and rating).
    expect(typed('130')).toEqual(['a:1:0-59', 'c:2:60-99', 'd:3:100-119', 'b:4:120-130', 'e:5:131-149']);
  });

  it('puts a band being added in its place, and leaves it out until it has a target', () => {
    const saved = [band('a', 50), band('b', 100)];
    const adding = (target: string) =>
      draftRows(saved, null, { description: 'Good', target, colorValue: '' });
    expect(ranges(adding(''))).toEqual(['a:1:0-50', 'b:2:51-100']);
    expect(stripOf(adding('')).pending.map((r) => r.key)).toEqual([NEW_KEY]);
    expect(ranges(adding('75'))).toEqual(['a:1:0-50', `${NEW_KEY}:2:51-75`, 'b:3:76-100']);
    const strip = stripOf(adding('75'));
    expect(strip.bands.find((b) => b.key === NEW_KEY)?.state).toBe('new');
    expect(strip.complete).toBe(false);
  });

  it('reads typed text as the engine does: not a number is no target', () => {
    expect(stripOf(draftRows([], null, { description: 'x', target: 'abc', colorValue: null })).bands).toEqual(
      [],
    );
    expect(ranges(draftRows([], null, { description: 'x', target: ' 40 ', colorValue: null }))).toEqual([
      `${NEW_KEY}:1:0-40`,
    ]);
  });

  it('flags a target two bands share, and the band nothing can fall in', () => {
    const strip = stripOf(
      draftRows(
        [band('a', 50), band('b', 80)],
        { id: 'b', draft: { description: 'b', target: 50, colorValue: null } },
        null,
      ),
    );
    expect(strip.duplicateTargets).toEqual([50]);
    expect(strip.bands.map((b) => [b.key, b.min, b.max, b.empty])).toEqual([
      ['a', 0, 50, false],
      ['b', 51, 50, true],
    ]);
  });

  it('colours a band with its own colour, else its rating’s default from the palette', () => {
    const strip = stripOf(
      draftRows([band('a', 50, 'a', RATING_PALETTE.blue), band('b', 80)], null, {
        description: 'n',
        target: 90,
        colorValue: '',
      }),
    );
    expect(strip.bands.map((b) => b.colorValue)).toEqual([
      RATING_PALETTE.blue,
      RATING_PALETTE.amber,
      RATING_PALETTE.green,
    ]);
  });
});

describe('text on a band', () => {
  it.each([
    [RATING_PALETTE.red, '#000000'],
    [RATING_PALETTE.amber, '#000000'],
    [RATING_PALETTE.green, '#000000'],
    [RATING_PALETTE.blue, '#FFFFFF'],
    [RATING_PALETTE.darkBlue, '#000000'],
  ])('on %s is %s (the one with more contrast)', (colour, text) => {
    expect(textOn(colour)).toBe(text);
  });
});
