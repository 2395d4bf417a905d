import type { RouteObject } from 'react-router';
import { loadFeatureText } from '../lib/i18n';
import { adminOnly, RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/*
 * 360-degree surveys (spec §2 /app/degree-360: surveys, add-survey, update-survey, survey-scales,
 * survey-competencies, survey-questions, share-survey) for Surveys administrators, and the public
 * `/app/survey-review` pages the reviewers' mailed links open.
 */

const list = lazyRoute(() => import('../features/surveys/surveys-page'));

export const surveysRoutes: RouteObject[] = [
  {
    element: <RequireModule module="surveys" />,
    children: [
      {
        path: 'degree-360',
        handle: titled('nav.surveys'),
        children: [
          adminOnly('surveys', [
            { path: 'surveys', lazy: list },
            // the set-up sits under the list
            { path: 'survey-scales', lazy: list },
            { path: 'survey-competencies', lazy: list },
            { path: 'survey-questions', lazy: list },
            { path: 'add-survey', lazy: lazyRoute(() => import('../features/surveys/add-survey-page')) },
            { path: 'update-survey/:id', lazy: lazyRoute(() => import('../features/surveys/survey-page')) },
            { path: 'share-survey/:id', lazy: lazyRoute(() => import('../features/surveys/survey-page')) },
          ]),
          // the subject's own way in, whether or not they administer Surveys
          { path: 'my-feedback', lazy: lazyRoute(() => import('../features/surveys/my-feedback-page')) },
          { path: 'report/:id', lazy: lazyRoute(() => import('../features/surveys/report-page')) },
        ],
      },
      adminOnly('surveys', [
        {
          // spec §2 /app/reports "degree-360 reviews": under the shared /app/reports, the surveys'
          path: 'reports/degree-360-reviews',
          handle: titled('nav.degree360Reviews'),
          lazy: lazyRoute(() => import('../features/surveys/reviews-report-page')),
        },
        {
          // spec §2 `/app/annual/organizational`: organisational surveys per period
          path: 'annual/organizational',
          handle: titled('nav.surveys'),
          children: [
            { index: true, lazy: lazyRoute(() => import('../features/surveys/org-surveys-page')) },
            {
              path: 'heat-map/:id',
              lazy: lazyRoute(() => import('../features/surveys/org-heat-map-page')),
            },
          ],
        },
      ]),
      {
        // spec §2 `/app/annual/degree-360-competencies`: competencies, assessment-scales,
        // assessment-areas, assessment-questions, contribution — one screen, a tab per path
        path: 'annual/degree-360-competencies',
        handle: titled('nav.competencyReview'),
        children: [
          // the supervisor's (or an administrator's) answers; the employee reads their own
          { path: 'answer', lazy: lazyRoute(() => import('../features/surveys/competency-answers-page')) },
          adminOnly('surveys', [
            { index: true, lazy: lazyRoute(() => import('../features/surveys/competency-review-page')) },
            { path: ':tab', lazy: lazyRoute(() => import('../features/surveys/competency-review-page')) },
          ]),
        ],
      },
    ],
  },
];

/** spec §2 public `/app/survey-review` with authenticate, complete and success: no account. */
export const surveyReviewPublicRoutes: RouteObject = {
  path: 'survey-review',
  handle: titled('nav.surveys'),
  lazy: lazyRoute(() =>
    Promise.all([import('../features/platform/sessions/session-layout'), loadFeatureText()]).then(
      ([layout]) => layout,
    ),
  ),
  children: [
    { index: true, lazy: lazyRoute(() => import('../features/surveys/review-auth-page')) },
    {
      path: 'complete/:surveyId',
      lazy: lazyRoute(() => import('../features/surveys/review-complete-page')),
    },
    { path: 'success', lazy: lazyRoute(() => import('../features/surveys/review-success-page')) },
  ],
};

/** spec §2 public `/app/organizational-survey-review`: an employee answers from the mailed link. */
export const orgSurveyReviewPublicRoutes: RouteObject = {
  path: 'organizational-survey-review',
  handle: titled('nav.surveys'),
  lazy: lazyRoute(() =>
    Promise.all([import('../features/platform/sessions/session-layout'), loadFeatureText()]).then(
      ([layout]) => layout,
    ),
  ),
  children: [{ index: true, lazy: lazyRoute(() => import('../features/surveys/org-review-page')) }],
};
