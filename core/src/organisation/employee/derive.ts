import { UNPLACED } from '../entities/employee';
import type { OrgUnitItem } from '../entities/org-unit';
import { unitIdsOf } from '../hierarchy/unit-store';

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

/**
 * Where an employee placed in `unit` (or in none) sits: the unit, the ids of it and every unit
 * above it, and the path key of the byPlacement index. Every field is present so a rewrite clears
 * the levels of an old, deeper placement.
 */
export const placementFields = (unit: Pick<OrgUnitItem, 'unitId' | 'pathIds'> | null) => {
  const ids = unit ? unitIdsOf(unit) : null;
  return {
    unitId: unit?.unitId,
    businessUnitId: ids?.businessUnitId,
    departmentId: ids?.departmentId,
    divisionId: ids?.divisionId,
    sectionId: ids?.sectionId,
    subSectionId: ids?.subSectionId,
    subSubSectionId: ids?.subSubSectionId,
    placementPath: unit?.pathIds ?? UNPLACED,
  };
};
