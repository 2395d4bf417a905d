import type { ModuleKey, TSessionUser } from '@stratum/contracts';
import type { ParseKeys } from 'i18next';
import { canEnter, DASHBOARD, isUnder, type Audience } from './session/roles';

/** A key of the shell's translations (typed: a wrong key does not compile). */
export type ShellKey = ParseKeys<'shell'>;

export interface NavLinkDef {
  to: string;
  labelKey: ShellKey;
  /** a line about the destination, where a page lists links as cards */
  descriptionKey?: ShellKey;
  /** for the area module's administrators only (the page's guard says so to anyone else) */
  admin?: true;
}

/**
 * One area of the app: an entry in the large sidebar, the URL prefixes it owns, and its context
 * links (the secondary sidebar). Employees' areas are the company modules (spec §1), listed only
 * when the module is enabled for the company; the owner has the holder areas (spec §2).
 */
export interface AreaDef {
  id: string;
  labelKey: ShellKey;
  /** a primeicons class */
  icon: string;
  /** where the main menu entry leads */
  home: string;
  /** URL prefixes under /app that belong to the area */
  paths: readonly string[];
  audience: Audience;
  module?: ModuleKey;
  links: readonly NavLinkDef[];
}

export const HOLDER_AREAS: readonly AreaDef[] = [
  {
    // The owner's own dashboard; the page is everyone's (each role sees its own), not the owner's only.
    id: 'holder-dashboard',
    labelKey: 'pages.dashboard',
    icon: 'pi pi-home',
    home: DASHBOARD,
    paths: [DASHBOARD],
    audience: 'holder',
    links: [],
  },
  {
    id: 'companies',
    labelKey: 'nav.companies',
    icon: 'pi pi-building',
    home: '/app/companies/list',
    paths: ['/app/companies'],
    audience: 'holder',
    links: [
      { to: '/app/companies/list', labelKey: 'nav.companiesList' },
      { to: '/app/companies/addCompany', labelKey: 'nav.addCompany' },
    ],
  },
  {
    id: 'modules',
    labelKey: 'nav.modules',
    icon: 'pi pi-th-large',
    home: '/app/modules/list',
    paths: ['/app/modules'],
    audience: 'holder',
    links: [
      { to: '/app/modules/list', labelKey: 'nav.modulesList' },
      { to: '/app/modules/enable-companies', labelKey: 'nav.enableCompanies' },
    ],
  },
  {
    id: 'rating-scale',
    labelKey: 'nav.ratingScale',
    icon: 'pi pi-star',
    home: '/app/rating-scale/list',
    paths: ['/app/rating-scale'],
    audience: 'holder',
    links: [],
  },
  {
    id: 'pm-committee',
    labelKey: 'nav.pmCommittee',
    icon: 'pi pi-users',
    home: '/app/pm-committee/companies',
    paths: ['/app/pm-committee'],
    audience: 'holder',
    links: [],
  },
  {
    id: 'measurement-qualitative',
    labelKey: 'nav.measurementQualitative',
    icon: 'pi pi-sliders-h',
    home: '/app/measurement-qualitative/companies',
    paths: ['/app/measurement-qualitative'],
    audience: 'holder',
    links: [],
  },
  {
    id: 'user-manuals',
    labelKey: 'nav.userManuals',
    icon: 'pi pi-book',
    home: '/app/user-manuals/list',
    // /app/user-manuals/mine is the employees' reading list (not a holder page)
    paths: ['/app/user-manuals/list'],
    audience: 'holder',
    links: [],
  },
];

const moduleArea = (
  module: ModuleKey,
  icon: string,
  links: readonly NavLinkDef[],
  paths: readonly string[],
  audience: Audience = 'employee',
): AreaDef => ({
  id: module,
  labelKey: `modules.${module}.name`,
  icon,
  home: links[0]?.to ?? paths[0] ?? '/app/dashboard',
  paths,
  audience,
  module,
  links,
});

