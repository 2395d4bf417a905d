import type { RouteObject } from 'react-router';
import { loadFeatureText } from '../lib/i18n';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/**
 * spec §2 public routes `/app/audit-management/questionnaire` with `auth`,
 * `complete/{auditQuestionnaireId}/{userId}` and `success`: outside the signed-in layout (the
 * respondent has no account), in the session screens' frame, opened by the mailed link.
 */
export const questionnairePublicRoutes: RouteObject = {
  path: 'audit-management/questionnaire',
  lazy: lazyRoute(() =>
    Promise.all([import('../features/platform/sessions/session-layout'), loadFeatureText()]).then(
      ([layout]) => layout,
    ),
  ),
  children: [
    {
      path: 'auth',
      handle: titled('pages.auditQuestionnaire'),
      lazy: lazyRoute(() => import('../features/audit/questionnaire/auth-page')),
    },
    {
      path: 'complete/:auditQuestionnaireId/:userId',
      handle: titled('pages.auditQuestionnaire'),
      lazy: lazyRoute(() => import('../features/audit/questionnaire/complete-page')),
    },
    {
      path: 'success',
      handle: titled('pages.auditQuestionnaireDone'),
      lazy: lazyRoute(() => import('../features/audit/questionnaire/success-page')),
    },
  ],
};

/**
 * The customer satisfaction survey's public pages `/app/audit-management/customer-survey` with
 * `auth`, `complete/{surveyId}/{contactId}` and `success`: like the questionnaire's, outside the
 * signed-in layout, opened by the mailed link.
 */
export const customerSurveyPublicRoutes: RouteObject = {
  path: 'audit-management/customer-survey',
  lazy: lazyRoute(() =>
    Promise.all([import('../features/platform/sessions/session-layout'), loadFeatureText()]).then(
      ([layout]) => layout,
    ),
  ),
  children: [
    {
      path: 'auth',
      handle: titled('pages.customerSurvey'),
      lazy: lazyRoute(() => import('../features/audit/survey/auth-page')),
    },
    {
      path: 'complete/:surveyId/:contactId',
      handle: titled('pages.customerSurvey'),
      lazy: lazyRoute(() => import('../features/audit/survey/complete-page')),
    },
    {
      path: 'success',
      handle: titled('pages.customerSurveyDone'),
      lazy: lazyRoute(() => import('../features/audit/survey/success-page')),
    },
  ],
};
