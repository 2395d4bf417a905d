import { UNPLACED } from '../entities/employee';

/** spec §3: first and last name joined by a space. */
export const fullNameOf = (e: { firstName: string; lastName: string }): string =>
  `${e.firstName} ${e.lastName}`;

/**
 * The stored fields that follow from an employee's names, email and number: the sort key of the
 * name index and the lower-cased text the search box matches.
 */
export const derivedNameFields = (e: {
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber?: string | null | undefined;
}): { sortName: string; searchText: string } => {
  const sortName = fullNameOf(e).toLowerCase().replace(/\s+/g, ' ').trim();
  return {
    sortName,
    searchText: [sortName, e.email.toLowerCase(), (e.employeeNumber ?? '').toLowerCase()]
      .filter(Boolean)
      .join(' '),
  };
};

/** A new record's fields beyond the caller's: derived keys, no placement, manual source. */
export const newEmployeeFields = (e: {
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber?: string | null | undefined;
}) => ({ ...derivedNameFields(e), placementPath: UNPLACED });
