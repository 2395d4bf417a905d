import { z } from 'zod';
import { ZEmail, ZId, ZIsoDateTime, ZName, ZPage, ZPageQuery, ZStatus, ZVersion, ZYesNo } from '../common';
import { ZOrgUnitSchema, ZUnitLevel } from './hierarchy';
import { defineRoute } from '../route';

/** Whether the employee can sign in: no account yet, invited, signed up, or switched off. */
export const ZAccessStatus = z.enum(['None', 'Invited', 'Active', 'Disabled']);
export type TAccessStatus = z.infer<typeof ZAccessStatus>;

export const ZCompanyRole = z.enum(['administrator', 'employee']);
export type TCompanyRole = z.infer<typeof ZCompanyRole>;

/** Where an employee record came from. */
export const ZEmployeeSource = z.enum(['manual', 'import', 'sage', 'cow']);

const ZHeadFlags = {
  businessUnitHead: ZYesNo,
  departmentHead: ZYesNo,
  divisionHead: ZYesNo,
  sectionHead: ZYesNo,
  subSectionHead: ZYesNo,
  subSubSectionHead: ZYesNo,
};

export const ZEmployeeSchema = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  /** spec §3: first and last name joined by a space */
  fullName: z.string(),
  email: z.string(),
  employeeNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: ZStatus,
  /** the deepest unit the employee is placed in, and every unit above it */
  unitId: ZId.nullable(),
  businessUnitId: ZId.nullable(),
  departmentId: ZId.nullable(),
  divisionId: ZId.nullable(),
  sectionId: ZId.nullable(),
  subSectionId: ZId.nullable(),
  subSubSectionId: ZId.nullable(),
  /** the placement's units, business unit first, with names for display */
  placement: z.array(z.object({ level: ZUnitLevel, id: ZId, name: z.string() })),
  /** reports-to */
  supervisorId: ZId.nullable(),
  supervisorName: z.string().nullable(),
  ...ZHeadFlags,
  /** spec §3: Yes if any head flag is Yes */
  head: ZYesNo,
  access: ZAccessStatus,
  /** null until the employee has an account */
  companyRole: ZCompanyRole.nullable(),
  source: ZEmployeeSource,
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TEmployee = z.infer<typeof ZEmployeeSchema>;

const ZOptionalText = (what: string, max = 60) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const employeeFields = {
  firstName: ZName('firstName'),
  lastName: ZName('lastName'),
  email: ZEmail,
  employeeNumber: ZOptionalText('employeeNumber'),
  jobTitle: ZOptionalText('jobTitle', 120),
  /** the deepest unit chosen; the units above it follow from the hierarchy */
  unitId: ZId.nullable().optional(),
  supervisorId: ZId.nullable().optional(),
  businessUnitHead: ZYesNo.default('No'),
  departmentHead: ZYesNo.default('No'),
  divisionHead: ZYesNo.default('No'),
  sectionHead: ZYesNo.default('No'),
  subSectionHead: ZYesNo.default('No'),
  subSubSectionHead: ZYesNo.default('No'),
};

export const ZAddEmployeeRequestSchema = z.object({
  ...employeeFields,
  /** create the sign-in account now and email the invitation */
  giveAccess: z.boolean().default(false),
  companyRole: ZCompanyRole.default('employee'),
});
export type TAddEmployeeRequest = z.infer<typeof ZAddEmployeeRequestSchema>;

export const ZUpdateEmployeeRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  ...employeeFields,
  /** Inactive → Active brings a deactivated employee back (their access stays off until given again) */
  status: ZStatus.default('Active'),
});
export type TUpdateEmployeeRequest = z.infer<typeof ZUpdateEmployeeRequestSchema>;

