import type { RouteObject } from 'react-router';
import { adminOnly, RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/*
 * Performance Management's built screens (spec §2 /app/my-inbox/*, /app/performance/*,
 * /app/annual/employee-scorecards, /app/annual/quality-assurance/*). Each helper adds its own
 * entries to this array; paths not listed still fall to the area's "coming next" placeholder.
 */
export const performanceRoutes: RouteObject[] = [
  // Monthly progress (P-MP): the months follow Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          {
            path: 'my-inbox/monthly-progress/employee-progresses',
            handle: titled('nav.monthlyEmployeeProgress'),
            lazy: lazyRoute(() => import('../features/performance/monthly/employee-progress-page')),
          },
          {
            path: 'my-inbox/monthly-progress/company-progresses',
            handle: titled('nav.monthlyCompanyProgress'),
            lazy: lazyRoute(() => import('../features/performance/monthly/company-progress-page')),
          },
          {
            path: 'performance/monthly-progresses',
            handle: titled('nav.monthlyPeriods'),
            lazy: lazyRoute(() => import('../features/performance/monthly/periods-page')),
          },
          {
            path: 'reports/monthly-progress',
            handle: titled('nav.reportMonthlyProgress'),
            lazy: lazyRoute(() => import('../features/performance/monthly/organisational-progress-page')),
          },
        ],
      },
    ],
  },
  // Employee scorecards (P-SC): filed under Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          {
            path: 'my-inbox/annual-employee-scorecards/scorecards',
            handle: titled('nav.myEmployeeScorecards'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/my-scorecards-page')),
          },
          {
            path: 'my-inbox/periodic-employee-scorecards',
            handle: titled('nav.periodicEmployeeScorecards'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/my-scorecards-page')),
          },
          {
            path: 'my-inbox/annual-employee-scorecards/supervisor-scorecards',
            handle: titled('nav.supervisorEmployeeScorecards'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/subordinate-scorecards-page')),
          },
          {
            path: 'my-inbox/subordinate-annual-employee-scorecards',
            handle: titled('nav.subordinateAnnualScorecards'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/subordinate-scorecards-page')),
          },
          {
            path: 'my-inbox/subordinate-periodic-scorecards',
            handle: titled('nav.subordinatePeriodicScorecards'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/subordinate-scorecards-page')),
          },
          {
            path: 'my-inbox/annual-employee-scorecards/scorecards-library',
            handle: titled('nav.scorecardsLibrary'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/library-page')),
          },
          {
            path: 'my-inbox/annual-employee-scorecards/add-scorecard',
            handle: titled('nav.addEmployeeScorecard'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/add-scorecard-page')),
          },
          {
            path: 'my-inbox/annual-employee-scorecards/add-functional-scorecard',
            handle: titled('nav.addFunctionalScorecard'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/add-scorecard-page')),
          },
          {
            path: 'my-inbox/annual-employee-scorecards/edit-scorecard/:id',
            handle: titled('nav.editEmployeeScorecard'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/edit-scorecard-page')),
          },
          {
            path: 'annual/employee-scorecards',
            handle: titled('nav.employeeScorecardsAdmin'),
            lazy: lazyRoute(() => import('../features/performance/scorecards/admin-page')),
          },
        ],
      },
    ],
  },
  // Agreements and assessments (P-WF): quarters of Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          {
            path: 'my-inbox/performance-agreement-review',
            handle: titled('nav.performanceAgreementReview'),
            lazy: lazyRoute(() => import('../features/performance/review/review-page')),
          },
          {
            path: 'my-inbox/performance-assessment-review',
            handle: titled('nav.performanceAssessmentReview'),
            lazy: lazyRoute(() => import('../features/performance/review/review-page')),
          },
        ],
      },
    ],
  },
  // QA panels and my inbox (P-QI): quarters of Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          {
            path: 'my-inbox/main',
            handle: titled('nav.myInbox'),
            lazy: lazyRoute(() => import('../features/performance/inbox/inbox-page')),
          },
          // the inbox's reviews (RV): each a section of the main page's reviews tab
          {
            path: 'my-inbox/company-reviews',
            handle: titled('nav.companyReviews'),
            lazy: lazyRoute(() => import('../features/performance/inbox/reviews-page')),
          },
          {
            path: 'my-inbox/employee-reviews',
            handle: titled('nav.employeeReviews'),
            lazy: lazyRoute(() => import('../features/performance/inbox/reviews-page')),
          },
          {
            path: 'my-inbox/subordinate-employee-reviews',
            handle: titled('nav.subordinateEmployeeReviews'),
            lazy: lazyRoute(() => import('../features/performance/inbox/reviews-page')),
          },
          {
            path: 'annual/quality-assurance/members',
            handle: titled('nav.qaMembers'),
            lazy: lazyRoute(() => import('../features/performance/qa/qa-page')),
          },
          {
            path: 'annual/quality-assurance/employees',
            handle: titled('nav.qaEmployees'),
            lazy: lazyRoute(() => import('../features/performance/qa/qa-page')),
          },
          {
            path: 'annual/quality-assurance/scorecards',
            handle: titled('nav.qaScorecards'),
            lazy: lazyRoute(() => import('../features/performance/qa/qa-page')),
          },
          {
            path: 'performance/quality-assurance',
            handle: titled('nav.qaPerformance'),
            lazy: lazyRoute(() => import('../features/performance/qa/qa-page')),
          },
        ],
      },
    ],
  },
  // Performance reports (P-RP): quarters of Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          adminOnly('performance', [
            {
              path: 'reports/performance-agreement-reports',
              handle: titled('nav.performanceAgreementReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/agreements-page')),
            },
            {
              path: 'reports/performance-assessment-reports',
              handle: titled('nav.performanceAssessmentReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/assessments-page')),
            },
            {
              path: 'reports/assessment-score-reports',
              handle: titled('nav.assessmentScoreReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/scores-page')),
            },
            {
              path: 'reports/performance-curve-reports',
              handle: titled('nav.performanceCurveReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/curve-page')),
            },
          ]),
        ],
      },
    ],
  },
  // Employee and committee reports and the reports index (ER).
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        path: 'reports/main',
        handle: titled('nav.reports'),
        lazy: lazyRoute(() => import('../features/performance/reports/main-page')),
      },
      {
        element: <RequireModule module="planning" />,
        children: [
          adminOnly('performance', [
            {
              path: 'reports/employee-scorecards',
              handle: titled('nav.employeeScorecardsReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/employee/scorecards-page')),
            },
            {
              path: 'reports/employee-kpa-initiative-reports',
              handle: titled('nav.employeeKpaInitiativeReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/employee/kpa-page')),
            },
            {
              path: 'reports/employee-performance-reports',
              handle: titled('nav.employeePerformanceReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/employee/performance-page')),
            },
          ]),
          {
            path: 'reports/committee-performance-agreement-reports',
            handle: titled('nav.committeeAgreementReport'),
            lazy: lazyRoute(
              () => import('../features/performance/reports/employee/committee-agreements-page'),
            ),
          },
          {
            path: 'reports/committee-performance-assessment-reports',
            handle: titled('nav.committeeAssessmentReport'),
            lazy: lazyRoute(
              () => import('../features/performance/reports/employee/committee-assessments-page'),
            ),
          },
        ],
      },
    ],
  },
  // Company assessment (CA): a quarter of Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          adminOnly('performance', [
            {
              path: 'performance/company-assessments',
              handle: titled('nav.companyAssessments'),
              lazy: lazyRoute(() => import('../features/performance/company/assessments-page')),
            },
            {
              path: 'performance/company-assessments/edit/:id',
              handle: titled('nav.companyAssessments'),
              lazy: lazyRoute(() => import('../features/performance/company/assessment-page')),
            },
          ]),
          // The administrators' review screens (spec §2 /app/performance review-cycles,
          // employee-reviews, company-reviews; docs/performance.md "Review administration").
          {
            path: 'performance/review-cycles',
            handle: titled('nav.reviewCycles'),
            lazy: lazyRoute(() => import('../features/performance/admin/review-cycles-page')),
          },
          {
            path: 'performance/employee-reviews',
            handle: titled('nav.allEmployeeReviews'),
            lazy: lazyRoute(() => import('../features/performance/admin/employee-reviews-page')),
          },
          {
            path: 'performance/company-reviews',
            handle: titled('nav.allCompanyReviews'),
            lazy: lazyRoute(() => import('../features/performance/admin/company-reviews-page')),
          },
        ],
      },
    ],
  },
  // Company reports (RC): quarters of Strategic Planning's annual plans, so both modules.
  {
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          adminOnly('performance', [
            {
              path: 'reports/company-performance-reports',
              handle: titled('nav.companyPerformanceReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/company/company-page')),
            },
            {
              path: 'reports/company-performance-progressive-reports',
              handle: titled('nav.companyProgressiveReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/company/progressive-page')),
            },
            {
              path: 'reports/ceo-performance-reports',
              handle: titled('nav.ceoPerformanceReport'),
              lazy: lazyRoute(() => import('../features/performance/reports/company/ceo-page')),
            },
          ]),
        ],
      },
    ],
  },
];