/** In the catalogue's order (contracts MODULES); ARCHITECTURE §9 maps modules to routes. */
export const MODULE_AREAS: readonly AreaDef[] = [
  // Organisation is company administration: its screens are the administrators' settings.
  moduleArea(
    'organisation',
    'pi pi-sitemap',
    [
      // The six levels' lists are one entry: each list links to the others (level tabs).
      {
        to: '/app/settings/organization-units/businessUnits',
        labelKey: 'nav.organisationUnits',
        descriptionKey: 'dashboard.settings.organisationUnits',
      },
      {
        to: '/app/settings/organization-units/org-chart',
        labelKey: 'nav.orgChart',
        descriptionKey: 'dashboard.settings.orgChart',
      },
      {
        to: '/app/settings/organization-units/employees',
        labelKey: 'nav.employees',
        descriptionKey: 'dashboard.settings.employees',
      },
      {
        to: '/app/settings/organization-units/importEmployee',
        labelKey: 'nav.importEmployees',
        descriptionKey: 'dashboard.settings.importEmployees',
      },
      {
        to: '/app/settings/organization-units/sage-employees',
        labelKey: 'nav.sageEmployees',
        descriptionKey: 'dashboard.settings.sageEmployees',
      },
      {
        to: '/app/settings/organization-units/cow-employees',
        labelKey: 'nav.cowEmployees',
        descriptionKey: 'dashboard.settings.cowEmployees',
      },
      {
        to: '/app/settings/organization-units/role',
        labelKey: 'nav.roles',
        descriptionKey: 'dashboard.settings.roles',
      },
      {
        to: '/app/settings/organization-units/acting-supervisors',
        labelKey: 'nav.actingSupervisors',
        descriptionKey: 'dashboard.settings.actingSupervisors',
      },
      {
        to: '/app/settings/logos',
        labelKey: 'nav.companyLogo',
        descriptionKey: 'dashboard.settings.companyLogo',
      },
      {
        to: '/app/settings/mails',
        labelKey: 'nav.companyMails',
        descriptionKey: 'dashboard.settings.companyMails',
      },
      {
        to: '/app/settings/embeds',
        labelKey: 'nav.embedLinks',
        descriptionKey: 'dashboard.settings.embedLinks',
      },
    ],
    ['/app/settings'],
    'admin',
  ),
  moduleArea(
    'dashboard',
    'pi pi-home',
    [
      { to: '/app/dashboard', labelKey: 'nav.overview' },
      { to: '/app/calendar', labelKey: 'nav.calendar' },
    ],
    ['/app/dashboard', '/app/calendar'],
  ),
  moduleArea(
    'planning',
    'pi pi-compass',
    [
      { to: '/app/strategic/list', labelKey: 'nav.strategicPlans' },
      { to: '/app/strategic/perspectives', labelKey: 'nav.perspectives' },
      { to: '/app/strategic/rating-scales', labelKey: 'nav.ratingScales' },
      { to: '/app/strategic/scorecards', labelKey: 'nav.strategicScorecards' },
      { to: '/app/operational/list', labelKey: 'nav.operationalPlans' },
      { to: '/app/operational/scorecards', labelKey: 'nav.operationalScorecards' },
      { to: '/app/annual/list', labelKey: 'nav.annualPlans' },
      { to: '/app/annual/manage-quarters', labelKey: 'nav.manageQuarters' },
      { to: '/app/annual/corporate-scorecards', labelKey: 'nav.corporateScorecards' },
      { to: '/app/annual/employee-scorecards', labelKey: 'nav.employeeScorecardsAdmin' },
      // my inbox's corporate scorecards (spec §2), for the person responsible for them
      { to: '/app/my-inbox/annual-corporate-scorecards/list', labelKey: 'nav.inboxAnnualCorporate' },
      { to: '/app/my-inbox/periodic-corporate-scorecards/list', labelKey: 'nav.inboxPeriodicCorporate' },
      // ---- reports (spec §2 /app/reports/…): Strategic Planning's, under the shared /app/reports
      { to: '/app/reports/strategic-scorecards', labelKey: 'nav.reportStrategicScorecards' },
      { to: '/app/reports/annual-plans', labelKey: 'nav.reportAnnualPlans' },
      { to: '/app/reports/periodic-annual-corporate-scorecards', labelKey: 'nav.reportCorporateScorecards' },
    ],
    [
      '/app/strategic',
      '/app/operational',
      '/app/annual',
      '/app/my-inbox/annual-corporate-scorecards',
      '/app/my-inbox/periodic-corporate-scorecards',
      '/app/reports/strategic-scorecards',
      '/app/reports/annual-plans',
      '/app/reports/periodic-annual-corporate-scorecards',
    ],
  ),
  moduleArea(
    'performance',
    'pi pi-chart-line',
    [
      { to: '/app/my-inbox/main', labelKey: 'nav.myInbox' },
      { to: '/app/performance/strategic-plans', labelKey: 'nav.performance' },
      // the planning screens reached from the performance area (Strategic Planning's, reused)
      { to: '/app/performance/annual-plans', labelKey: 'nav.annualPlans' },
      { to: '/app/performance/manage-quarters', labelKey: 'nav.manageQuarters' },
      { to: '/app/my-inbox/monthly-progress/employee-progresses', labelKey: 'nav.monthlyEmployeeProgress' },
      { to: '/app/my-inbox/monthly-progress/company-progresses', labelKey: 'nav.monthlyCompanyProgress' },
      { to: '/app/performance/monthly-progresses', labelKey: 'nav.monthlyPeriods' },
      { to: '/app/reports/monthly-progress', labelKey: 'nav.reportMonthlyProgress' },
      // employee scorecards (P-SC)
      { to: '/app/my-inbox/annual-employee-scorecards/scorecards', labelKey: 'nav.myEmployeeScorecards' },
      { to: '/app/my-inbox/periodic-employee-scorecards', labelKey: 'nav.periodicEmployeeScorecards' },
      // agreements and assessments (P-WF)
      { to: '/app/my-inbox/performance-agreement-review', labelKey: 'nav.performanceAgreementReview' },
      { to: '/app/my-inbox/performance-assessment-review', labelKey: 'nav.performanceAssessmentReview' },
      {
        to: '/app/my-inbox/annual-employee-scorecards/supervisor-scorecards',
        labelKey: 'nav.supervisorEmployeeScorecards',
      },
      { to: '/app/my-inbox/subordinate-periodic-scorecards', labelKey: 'nav.subordinatePeriodicScorecards' },
      {
        to: '/app/my-inbox/annual-employee-scorecards/scorecards-library',
        labelKey: 'nav.scorecardsLibrary',
      },
      { to: '/app/annual/employee-scorecards', labelKey: 'nav.employeeScorecardsAdmin' },
      // QA panels (P-QI)
      { to: '/app/annual/quality-assurance/members', labelKey: 'nav.qaMembers' },
      { to: '/app/annual/quality-assurance/employees', labelKey: 'nav.qaEmployees' },
      { to: '/app/annual/quality-assurance/scorecards', labelKey: 'nav.qaScorecards' },
      { to: '/app/performance/quality-assurance', labelKey: 'nav.qaPerformance' },
      // company assessment (CA)
      { to: '/app/performance/company-assessments', labelKey: 'nav.companyAssessments', admin: true },
      // the administrators' review screens
      { to: '/app/performance/review-cycles', labelKey: 'nav.reviewCycles' },
      { to: '/app/performance/employee-reviews', labelKey: 'nav.allEmployeeReviews' },
      { to: '/app/performance/company-reviews', labelKey: 'nav.allCompanyReviews' },
      // performance reports (P-RP)
      {
        to: '/app/reports/performance-agreement-reports',
        labelKey: 'nav.performanceAgreementReport',
        admin: true,
      },
      {
        to: '/app/reports/performance-assessment-reports',
        labelKey: 'nav.performanceAssessmentReport',
        admin: true,
      },
      { to: '/app/reports/assessment-score-reports', labelKey: 'nav.assessmentScoreReport', admin: true },
      { to: '/app/reports/performance-curve-reports', labelKey: 'nav.performanceCurveReport', admin: true },
      // company reports (RC)
      {
        to: '/app/reports/company-performance-reports',
        labelKey: 'nav.companyPerformanceReport',
        admin: true,
      },
      {
        to: '/app/reports/company-performance-progressive-reports',
        labelKey: 'nav.companyProgressiveReport',
        admin: true,
      },
      { to: '/app/reports/ceo-performance-reports', labelKey: 'nav.ceoPerformanceReport', admin: true },
      // employee and committee reports (ER)
      { to: '/app/reports/employee-scorecards', labelKey: 'nav.employeeScorecardsReport', admin: true },
      {
        to: '/app/reports/employee-kpa-initiative-reports',
        labelKey: 'nav.employeeKpaInitiativeReport',
        admin: true,
      },
      {
        to: '/app/reports/employee-performance-reports',
        labelKey: 'nav.employeePerformanceReport',
        admin: true,
      },
      {
        to: '/app/reports/committee-performance-agreement-reports',
        labelKey: 'nav.committeeAgreementReport',
      },
      {
        to: '/app/reports/committee-performance-assessment-reports',
        labelKey: 'nav.committeeAssessmentReport',
      },
      { to: '/app/reports/main', labelKey: 'nav.reports' },
    ],
    [
      '/app/my-inbox',
      '/app/performance',
      '/app/reports',
      '/app/annual/employee-scorecards',
      '/app/annual/quality-assurance',
    ],
  ),
  moduleArea(
    'surveys',
    'pi pi-comments',
    [
      { to: '/app/degree-360/surveys', labelKey: 'nav.surveys', admin: true },
      { to: '/app/degree-360/my-feedback', labelKey: 'nav.my360Feedback' },
      { to: '/app/annual/organizational', labelKey: 'nav.orgSurveys', admin: true },
      {
        to: '/app/annual/degree-360-competencies/competencies',
        labelKey: 'nav.competencyReview',
        admin: true,
      },
      // ---- reports (spec §2 /app/reports/…): the surveys' own, under the shared /app/reports
      { to: '/app/reports/degree-360-reviews', labelKey: 'nav.degree360Reviews', admin: true },
    ],
    [
      '/app/degree-360',
      '/app/annual/organizational',
      '/app/annual/degree-360-competencies',
      '/app/reports/degree-360-reviews',
    ],
  ),
  moduleArea(
    'risk',
    'pi pi-exclamation-triangle',
    [
      { to: '/app/risk-management/main', labelKey: 'nav.riskManagement' },
      { to: '/app/ra-risk-management/main', labelKey: 'nav.riskAssessment' },
    ],
    ['/app/risk-management', '/app/ra-risk-management'],
  ),
  moduleArea(
    'compliance',
    'pi pi-verified',
    [
      { to: '/app/compliance-management/main', labelKey: 'nav.compliance' },
      { to: '/app/compliance-management/required-actions', labelKey: 'nav.complianceRequired' },
    ],
    ['/app/compliance-management'],
  ),
  moduleArea(
    'audit',
    'pi pi-search',
    [
      { to: '/app/audit-management/main', labelKey: 'nav.audit' },
      { to: '/app/audit-management/issue-tracker', labelKey: 'nav.issueTracker' },
    ],
    ['/app/audit-management'],
  ),
  moduleArea(
    'strategy',
    'pi pi-flag',
    [
      { to: '/app/strategy-management/my-task', labelKey: 'nav.strategyManagement' },
      { to: '/app/strategy-execution/dashboard', labelKey: 'nav.strategyExecution' },
    ],
    ['/app/strategy-management', '/app/strategy-execution'],
  ),
  moduleArea(
    'projects',
    'pi pi-briefcase',
    [
      { to: '/app/projects/main', labelKey: 'nav.projects' },
      { to: '/app/strategic-projects/annual-plans', labelKey: 'nav.strategicProjects' },
    ],
    ['/app/projects', '/app/strategic-projects'],
  ),
  moduleArea(
    'contracts',
    'pi pi-file',
    [{ to: '/app/contract-management/main', labelKey: 'nav.contracts' }],
    ['/app/contract-management'],
  ),
  moduleArea(
    'committees',
    'pi pi-check-square',
    [{ to: '/app/actions-tracker/main', labelKey: 'nav.actionsTracker' }],
    ['/app/actions-tracker'],
  ),
  moduleArea(
    'development',
    'pi pi-graduation-cap',
    [{ to: '/app/personal-development/main', labelKey: 'nav.personalDevelopment' }],
    ['/app/personal-development'],
  ),
];

type Who = Pick<TSessionUser, 'role' | 'companyRole'>;

/**
 * The large sidebar: the owner's areas, or the company's enabled modules that this person may
 * open (Organisation is the administrators' settings, so other employees do not see it).
 */
export const areasFor = (user: Who, enabled: ReadonlySet<ModuleKey> | undefined): AreaDef[] =>
  user.role === 'holder'
    ? [...HOLDER_AREAS]
    : MODULE_AREAS.filter((a) => a.module && enabled?.has(a.module) && canEnter(user, a.audience));

/**
 * The area a URL belongs to (for the secondary sidebar and the active menu entry): the one with
 * the longest prefix of it, so an area may own a branch under another's (`/app/annual` is
 * planning's, `/app/annual/organizational` the surveys').
 */
export const areaOf = (pathname: string, areas: readonly AreaDef[]): AreaDef | undefined => {
  let best: { area: AreaDef; length: number } | undefined;
  for (const area of areas)
    for (const p of area.paths)
      if (isUnder(p, pathname) && p.length > (best?.length ?? -1)) best = { area, length: p.length };
  return best?.area;
};
