/**
 * Uniqueness claims (kernel/unique.ts) of employee records: an email, and an employee number
 * where given, belong to one employee per company. Claimed in the transaction that writes the
 * record; moved in the one that changes it; kept when an employee is deactivated (history stays).
 */
export const employeeEmailScope = (companyId: string): string => `employee-email#${companyId}`;
export const employeeNumberScope = (companyId: string): string => `employee-number#${companyId}`;
/** employee numbers compare without case or surrounding space */
export const numberKey = (employeeNumber: string): string => employeeNumber.trim().toLowerCase();
