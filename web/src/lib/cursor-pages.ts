/**
 * Cursor paging for a table (ARCHITECTURE §5: lists return `list, total, cursor`). The API only
 * knows "the page after this cursor", so the table keeps the cursor of every page it has reached:
 * back and forward move along that stack, and a new query (search, sort, page size) starts over.
 *
 * `cursors[i]` is the cursor that fetches page i (page 0 has none); a null past the end means
 * there is no further page.
 */
export interface CursorPages {
  cursors: readonly (string | null)[];
  index: number;
}

export const firstPage = (): CursorPages => ({ cursors: [null], index: 0 });

export const currentCursor = (pages: CursorPages): string | undefined =>
  pages.cursors[pages.index] ?? undefined;

/** Page `page` came back with `next`: remember how to reach the page after it. */
export const recordNext = (pages: CursorPages, page: number, next: string | null): CursorPages => {
  if (page >= pages.cursors.length) return pages;
  // Same answer as before: keep the stack, including pages already reached beyond it.
  if (next !== null && pages.cursors[page + 1] === next) return pages;
  if (next === null && pages.cursors.length === page + 1) return pages;
  // The page's successor changed (rows were added or removed): what lay beyond it is stale.
  const known = pages.cursors.slice(0, page + 1);
  return { ...pages, cursors: next === null ? known : [...known, next] };
};

export const hasNext = (pages: CursorPages): boolean => typeof pages.cursors[pages.index + 1] === 'string';

export const hasPrevious = (pages: CursorPages): boolean => pages.index > 0;

/** Moves to a page already reached (or the next one); any other request is ignored. */
export const goToPage = (pages: CursorPages, page: number): CursorPages => {
  if (page === pages.index || page < 0) return pages;
  if (page === 0 || typeof pages.cursors[page] === 'string') return { ...pages, index: page };
  return pages;
};

/**
 * Follows the cursors from the first page to the last, for exports. Stops if the server repeats
 * a cursor or `maxPages` is reached, so a faulty answer cannot loop forever.
 */
export const collectAllPages = async <Row>(
  fetchPage: (cursor: string | undefined) => Promise<{ rows: Row[]; cursor: string | null }>,
  onProgress?: (rows: number) => void,
  maxPages = 500,
): Promise<Row[]> => {
  const rows: Row[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const result = await fetchPage(cursor);
    rows.push(...result.rows);
    onProgress?.(rows.length);
    if (result.cursor === null || seen.has(result.cursor)) break;
    seen.add(result.cursor);
    cursor = result.cursor;
  }
  return rows;
};
