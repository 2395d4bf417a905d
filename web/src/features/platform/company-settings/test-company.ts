import type { TCompany } from '@stratum/contracts';

/** A company for tests. */
export const testCompany = (overrides: Partial<TCompany> = {}): TCompany => ({
  id: '01J0000000000000000000000A',
  companyName: 'Acme Holdings',
  eFirstName: 'Ada',
  eLastName: 'Admin',
  email: 'admin@acme.test',
  status: 'Active',
  createdAt: '2024-01-05T10:00:00.000Z',
  updatedAt: '2024-01-05T10:00:00.000Z',
  version: 1,
  ratingScaleOption: 'five-point',
  performanceCommitteeFunction: 'No',
  companyContributionPerformance: 0,
  measurementQualitative: 'No',
  requireMicrosoftSignIn: 'No',
  personalDevelopmentPlanType: 'Annual',
  logo: null,
  ...overrides,
});
