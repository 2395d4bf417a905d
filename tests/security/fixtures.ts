import type { RouteDef } from '@stratum/contracts';
import { PASSWORD, unique } from '../support/world';
import type { SecurityWorld } from './world';
import { HIERARCHY_FIXTURES } from './fixtures-hierarchy';
import { EMPLOYEE_FIXTURES } from './fixtures-employee';
import { IMPORT_FIXTURES } from './fixtures-import';
import { PLANNING_FIXTURES } from './fixtures-planning';
import { REPORT_FIXTURES } from './fixtures-report';
import { SCORECARD_FIXTURES } from './fixtures-scorecard';
import { RISK_FIXTURES } from './fixtures-risk';
import { AUDIT_PLAN_FIXTURES } from './fixtures-audit-plan';
import { AUDIT_ENGAGEMENT_FIXTURES } from './fixtures-audit-engagement';
import { AUDIT_FINDINGS_FIXTURES } from './fixtures-audit-findings';
import { AUDIT_REPORT_FIXTURES } from './fixtures-audit-report';
import { AUDIT_FOLLOW_UP_FIXTURES } from './fixtures-audit-follow-up';
import { AUDIT_RESPONSES_FIXTURES } from './fixtures-audit-responses';
import { COMPLIANCE_FIXTURES } from './fixtures-compliance';
import { MONTHLY_FIXTURES } from './fixtures-monthly';
import { EMPLOYEE_SCORECARD_FIXTURES } from './fixtures-employee-scorecard';
import { EMPLOYEE_REVIEW_FIXTURES } from './fixtures-employee-review';
import { QA_FIXTURES } from './fixtures-qa';
import { PERFORMANCE_REPORT_FIXTURES } from './fixtures-performance-report';
import { EMPLOYEE_REPORT_FIXTURES } from './fixtures-employee-report';
import { COMPANY_ASSESSMENT_FIXTURES } from './fixtures-company-assessment';
import { COMPANY_REPORT_FIXTURES } from './fixtures-company-report';
import { AUDIT_OUTREACH_FIXTURES } from './fixtures-audit-outreach';
import { AUDIT_SURVEY_FIXTURES } from './fixtures-audit-survey';
import { AUDIT_CHECKLIST_FIXTURES } from './fixtures-audit-checklist';
import { SURVEYS_FIXTURES } from './fixtures-surveys';
import { EVENTS_FIXTURES } from './fixtures-events';

export type Input = Record<string, unknown>;

/**
 * What the generated suites need to know about one route. Every route in the table must have one:
 * declaring it is all it takes for a new route to be walked for tokens, roles, tenancy and bad
 * input.
 */
export interface Fixture {
  /**
   * An input the route's schema accepts, naming the caller's own tenant's data (tenant A's, also
   * for holder routes). It is only ever sent on calls that must be refused, so it may be one whose
   * success would change something.
   */
  valid(w: SecurityWorld): Input;
  /**
   * The same call naming data tenant A's people must not reach (tenant B's, or platform content
   * outside A's modules), sent by tenant A's permitted company callers.
   */
  foreign?(w: SecurityWorld): Input;
  /**
   * What `foreign` earns; 404 unless the route takes the tenant from the session rather than from
   * the input (then the foreign id is ignored: 200, and B must still be untouched).
   */
  foreignStatus?: 200 | 404;
}

export const routeKey = (route: Pick<RouteDef, 'family' | 'action'>): string =>
  `${route.family}.${route.action}`;

const company = (w: SecurityWorld) => ({
  companyName: w.a.companyName,
  eFirstName: 'Ada',
  eLastName: 'Admin',
  email: w.a.admin.email,
  status: 'Active',
});

const ref = (w: SecurityWorld) => ({ id: w.a.companyId, version: 1 });

