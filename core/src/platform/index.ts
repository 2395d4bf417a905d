/**
 * The platform: companies, accounts and sign-in, the module catalogue and each company's modules,
 * user manuals, and who is calling. Every other module builds on it; it builds on none.
 */
export { EMAIL_SCOPE, sendSetPasswordMail, withNewIdentity } from './accounts';
export { forgotPassword } from './auth/forgot-password';
export { login } from './auth/login';
export { refresh } from './auth/refresh';
export { resetPassword } from './auth/reset-password';
export { findAccountByEmail } from './auth/session-user';
export { signOut } from './auth/sign-out';
export { signUp } from './auth/sign-up';
export { COMPANY_NAME_SCOPE, nameKey as companyNameKey, toCompany } from './company-view';
export { findCompany, getCompany, getMyCompany } from './company/get-company';
export { listAuditTrails } from './company/list-audit-trails';
export { listCompanies } from './company/list-companies';
export {
  setCompanyContributionPerformance,
  setMeasurementQualitative,
  updatePerformanceCommitteeFunction,
  updateRatingScaleOption,
} from './company/update-company-setting';
export { updateCompany } from './company/update-company';
export { uploadLogo, type UploadedFile } from './company/upload-logo';
export type { AccountItem } from './entities/account';
export {
  getCompanyModuleState,
  listCompanyModules,
  listModuleCompanies,
} from './module/list-company-modules';
export { listModules } from './module/list-modules';
export { employeeModules, enabledModules } from './module/module-view';
export { isModuleAdmin, requireModuleAdmin } from './module/require-module-admin';
export { setPersonalDevelopmentPlanType } from './module/set-personal-development-plan-type';
export { updateCompanyModule } from './module/update-company-module';
export { forgetCallers, resolveCaller, type RequestMeta } from './resolve-caller';
export {
  addUserManual,
  deleteUserManual,
  listUserManuals,
  openUserManual,
  updateUserManual,
} from './user-manual/user-manuals';
