import {
  setCompanyContributionPerformance,
  setMeasurementQualitative,
  setRequireMicrosoftSignIn,
  updatePerformanceCommitteeFunction,
  updateRatingScaleOption,
  type TCompany,
} from '@stratum/contracts';

/**
 * The owner's per-company settings (spec §1, §7): each is one field of the company, written by its
 * own route with the version the screen read. One table of them, so the company's Settings tab and
 * the per-setting pages (rating scale, performance committee, qualitative measurement) share one
 * control and one save.
 */
export const COMPANY_SETTINGS = {
  ratingScaleOption: { route: updateRatingScaleOption, kind: 'choice' },
  performanceCommitteeFunction: { route: updatePerformanceCommitteeFunction, kind: 'yesNo' },
  measurementQualitative: { route: setMeasurementQualitative, kind: 'yesNo' },
  companyContributionPerformance: { route: setCompanyContributionPerformance, kind: 'percent' },
  requireMicrosoftSignIn: { route: setRequireMicrosoftSignIn, kind: 'yesNo' },
} as const;

export type SettingKey = keyof typeof COMPANY_SETTINGS;
export type SettingValue<K extends SettingKey> = TCompany[K];

/** The company a setting's route answers with: `{ company }` or `{ item }` (spec §7 names vary). */
export const companyOf = (answer: { company: TCompany } | { item: TCompany }): TCompany =>
  'company' in answer ? answer.company : answer.item;
