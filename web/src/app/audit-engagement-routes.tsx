import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';
import type { ShellKey } from '../lib/navigation';

/*
 * Audit Management's engagement and fieldwork (spec §2 /app/audit-management/audits, manage/{id}
 * and its sub-pages, my-task). Each page a lazy route module; several pages of one artefact
 * share a module and are picked from it by name.
 */

const pick =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  () =>
    load().then((m) => ({ Component: m[name] as ComponentType }));

const scope = () => import('../features/audit/engagement/scope-pages');
const process = () => import('../features/audit/engagement/process-pages');
const rcm = () => import('../features/audit/engagement/rcm-pages');
const paper = () => import('../features/audit/engagement/paper-pages');
const tasks = () => import('../features/audit/engagement/my-task-page');
const findings = () => import('../features/audit/findings/finding-pages');
const tracker = () => import('../features/audit/responses/tracker-page');
const outside = () => import('../features/audit/findings/outside-pages');
const checklist = () => import('../features/audit/checklist/checklist-pages');

const page = (path: string, title: ShellKey, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: titled(title),
  lazy,
});

export const auditEngagementRoutes: RouteObject[] = [
  {
    path: 'audit-management',
    element: <RequireModule module="audit" />,
    children: [
      page(
        'audits',
        'nav.auditEngagements',
        lazyRoute(() => import('../features/audit/engagement/audits-page')),
      ),
      page(
        'audits/open',
        'nav.openAudit',
        lazyRoute(() => import('../features/audit/engagement/open-audit-page')),
      ),
      // Outside the manage layout: an MR owner who is not on the team answers here.
      page(
        'audits/manage/:id/management-response',
        'nav.manageAudit',
        lazyRoute(() => import('../features/audit/responses/response-page')),
      ),
      {
        path: 'audits/manage/:id',
        handle: titled('nav.manageAudit'),
        lazy: lazyRoute(() => import('../features/audit/engagement/manage-layout')),
        children: [
          { index: true, lazy: lazyRoute(() => import('../features/audit/engagement/overview-page')) },
          {
            path: 'notification-letter',
            lazy: lazyRoute(() => import('../features/audit/engagement/notification-letter-page')),
          },
          {
            path: 'entrance-meeting',
            lazy: lazyRoute(() => import('../features/audit/engagement/entrance-meeting-page')),
          },
          {
            path: 'questionnaire/*',
            lazy: lazyRoute(() => import('../features/audit/engagement/questionnaire-page')),
          },
          { path: 'scope', lazy: lazyRoute(pick(scope, 'ScopeList')) },
          { path: 'scope/add', lazy: lazyRoute(pick(scope, 'ScopeAdd')) },
          { path: 'scope/edit/:scopeId', lazy: lazyRoute(pick(scope, 'ScopeEdit')) },
          {
            path: 'memorandum',
            lazy: lazyRoute(() => import('../features/audit/engagement/memorandum-page')),
          },
          { path: 'process-description', lazy: lazyRoute(pick(process, 'ProcessList')) },
          { path: 'process-description/add', lazy: lazyRoute(pick(process, 'ProcessForm')) },
          { path: 'process-description/edit/:processId', lazy: lazyRoute(pick(process, 'ProcessForm')) },
          { path: 'process-manage/:processId', lazy: lazyRoute(pick(process, 'ProcessDetail')) },
          { path: 'risk-control-matrix', lazy: lazyRoute(pick(rcm, 'RcmList')) },
          { path: 'risk-control-matrix/add', lazy: lazyRoute(pick(rcm, 'RcmAdd')) },
          { path: 'risk-control-matrix/:rowId', lazy: lazyRoute(pick(rcm, 'RcmDetail')) },
          { path: 'working-papers', lazy: lazyRoute(pick(paper, 'PaperList')) },
          { path: 'working-papers/add', lazy: lazyRoute(pick(paper, 'PaperAdd')) },
          // spec §2: manage/{auditId}/{id}/working-papers/detail (here :id is the audit)
          { path: ':paperId/working-papers/detail', lazy: lazyRoute(pick(paper, 'PaperDetailRoute')) },
          { path: 'findings', lazy: lazyRoute(pick(findings, 'FindingList')) },
          { path: 'findings/add', lazy: lazyRoute(pick(findings, 'FindingAdd')) },
          { path: 'findings/:findingId', lazy: lazyRoute(pick(findings, 'FindingDetail')) },
          {
            path: 'overall-opinion',
            lazy: lazyRoute(() => import('../features/audit/report/opinion-page')),
          },
          { path: 'report', lazy: lazyRoute(() => import('../features/audit/report/report-page')) },
          {
            path: 'follow-ups',
            lazy: lazyRoute(() => import('../features/audit/follow-up/engagement-follow-ups-page')),
          },
        ],
      },
      page(
        'audit-report/final-audit-reports/:id',
        'nav.finalAuditReport',
        lazyRoute(() => import('../features/audit/report/final-reports-page')),
      ),
      // spec §2 customer-satisfaction-survey/detail (the year's view) and /{id} (the engagement's)
      page(
        'audit-report/customer-satisfaction-survey/detail',
        'nav.customerSurveyYear',
        lazyRoute(() => import('../features/audit/survey/year-page')),
      ),
      page(
        'audit-report/customer-satisfaction-survey/:id',
        'nav.customerSurvey',
        lazyRoute(() => import('../features/audit/survey/survey-page')),
      ),
      // docs/audit.md "Audit checklist": spec §2 audit-checklist, /{id}/send, /{id}, completed-checklist/{id}
      page(
        'audit-report/audit-checklist',
        'nav.auditChecklists',
        lazyRoute(pick(checklist, 'ChecklistList')),
      ),
      page(
        'audit-report/audit-checklist/:id',
        'nav.auditChecklist',
        lazyRoute(pick(checklist, 'ChecklistDetail')),
      ),
      page(
        'audit-report/audit-checklist/:id/send',
        'nav.auditChecklist',
        lazyRoute(pick(checklist, 'ChecklistSend')),
      ),
      page(
        'audit-report/completed-checklist/:id',
        'nav.auditChecklist',
        lazyRoute(pick(checklist, 'ChecklistCompleted')),
      ),
      // docs/audit.md "Follow-up audits": spec §2 follow-audit/{id}/work and follow-up-audit-reports/{id}
      page(
        'follow-audit/:id/work',
        'nav.followUpAudit',
        lazyRoute(() => import('../features/audit/follow-up/work-page')),
      ),
      page(
        'follow-audit/retest/:engagementId/:id',
        'nav.followUpAudit',
        lazyRoute(() => import('../features/audit/follow-up/retest-page')),
      ),
      page(
        'follow-up-audit-reports/:id',
        'nav.followUpAuditReport',
        lazyRoute(() => import('../features/audit/follow-up/reports-page')),
      ),
      page('issue-tracker', 'nav.issueTracker', lazyRoute(pick(tracker, 'TrackerPage'))),
      // spec §2 issue-tracker/add-finding: findings raised outside an engagement
      page('issue-tracker/add-finding', 'nav.issueTracker', lazyRoute(pick(outside, 'OutsideFindingAdd'))),
      page('issue-tracker/findings', 'nav.issueTracker', lazyRoute(pick(outside, 'OutsideFindingList'))),
      page(
        'issue-tracker/findings/:findingId',
        'nav.issueTracker',
        lazyRoute(pick(outside, 'OutsideFindingDetail')),
      ),
      page(
        'issue-tracker/add-progress/:actionId',
        'nav.manageAudit',
        lazyRoute(() => import('../features/audit/responses/action-page')),
      ),
      page(
        'audit-finding-waiting-validation',
        'nav.manageAudit',
        lazyRoute(pick(tracker, 'WaitingValidationPage')),
      ),
      page(
        'issue-status',
        'nav.issueStatus',
        lazyRoute(() => import('../features/audit/responses/issue-status-page')),
      ),
      page(
        'my-task',
        'nav.auditTasks',
        lazyRoute(() => import('../features/audit/engagement/my-task-page')),
      ),
      page('my-task/completed/:id', 'nav.auditTasks', lazyRoute(pick(tasks, 'CompletedView'))),
      page('my-task/checklist/:id/:role', 'nav.auditTasks', lazyRoute(pick(checklist, 'ChecklistDetail'))),
      page('my-task/paper/:id/:auditId/:role', 'nav.auditTasks', lazyRoute(pick(tasks, 'PendingView'))),
      page('my-task/:kind/:id/:role', 'nav.auditTasks', lazyRoute(pick(tasks, 'PendingView'))),
    ],
  },
];
