/**
 * The platform: companies, accounts and sign-in, the module catalogue and each company's modules,
 * user manuals, and who is calling. Every other module builds on it; it builds on none.
 */
export {
  accountsOf,
  EMAIL_SCOPE,
  invitationMail,
  syncIdentityEnabled,
  withIdentity,
  withNewIdentity,
} from './accounts';
export { forgotPassword } from './auth/forgot-password';
export { login } from './auth/login';
export { finishMicrosoftLogin } from './auth/provider/finish-microsoft-login';
export { startMicrosoftLogin } from './auth/provider/start-microsoft-login';
export { verifyIdToken as verifyProviderIdToken } from './auth/provider/oidc';
export { refresh } from './auth/refresh';
export { resetPassword } from './auth/reset-password';
export { findAccountByEmail } from './auth/session-user';
export { signOut } from './auth/sign-out';
export { signUp } from './auth/sign-up';
export { COMPANY_NAME_SCOPE, nameKey as companyNameKey, toCompany } from './company-view';
export { findCompany } from './company/company-store';
export { listCompanyMails, resendCompanyMail } from './company/company-mails';
export { getCompany } from './company/get-company';
export { getMyCompany } from './company/get-my-company';
export { listAuditTrails } from './company/list-audit-trails';
export { listCompanies } from './company/list-companies';
export { setCompanyContributionPerformance } from './company/set-company-contribution-performance';
export { qualitativeMeasurementOn, setMeasurementQualitative } from './company/set-measurement-qualitative';
export { setRequireMicrosoftSignIn } from './company/set-require-microsoft-sign-in';
export { updateCompany } from './company/update-company';
export { updatePerformanceCommitteeFunction } from './company/update-performance-committee-function';
export { updateRatingScaleOption } from './company/update-rating-scale-option';
export { uploadLogo, type UploadedFile } from './company/upload-logo';
export type { AccountItem } from './entities/account';
export { platformMailKinds } from './mail-kinds';
export { getCompanyModuleState } from './module/get-company-module-state';
export { listCompanyModules } from './module/list-company-modules';
export { listModuleCompanies } from './module/list-module-companies';
export { listModules } from './module/list-modules';
export { employeeModules, enabledModules } from './module/module-view';
export { isModuleAdmin, requireModuleAdmin } from './module/require-module-admin';
export { setPersonalDevelopmentPlanType } from './module/set-personal-development-plan-type';
export { updateCompanyModule } from './module/update-company-module';
export { forgetCallers, resolveCaller, type RequestMeta } from './resolve-caller';
export { addUserManual } from './user-manual/add-user-manual';
export { deleteUserManual } from './user-manual/delete-user-manual';
export { listUserManuals } from './user-manual/list-user-manuals';
export { openUserManual } from './user-manual/open-user-manual';
export { updateUserManual } from './user-manual/update-user-manual';
export { listReminderSettings } from './reminders/list-reminder-settings';
export { setReminderLeadTime } from './reminders/set-reminder-lead-time';
export { setReminderOptOut } from './reminders/set-reminder-opt-out';
