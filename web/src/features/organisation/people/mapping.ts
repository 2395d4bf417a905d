import type { TStagingMapping } from '@stratum/contracts';

export type MappedField = keyof TStagingMapping;
export const MAPPED_FIELDS: readonly MappedField[] = [
  'firstName',
  'lastName',
  'email',
  'employeeNumber',
  'jobTitle',
];
export const REQUIRED_MAPPED_FIELDS: readonly MappedField[] = ['firstName', 'lastName', 'email'];

/** Header names HR exports use for each field, normalised (lower case, letters and digits only). */
const SYNONYMS: Record<MappedField, readonly string[]> = {
  firstName: ['firstname', 'forename', 'forenames', 'givenname', 'first', 'fname', 'name1'],
  lastName: ['lastname', 'surname', 'familyname', 'last', 'lname', 'name2'],
  email: ['email', 'emailaddress', 'workemail', 'businessemail', 'mail', 'emailid', 'workemailaddress'],
  employeeNumber: [
    'employeenumber',
    'employeeno',
    'employeenum',
    'employeeid',
    'employeecode',
    'employeeref',
    'empno',
    'empnumber',
    'empid',
    'empcode',
    'staffnumber',
    'staffno',
    'staffid',
    'payrollnumber',
    'payrollno',
    'payrollid',
    'reference',
    'number',
  ],
  // not `title` alone: in HR exports that is usually Mr/Ms
  jobTitle: ['jobtitle', 'position', 'positiontitle', 'role', 'jobrole', 'designation', 'job', 'post'],
};

/** Parts that name a field inside a longer header (`Employee First Name`, `Work Email Address`). */
const PARTS: Record<MappedField, readonly string[]> = {
  firstName: ['firstname', 'forename', 'givenname'],
  lastName: ['lastname', 'surname', 'familyname'],
  email: ['email'],
  employeeNumber: [
    'employeenumber',
    'employeeno',
    'employeeid',
    'employeecode',
    'staffnumber',
    'payrollnumber',
  ],
  jobTitle: ['jobtitle', 'position', 'designation'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A first guess at which export column feeds each employee field, by header name: exact synonyms
 * first, then a header that contains one (`Employee First Name`). A column feeds one field at most;
 * a field with no likely column is left empty for the person to choose.
 */
export const guessMapping = (columns: readonly string[]): Partial<Record<MappedField, string>> => {
  const taken = new Set<string>();
  const result: Partial<Record<MappedField, string>> = {};
  const pick = (
    field: MappedField,
    names: Record<MappedField, readonly string[]>,
    match: (header: string, name: string) => boolean,
  ) => {
    if (result[field]) return;
    for (const synonym of names[field]) {
      const column = columns.find((c) => !taken.has(c) && match(normalise(c), synonym));
      if (column) {
        result[field] = column;
        taken.add(column);
        return;
      }
    }
  };
  for (const field of MAPPED_FIELDS) pick(field, SYNONYMS, (header, name) => header === name);
  for (const field of MAPPED_FIELDS) pick(field, PARTS, (header, name) => header.includes(name));
  return result;
};
