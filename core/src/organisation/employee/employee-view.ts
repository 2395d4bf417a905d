import type { TEmployee } from '@stratum/contracts';
import { db } from '../../db';
import type { AccountItem } from '../../platform';
import { UNPLACED, type EmployeeItem } from '../entities/employee';
import type { OrgUnitItem } from '../entities/org-unit';
import { loadUnits, pathOf } from '../hierarchy/unit-store';
import { fullNameOf } from './derive';
import { isHead } from './rules';

/** What the views of some employees join: the company's units, supervisors' names, accounts. */
export interface ViewContext {
  units: ReadonlyMap<string, OrgUnitItem>;
  /** full names by employee id */
  names: ReadonlyMap<string, string>;
  /** accounts by user id */
  accounts: ReadonlyMap<string, AccountItem>;
}

/** Several employees of a company by id, in one batch read; ids that are not there are left out. */
export const employeesByIds = async (companyId: string, ids: readonly string[]): Promise<EmployeeItem[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go();
  return data;
};

const accountsByUserIds = async (companyId: string, ids: readonly string[]): Promise<AccountItem[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { data } = await db()
    .entities.account.get(unique.map((userId) => ({ tenantId: companyId, userId })))
    .go();
  return data;
};

/**
 * Reads what the views of `items` need, all at once: the units (unless the caller already has
 * them), and — only for records stored before the supervisor's name and the account's state were
 * kept on them — the supervisors not among the items and the accounts.
 */
export const viewContext = async (
  companyId: string,
  items: readonly EmployeeItem[],
  units?: ReadonlyMap<string, OrgUnitItem>,
): Promise<ViewContext> => {
  const here = new Map(items.map((e) => [e.employeeId, e]));
  const missing = items.flatMap((e) =>
    e.supervisorId && e.supervisorName === undefined && !here.has(e.supervisorId) ? [e.supervisorId] : [],
  );
  const [unitMap, supervisors, accounts] = await Promise.all([
    units ?? loadUnits(companyId),
    employeesByIds(companyId, missing),
    accountsByUserIds(
      companyId,
      items.flatMap((e) => (e.userId && e.access === undefined ? [e.userId] : [])),
    ),
  ]);
  return {
    units: unitMap,
    names: new Map([...items, ...supervisors].map((e) => [e.employeeId, fullNameOf(e)])),
    accounts: new Map(accounts.map((a) => [a.userId, a])),
  };
};

/** A stored employee as the API shows it (ZEmployeeSchema). */
export const toEmployee = (e: EmployeeItem, vc: ViewContext): TEmployee => {
  const account = e.userId && e.access === undefined ? vc.accounts.get(e.userId) : undefined;
  return {
    id: e.employeeId,
    firstName: e.firstName,
    lastName: e.lastName,
    fullName: fullNameOf(e),
    email: e.email,
    employeeNumber: e.employeeNumber ?? null,
    jobTitle: e.jobTitle ?? null,
    status: e.status,
    unitId: e.unitId ?? null,
    businessUnitId: e.businessUnitId ?? null,
    departmentId: e.departmentId ?? null,
    divisionId: e.divisionId ?? null,
    sectionId: e.sectionId ?? null,
    subSectionId: e.subSectionId ?? null,
    subSubSectionId: e.subSubSectionId ?? null,
    placement: e.placementPath === UNPLACED ? [] : pathOf({ pathIds: e.placementPath }, vc.units),
    supervisorId: e.supervisorId ?? null,
    supervisorName: e.supervisorId ? (e.supervisorName ?? vc.names.get(e.supervisorId) ?? null) : null,
    businessUnitHead: e.businessUnitHead,
    departmentHead: e.departmentHead,
    divisionHead: e.divisionHead,
    sectionHead: e.sectionHead,
    subSectionHead: e.subSectionHead,
    subSubSectionHead: e.subSubSectionHead,
    head: isHead(e) ? 'Yes' : 'No',
    access: e.access ?? account?.status ?? 'None',
    companyRole: e.access ? (e.companyRole ?? null) : (account?.companyRole ?? null),
    source: e.source,
    version: e.version,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
};

/** One employee's view, with its own reads. */
export const viewOf = async (
  companyId: string,
  e: EmployeeItem,
  units?: ReadonlyMap<string, OrgUnitItem>,
): Promise<{ employee: TEmployee }> => ({
  employee: toEmployee(e, await viewContext(companyId, [e], units)),
});
