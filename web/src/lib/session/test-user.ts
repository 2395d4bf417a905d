import type { TSessionUser } from '@stratum/contracts';

/** A session user for tests. */
export const testUser = (overrides: Partial<TSessionUser> = {}): TSessionUser => ({
  id: 'u1',
  uid: 'u1',
  apiToken: 'token-1',
  refreshToken: 'refresh-1',
  expiresAt: 1_900_000_000_000,
  role: 'employee',
  companyRole: 'administrator',
  companyId: '01J0000000000000000000000A',
  companyName: 'Acme Holdings',
  employeeId: '01J0000000000000000000000B',
  email: 'admin@acme.test',
  firstName: 'Ada',
  lastName: 'Admin',
  fullName: 'Ada Admin',
  companies: [
    {
      companyId: '01J0000000000000000000000A',
      companyName: 'Acme Holdings',
      companyRole: 'administrator',
      employeeId: '01J0000000000000000000000B',
    },
  ],
  ...overrides,
});
