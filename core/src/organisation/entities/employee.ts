import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

const yesNo = { type: ['Yes', 'No'] as const, required: true, default: 'No' } as const;

/** The placementPath of an employee in no unit. */
export const UNPLACED = '-';

/**
 * spec §3 Employee. `sortName` (lower-cased full name) orders the company list; `placementPath`
 * is the pathIds of the deepest unit they are placed in (UNPLACED for none), so a unit's people —
 * its own and every unit's below — are one key-prefix query, ordered by name. Both are written with
 * every change that touches them (ElectroDB needs an index's whole key to rewrite it).
 */
export const EmployeeEntity = new Entity({
  model: { entity: 'employee', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    employeeNumber: { type: 'string' },
    jobTitle: { type: 'string' },
    sortName: { type: 'string', required: true },
    /** lower-cased name, email and number: the search box */
    searchText: { type: 'string', required: true },
    /** the deepest unit; the ids of it and every unit above follow */
    unitId: { type: 'string' },
    placementPath: { type: 'string', required: true, default: UNPLACED },
    businessUnitId: { type: 'string' },
    departmentId: { type: 'string' },
    divisionId: { type: 'string' },
    sectionId: { type: 'string' },
    subSectionId: { type: 'string' },
    subSubSectionId: { type: 'string' },
    supervisorId: { type: 'string' },
    /**
     * The supervisor's full name, kept with the record so a list reads no one else: set with the
     * supervisor, rewritten on their reports when they are renamed (update-employee).
     */
    supervisorName: { type: 'string' },
    source: { type: ['manual', 'import', 'sage', 'cow'] as const, required: true, default: 'manual' },
    /** set on the employees of one import, so a failed import can take back what it wrote */
    importId: { type: 'string' },
    status: { type: ['Active', 'Inactive'] as const, required: true, default: 'Active' },
    /** the Cognito subject once the employee has been given access */
    userId: { type: 'string' },
    /**
     * The account's state and company role, kept with the record (every account change writes
     * both in one transaction). Absent on records stored before they were kept: read the account.
     */
    access: { type: ['None', 'Invited', 'Active', 'Disabled'] as const },
    companyRole: { type: ['administrator', 'employee'] as const },
    businessUnitHead: yesNo,
    departmentHead: yesNo,
    divisionHead: yesNo,
    sectionHead: yesNo,
    subSectionHead: yesNo,
    subSubSectionHead: yesNo,
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['employeeId'] },
    },
    /** which companies have this email on record (sign-up) */
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: ['companyId'] },
    },
    /** the company's list by name (names need not be unique: a GSI key need not be) */
    byName: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId'] },
      sk: { field: 'gsi2sk', composite: ['sortName'] },
    },
    /** a unit's people, and those of every unit below it, by name */
    byPlacement: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId'] },
      sk: { field: 'gsi3sk', composite: ['placementPath', 'sortName'] },
    },
  },
});

export type EmployeeItem = EntityItem<typeof EmployeeEntity>;
