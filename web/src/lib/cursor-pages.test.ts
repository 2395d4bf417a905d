import { describe, expect, it } from 'vitest';
import {
  collectAllPages,
  currentCursor,
  firstPage,
  goToPage,
  hasNext,
  hasPrevious,
  recordNext,
} from './cursor-pages';

describe('cursor pages', () => {
  it('starts on page 0 without a cursor and no way forward until the page answers', () => {
    const p = firstPage();
    expect(currentCursor(p)).toBeUndefined();
    expect(hasNext(p)).toBe(false);
    expect(hasPrevious(p)).toBe(false);
  });

  it('walks forward along recorded cursors and back again', () => {
    let p = recordNext(firstPage(), 0, 'c1');
    expect(hasNext(p)).toBe(true);
    p = goToPage(p, 1);
    expect(currentCursor(p)).toBe('c1');
    p = recordNext(p, 1, 'c2');
    p = goToPage(p, 2);
    expect(currentCursor(p)).toBe('c2');
    p = recordNext(p, 2, null);
    expect(hasNext(p)).toBe(false);
    p = goToPage(p, 1);
    expect(currentCursor(p)).toBe('c1');
    expect(hasNext(p)).toBe(true);
    p = goToPage(p, 0);
    expect(currentCursor(p)).toBeUndefined();
    expect(hasPrevious(p)).toBe(false);
  });

  it('ignores a jump to a page whose cursor is unknown', () => {
    const p = recordNext(firstPage(), 0, 'c1');
    expect(goToPage(p, 3)).toBe(p);
    expect(goToPage(p, -1)).toBe(p);
  });

  it('keeps the stack when a page answers the same again (a refetch)', () => {
    let p = recordNext(firstPage(), 0, 'c1');
    p = recordNext(goToPage(p, 1), 1, 'c2');
    const back = goToPage(p, 0);
    expect(recordNext(back, 0, 'c1')).toBe(back);
    expect(hasNext(goToPage(back, 1))).toBe(true);
  });

  it('drops what lay beyond a page whose successor changed', () => {
    let p = recordNext(firstPage(), 0, 'c1');
    p = recordNext(goToPage(p, 1), 1, 'c2');
    p = recordNext(goToPage(p, 0), 0, 'c1-new');
    expect(p.cursors).toEqual([null, 'c1-new']);
    p = recordNext(p, 0, null);
    expect(p.cursors).toEqual([null]);
    expect(hasNext(p)).toBe(false);
  });
});

describe('collectAllPages', () => {
  it('follows cursors to the end', async () => {
    const pages: Record<string, { rows: number[]; cursor: string | null }> = {
      start: { rows: [1, 2], cursor: 'a' },
      a: { rows: [3, 4], cursor: 'b' },
      b: { rows: [5], cursor: null },
    };
    const seen: (string | undefined)[] = [];
    const progress: number[] = [];
    const rows = await collectAllPages(
      async (cursor) => {
        seen.push(cursor);
        return pages[cursor ?? 'start']!;
      },
      (n) => progress.push(n),
    );
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([undefined, 'a', 'b']);
    // a long export can say how far it is after every page
    expect(progress).toEqual([2, 4, 5]);
  });

  it('stops when the server repeats a cursor, and at the page limit', async () => {
    let calls = 0;
    const looping = await collectAllPages(async () => {
      calls++;
      return { rows: [calls], cursor: 'same' };
    });
    expect(looping).toEqual([1, 2]);

    let n = 0;
    const endless = await collectAllPages(async () => ({ rows: [n], cursor: `c${n++}` }), undefined, 3);
    expect(endless).toEqual([0, 1, 2]);
  });
});