export const FIXTURES: Record<string, Fixture> = {
  // auth: public, except sign-out
  'auth.login': { valid: (w) => ({ email: w.a.admin.email, password: PASSWORD }) },
  'auth.forgot-password': { valid: (w) => ({ email: w.a.admin.email }) },
  'auth.reset-password': {
    valid: (w) => ({ email: w.a.admin.email, password: 'New!2026pass', authKey: 'not-the-code' }),
  },
  'auth.sign-up': { valid: (w) => ({ email: w.a.employee.email }) },
  'auth.refresh': { valid: (w) => ({ refreshToken: w.a.admin.refreshToken }) },
  // Without a refresh token: a sign-out let through by mistake must not end a shared session.
  'auth.sign-out': { valid: () => ({}) },
  'auth.mslogin': { valid: () => ({}) },
  // A state this server never issued: refused before the provider is asked.
  'auth.microsoft-callback': {
    valid: () => ({ code: 'not-a-code', state: 'never-issued-state-0000000000000000' }),
  },

  // company: the holder's, but for my-company
  'company.my-company': { valid: () => ({}) },
  'company.all': { valid: () => ({ limit: 10 }) },
  'company.get-by-id': { valid: (w) => ({ id: w.a.companyId }) },
  'company.add': {
    valid: () => ({
      companyName: `${unique('Intruder')} Ltd`,
      eFirstName: 'Ivy',
      eLastName: 'Truder',
      email: `${unique('ivy')}@example.com`,
      status: 'Active',
    }),
  },
  'company.update': { valid: (w) => ({ ...ref(w), ...company(w), status: 'Inactive' }) },
  'company.update-rating-scale-option': { valid: (w) => ({ ...ref(w), ratingScaleOption: 'three-point' }) },
  'company.update-performance-committee-function': {
    valid: (w) => ({ ...ref(w), performanceCommitteeFunction: 'Yes' }),
  },
  'company.set-company-contribution-performance': {
    valid: (w) => ({ ...ref(w), companyContributionPerformance: 40 }),
  },
  'company.set-measurement-qualitative': { valid: (w) => ({ ...ref(w), measurementQualitative: 'Yes' }) },
  // 'No': a call let through by mistake must not lock company A's password sessions out
  'company.reminders': { valid: () => ({}) },
  'company.set-reminder-lead-time': {
    valid: () => ({ kind: 'compliance-due-soon', leadDays: 10, version: 0 }),
  },
  'company.set-reminder-opt-out': { valid: () => ({ kind: 'compliance-overdue', optedOut: true }) },
  'company.set-require-microsoft-sign-in': { valid: (w) => ({ ...ref(w), requireMicrosoftSignIn: 'No' }) },
  'company.mails': { valid: () => ({ limit: 10 }) },
  'company.resend-mail': {
    valid: (w) => ({ id: w.mails[w.a.companyId] }),
    foreign: (w) => ({ id: w.mails[w.b.companyId] }),
  },
  'company.get-audit-trails': { valid: (w) => ({ companyId: w.a.companyId }) },

  // An administrator's upload always lands on their own company: a named company is ignored.
  'logo-upload.upload-logo': {
    valid: (w) => ({ companyId: w.a.companyId }),
    foreign: (w) => ({ companyId: w.b.companyId }),
  },

  // module
  'module.all': { valid: () => ({}) },
  'module.all-module-company': { valid: (w) => ({ companyId: w.a.companyId }) },
  'module.update': { valid: (w) => ({ companyId: w.a.companyId, moduleKey: 'compliance', enabled: true }) },
  'module.all-company-by-module': { valid: () => ({ moduleKey: 'risk' }) },
  'module.all-company-module-state': { valid: () => ({}) },
  'module.all-employee-module': {
    valid: (w) => ({ employeeId: w.a.employee.employeeId }),
    foreign: (w) => ({ employeeId: w.b.employee.employeeId }),
  },
  'module.update-admin-access': {
    valid: (w) => ({ employeeId: w.a.employee.employeeId, moduleKey: 'risk', adminAccess: true }),
    foreign: (w) => ({ employeeId: w.b.employee.employeeId, moduleKey: 'risk', adminAccess: true }),
  },
  'module.module-employee-admin-access': { valid: () => ({ moduleKey: 'risk' }) },
  'module.update-control-effectiveness': {
    valid: (w) => ({ employeeId: w.a.employee.employeeId, controlEffectiveness: true }),
    foreign: (w) => ({ employeeId: w.b.employee.employeeId, controlEffectiveness: true }),
  },
  'module.set-personal-development-plan-type': { valid: () => ({ personalDevelopmentPlanType: 'Periodic' }) },

  // user-manual: platform content; company people see only their enabled modules' manuals
  'user-manual.all': { valid: (w) => ({ moduleKey: w.manuals.readable.moduleKey }) },
  'user-manual.add': { valid: () => ({ moduleKey: 'risk', title: 'Intruder’s guide' }) },
  'user-manual.update': {
    valid: (w) => ({ ...w.manuals.readable, title: 'Renamed guide' }),
  },
  'user-manual.delete': {
    valid: (w) => ({ id: w.manuals.readable.id, version: w.manuals.readable.version }),
  },
  'user-manual.open': {
    valid: (w) => ({ id: w.manuals.readable.id }),
    // Not another tenant's data, but just as out of reach: a manual of a module A does not have.
    foreign: (w) => ({ id: w.manuals.hidden.id }),
  },

  // organisation
  ...HIERARCHY_FIXTURES,
  ...EMPLOYEE_FIXTURES,
  ...IMPORT_FIXTURES,

  // planning
  ...PLANNING_FIXTURES,
  ...REPORT_FIXTURES,
  ...SCORECARD_FIXTURES,

  // risk
  ...RISK_FIXTURES,
  ...AUDIT_PLAN_FIXTURES,
  ...AUDIT_ENGAGEMENT_FIXTURES,
  ...AUDIT_FINDINGS_FIXTURES,
  ...AUDIT_REPORT_FIXTURES,
  ...AUDIT_FOLLOW_UP_FIXTURES,
  ...AUDIT_RESPONSES_FIXTURES,
  ...COMPLIANCE_FIXTURES,
  ...EVENTS_FIXTURES,
  ...MONTHLY_FIXTURES,
  ...EMPLOYEE_SCORECARD_FIXTURES,
  ...EMPLOYEE_REVIEW_FIXTURES,
  ...QA_FIXTURES,
  ...PERFORMANCE_REPORT_FIXTURES,
  ...EMPLOYEE_REPORT_FIXTURES,
  ...COMPANY_ASSESSMENT_FIXTURES,
  ...COMPANY_REPORT_FIXTURES,

  // audit
  ...AUDIT_OUTREACH_FIXTURES,
  ...AUDIT_SURVEY_FIXTURES,
  ...AUDIT_CHECKLIST_FIXTURES,
  ...SURVEYS_FIXTURES,
};

/** The route's fixture, or a failure that says what to declare. */
export const fixtureOf = (route: RouteDef): Fixture => {
  const fixture = FIXTURES[routeKey(route)];
  if (!fixture) {
    throw new Error(
      `route ${routeKey(route)} has no security fixture: declare one in tests/security/fixtures.ts`,
    );
  }
  return fixture;
};
