import { db } from '../../db';
import { fullNameOf } from './derive';

/**
 * Full names of a company's employees, remembered by this process while the company's
 * `namesVersion` (orgStats) stands: every rename raises it in the transaction that renames, so a
 * name read after the version was read is at least that current and a rename is never missed.
 * Reports and inboxes that name thousands of people then read one small item beside their own
 * query instead of a batch get per hundred names; ids not remembered yet (a new employee) are read
 * and remembered, and ids that are no employee of the company are remembered as such.
 */
interface Book {
  version: number;
  /** null: no such employee */
  names: Map<string, string | null>;
}

const books = new Map<string, Book>();
const REMEMBERED_COMPANIES = 100;

/** The company's names version: 0 until the first rename. */
const versionOf = async (companyId: string): Promise<number> =>
  (
    await db()
      .entities.orgStats.get({ companyId })
      .go({ attributes: ['namesVersion'] })
  ).data?.namesVersion ?? 0;

const bookAt = (companyId: string, version: number): Book => {
  const hit = books.get(companyId);
  if (hit && hit.version === version) return hit;
  books.delete(companyId);
  if (books.size >= REMEMBERED_COMPANIES) books.delete(books.keys().next().value!);
  const book: Book = { version, names: new Map() };
  books.set(companyId, book);
  return book;
};

/**
 * Starts reading the company's names version at once (call it beside the query whose rows need
 * names); `of(ids)` then answers the names of those ids (employees not found are left out).
 */
export const employeeNames = (companyId: string) => {
  const version = versionOf(companyId);
  version.catch(() => undefined); // awaited by `of`; not an unhandled rejection meanwhile
  return {
    of: async (ids: Iterable<string | null | undefined>): Promise<Map<string, string>> => {
      const book = bookAt(companyId, await version);
      const out = new Map<string, string>();
      const missing = new Set<string>();
      for (const id of ids) {
        if (!id || out.has(id)) continue;
        const name = book.names.get(id);
        if (name) out.set(id, name);
        else if (name === undefined) missing.add(id);
      }
      if (missing.size > 0) {
        const { data } = await db()
          .entities.employee.get([...missing].map((employeeId) => ({ companyId, employeeId })))
          .go({ attributes: ['employeeId', 'firstName', 'lastName'], concurrency: 8 });
        for (const e of data) {
          const name = fullNameOf(e);
          book.names.set(e.employeeId, name);
          out.set(e.employeeId, name);
          missing.delete(e.employeeId);
        }
        for (const id of missing) book.names.set(id, null);
      }
      return out;
    },
  };
};

/** The names of these employees in one call, for a caller with nothing to read beside it. */
export const namesOfEmployees = (
  companyId: string,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, string>> => employeeNames(companyId).of(ids);
