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