export const ZListEmployeesRequestSchema = ZPageQuery.extend({
  /** name, email or employee number */
  search: z.string().trim().max(120).optional(),
  status: ZStatus.optional(),
  /** a unit of any level: its employees and those of every unit below it */
  unitId: ZId.optional(),
  sortField: z.enum(['fullName', 'createdAt']).default('fullName'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

export const ZEmployeeRef = z.object({ id: ZId, version: ZVersion });

const readers = ['employee'] as const;
const writers = ['admin'] as const;

export const listEmployees = defineRoute({
  family: 'employee',
  action: 'all',
  method: 'GET',
  path: '/employee/all',
  summary:
    'The company’s employees, paged, by name; search by name, email or number; filter by unit or status',
  input: ZListEmployeesRequestSchema,
  output: ZPage(ZEmployeeSchema),
  access: readers,
  errorTitle: 'Get Employee Failed',
  mutates: false,
});

export const getEmployee = defineRoute({
  family: 'employee',
  action: 'get-by-id',
  method: 'GET',
  path: '/employee/get-by-id',
  summary: 'One employee',
  input: z.object({ id: ZId }),
  output: z.object({ employee: ZEmployeeSchema }),
  access: readers,
  errorTitle: 'Get Employee Failed',
  mutates: false,
});

export const ZOrgChartUnitSchema = ZOrgUnitSchema.pick({
  id: true,
  level: true,
  name: true,
  status: true,
  parentId: true,
  head: true,
  childCount: true,
  memberCount: true,
}).extend({ headJobTitle: z.string().nullable() });
export type TOrgChartUnit = z.infer<typeof ZOrgChartUnitSchema>;

export const getOrgEmployees = defineRoute({
  family: 'employee',
  action: 'org-employees',
  method: 'GET',
  path: '/employee/org-employees',
  summary: 'The organisation chart: every unit with its parent, head and head count',
  input: z.object({ status: ZStatus.optional() }),
  output: z.object({ units: z.array(ZOrgChartUnitSchema), employees: z.number().int() }),
  access: readers,
  errorTitle: 'Get Employee Failed',
  mutates: false,
});

export const addEmployee = defineRoute({
  family: 'employee',
  action: 'add',
  method: 'POST',
  path: '/employee/add',
  summary: 'Add an employee; with giveAccess, their account is created and an invitation emailed',
  input: ZAddEmployeeRequestSchema,
  output: z.object({ employee: ZEmployeeSchema }),
  access: writers,
  errorTitle: 'Add Employee Failed',
  mutates: true,
});

export const updateEmployee = defineRoute({
  family: 'employee',
  action: 'update',
  method: 'POST',
  path: '/employee/update',
  summary: 'Change an employee’s details, placement, supervisor, head flags or status',
  input: ZUpdateEmployeeRequestSchema,
  output: z.object({ employee: ZEmployeeSchema }),
  access: writers,
  errorTitle: 'Update Employee Failed',
  mutates: true,
});

export const deleteEmployee = defineRoute({
  family: 'employee',
  action: 'delete',
  method: 'POST',
  path: '/employee/delete',
  summary: 'Deactivate an employee: their history stays, their account is switched off',
  input: ZEmployeeRef,
  output: z.object({ employee: ZEmployeeSchema }),
  access: writers,
  errorTitle: 'Delete Employee Failed',
  mutates: true,
});

export const giveEmployeeAccess = defineRoute({
  family: 'employee',
  action: 'give-access',
  method: 'POST',
  path: '/employee/give-access',
  summary: 'Create the employee’s sign-in account and email the invitation (again, if still invited)',
  input: z.object({ id: ZId }),
  output: z.object({ employee: ZEmployeeSchema }),
  access: writers,
  errorTitle: 'Give Access Failed',
  mutates: true,
});

export const revokeEmployeeAccess = defineRoute({
  family: 'employee',
  action: 'revoke-access',
  method: 'POST',
  path: '/employee/revoke-access',
  summary: 'Switch the employee’s sign-in off (the record stays active)',
  input: z.object({ id: ZId }),
  output: z.object({ employee: ZEmployeeSchema }),
  access: writers,
  errorTitle: 'Revoke Access Failed',
  mutates: true,
});

export const updateEmployeeRole = defineRoute({
  family: 'employee',
  action: 'update-role',
  method: 'POST',
  path: '/employee/update-role',
  summary: 'Make an employee a company administrator or a plain employee; the last administrator stays',
  input: z.object({ id: ZId, companyRole: ZCompanyRole }),
  output: z.object({ employee: ZEmployeeSchema }),
  access: writers,
  errorTitle: 'Update Role Failed',
  mutates: true,
});

// ---------------------------------------------------------------- imports

/** Spreadsheet uploads: CSV (UTF-8) or Excel .xlsx, up to 4 MB (well under the 6 MB Lambda limit once encoded). */
export const EMPLOYEE_FILE_RULE = {
  field: 'document',
  maxBytes: 4 * 1024 * 1024,
  types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const;

/** The most rows one import or staging upload takes. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * The columns of an import file, by their header text (matched ignoring case, spaces, dashes and
 * underscores). Units are named; the supervisor is an email or employee number, of an existing
 * employee or of another row.
 */
export const IMPORT_COLUMNS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  employeeNumber: 'Employee number',
  jobTitle: 'Job title',
  businessUnit: 'Business unit',
  department: 'Department',
  division: 'Division',
  section: 'Section',
  subSection: 'Sub-section',
  subSubSection: 'Sub-sub-section',
  supervisor: 'Supervisor',
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;

export const ZImportRowSchema = z.object({
  /** the row's line in the file (the header is line 1) */
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  employeeNumber: z.string(),
  jobTitle: z.string(),
  businessUnit: z.string(),
  department: z.string(),
  division: z.string(),
  section: z.string(),
  subSection: z.string(),
  subSubSection: z.string(),
  supervisor: z.string(),
});
export type TImportRow = z.infer<typeof ZImportRowSchema>;

export const ZImportProblemSchema = z.object({
  line: z.number().int(),
  /** the column at fault, or null for the whole row */
  column: z.string().nullable(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblemSchema>;

export const ZImportPreviewSchema = z.object({
  fileName: z.string(),
  rows: z.array(ZImportRowSchema),
  problems: z.array(ZImportProblemSchema),
  /** recognised columns, by field */
  columns: z.array(z.string()),
  /** header cells that match no column (ignored) */
  ignoredColumns: z.array(z.string()),
  /** true when the file can be imported as it is */
  clean: z.boolean(),
});
export type TImportPreview = z.infer<typeof ZImportPreviewSchema>;

export const previewEmployeeImport = defineRoute({
  family: 'employee',
  action: 'import-preview',
  method: 'POST',
  path: '/employee/import-preview',
  summary: 'Read a CSV or Excel file of employees and say, row by row, what is wrong; writes nothing',
  input: z.object({}),
  output: z.object({ preview: ZImportPreviewSchema }),
  access: writers,
  errorTitle: 'Import Employee Failed',
  file: EMPLOYEE_FILE_RULE,
  mutates: false,
});

/**
 * An import run as a job: queued, running (rows written, still unlisted), committing, then
 * committed (every row listed at once) or, when it could not finish, undone (none of them).
 */
export const ZImportJobSchema = z.object({
  id: ZId,
  state: z.enum(['queued', 'running', 'committing', 'committed', 'undoing', 'undone']),
  fileName: z.string(),
  total: z.number().int(),
  /** rows written so far */
  done: z.number().int(),
  percent: z.number().int().min(0).max(100),
  /** why an undone import was undone */
  reason: z.string().nullable(),
  createdAt: ZIsoDateTime,
  finishedAt: ZIsoDateTime.nullable(),
});
export type TImportJob = z.infer<typeof ZImportJobSchema>;

export const addEmployeesBulk = defineRoute({
  family: 'employee',
  action: 'add-bulk',
  method: 'POST',
  path: '/employee/add-bulk',
  summary:
    'Import a CSV or Excel file of employees, all rows or none, as a job: a file with problems is refused (422) with them listed and nothing written; a clean one is queued and its job answered (employee/import-job shows its progress)',
  input: z.object({}),
  output: z.object({ job: ZImportJobSchema }),
  access: writers,
  errorTitle: 'Import Employee Failed',
  file: EMPLOYEE_FILE_RULE,
  mutates: true,
});

export const getImportJob = defineRoute({
  family: 'employee',
  action: 'import-job',
  method: 'GET',
  path: '/employee/import-job',
  summary: 'An import job of the company: its state, progress and outcome',
  input: z.object({ id: ZId }),
  output: z.object({ job: ZImportJobSchema }),
  access: writers,
  errorTitle: 'Import Employee Failed',
  mutates: false,
});

// ---------------------------------------------------------------- Sage and Cow staging

export const STAGING_SOURCES = ['sage', 'cow'] as const;
export type StagingSource = (typeof STAGING_SOURCES)[number];

export const ZStagedEmployeeSchema = z.object({
  id: ZId,
  source: z.enum(STAGING_SOURCES),
  /** the exported row, by its column header */
  fields: z.record(z.string(), z.string()),
  status: z.enum(['Pending', 'Added']),
  /** the employee made from it */
  employeeId: ZId.nullable(),
  uploadedAt: ZIsoDateTime,
  fileName: z.string(),
});
export type TStagedEmployee = z.infer<typeof ZStagedEmployeeSchema>;

/** Which export column feeds each employee field; firstName, lastName and email are required. */
export const ZStagingMappingSchema = z.object({
  firstName: z.string().min(1, 'firstName: choose the column'),
  lastName: z.string().min(1, 'lastName: choose the column'),
  email: z.string().min(1, 'email: choose the column'),
  employeeNumber: z.string().optional(),
  jobTitle: z.string().optional(),
});
export type TStagingMapping = z.infer<typeof ZStagingMappingSchema>;

const SOURCE_TITLE = { sage: 'Sage', cow: 'Cow' } as const;

const stagingRoutes = <S extends StagingSource>(source: S) => {
  const name = SOURCE_TITLE[source];
  return {
    list: defineRoute({
      family: 'employee',
      action: `${source}-employees`,
      method: 'GET',
      path: `/employee/${source}-employees`,
      summary: `Rows of ${name} employee exports waiting to be added, newest upload first, with the columns seen`,
      input: ZPageQuery.extend({ status: z.enum(['Pending', 'Added']).optional() }),
      output: ZPage(ZStagedEmployeeSchema).extend({ columns: z.array(z.string()) }),
      access: writers,
      errorTitle: `Get ${name} Employees Failed`,
      mutates: false,
    }),
    upload: defineRoute({
      family: 'employee',
      action: `upload-${source}`,
      method: 'POST',
      path: `/employee/upload-${source}`,
      summary: `Stage a ${name} employee export (CSV or Excel): its rows wait to be added as employees`,
      input: z.object({}),
      output: z.object({ staged: z.number().int(), columns: z.array(z.string()) }),
      access: writers,
      errorTitle: `Upload ${name} Employees Failed`,
      file: EMPLOYEE_FILE_RULE,
      mutates: true,
    }),
    add: defineRoute({
      family: 'employee',
      action: `add-${source}`,
      method: 'POST',
      path: `/employee/add-${source}`,
      summary: `Add chosen ${name} rows as employees through a column mapping, all or none, placed in one unit`,
      input: z.object({
        ids: z.array(ZId).min(1, 'ids: choose at least one row').max(500, 'ids: at most 500 rows at once'),
        mapping: ZStagingMappingSchema,
        unitId: ZId.nullable().optional(),
        supervisorId: ZId.nullable().optional(),
      }),
      output: z.object({ success: z.literal(true), added: z.number().int() }),
      access: writers,
      errorTitle: `Add ${name} Employee Failed`,
      mutates: true,
    }),
    remove: defineRoute({
      family: 'employee',
      action: `delete-${source}`,
      method: 'POST',
      path: `/employee/delete-${source}`,
      summary: `Discard staged ${name} rows`,
      input: z.object({
        ids: z.array(ZId).min(1, 'ids: choose at least one row').max(500, 'ids: at most 500 rows at once'),
      }),
      output: z.object({ deleted: z.number().int() }),
      access: writers,
      errorTitle: `Delete ${name} Employee Failed`,
      mutates: true,
    }),
  };
};

export const sageRoutes = stagingRoutes('sage');
export const cowRoutes = stagingRoutes('cow');
export const STAGING_ROUTES = { sage: sageRoutes, cow: cowRoutes } as const;

export const employeeRoutes = [
  listEmployees,
  getEmployee,
  getOrgEmployees,
  addEmployee,
  updateEmployee,
  deleteEmployee,
  giveEmployeeAccess,
  revokeEmployeeAccess,
  updateEmployeeRole,
  previewEmployeeImport,
  addEmployeesBulk,
  getImportJob,
  ...Object.values(sageRoutes),
  ...Object.values(cowRoutes),
] as const;
