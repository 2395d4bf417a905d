import type { TCompany } from '@stratum/contracts';
import { downloadUrl } from '../kernel/files';
import type { CompanyItem } from './entities/company';

/** A stored company as the API shows it: the logo as a short-lived link, no internal keys. */
export const toCompany = async (item: CompanyItem): Promise<TCompany> => ({
  id: item.companyId,
  companyName: item.companyName,
  eFirstName: item.eFirstName,
  eLastName: item.eLastName,
  email: item.email,
  status: item.status,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  version: item.version,
  ratingScaleOption: item.ratingScaleOption,
  performanceCommitteeFunction: item.performanceCommitteeFunction,
  companyContributionPerformance: item.companyContributionPerformance,
  measurementQualitative: item.measurementQualitative,
  personalDevelopmentPlanType: item.personalDevelopmentPlanType,
  // companies made before the setting existed have none stored
  requireMicrosoftSignIn: item.requireMicrosoftSignIn ?? 'No',
  logo: item.logoKey ? await downloadUrl(item.logoKey) : null,
});

/** Company names are claimed (kernel/unique.ts) in this scope, by `nameKey`. */
export const COMPANY_NAME_SCOPE = 'company-name';

export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
