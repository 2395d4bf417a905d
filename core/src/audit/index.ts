/**
 * Internal audit: the engagement and its fieldwork (spec §1 audit management) — engagements
 * opened with their own team, scope, planning memorandum, process descriptions, the risk-control
 * matrix and working papers, their review with create-only sign-offs, and what waits on each
 * person (my-task); outreach to the auditee — the questionnaire its contacts answer from an
 * emailed link. Other modules and the functions use these only.
 */
export { closeEngagement } from './engagement/close-engagement';
export { getEngagement } from './engagement/get-engagement';
export { listEngagements } from './engagement/list-engagements';
export { openEngagement } from './engagement/open-engagement';
export { addProcessDescription } from './fieldwork/add-process-description';
export { addRcmRow } from './fieldwork/add-rcm-row';
export { addScope } from './fieldwork/add-scope';
export { addWorkingPaper } from './fieldwork/add-working-paper';
export { allowScopeChange } from './fieldwork/allow-scope-change';
export { editProcessDescription } from './fieldwork/edit-process-description';
export { editRcmRow } from './fieldwork/edit-rcm-row';
export { editScope } from './fieldwork/edit-scope';
export { editWorkingPaper } from './fieldwork/edit-working-paper';
export { getArtefact } from './fieldwork/get-artefact';
export { getMemo } from './fieldwork/get-memo';
export { getWorkingPaperFileLink } from './fieldwork/get-working-paper-file-link';
export { listProcessDescriptions } from './fieldwork/list-process-descriptions';
export { listRcmRows } from './fieldwork/list-rcm-rows';
export { listScopes } from './fieldwork/list-scopes';
export { listWorkingPapers } from './fieldwork/list-working-papers';
export { saveMemo } from './fieldwork/save-memo';
export { uploadWorkingPaperFile } from './fieldwork/upload-working-paper-file';
export { allowArtefactUpdate } from './sign-offs/allow-artefact-update';
export { approveArtefact } from './sign-offs/approve-artefact';
export { listSignOffs } from './sign-offs/list-sign-offs';
export { notApproveArtefact } from './sign-offs/not-approve-artefact';
export { sendArtefact } from './sign-offs/send-artefact';
export { countMyTasks } from './tasks/count-my-tasks';
export { listMyCompletedTasks } from './tasks/list-my-completed-tasks';
export { listMyTasks } from './tasks/list-my-tasks';
export type { AuditEngagementItem } from './entities/engagement';
export { findEngagement, rolesIn } from './engagement/engagement-store';
export { canonicalJson, contentHash } from './sign-offs/content-hash';
export { getQuestionnaire } from './questionnaire/get-questionnaire';
export { getQuestionnaireFileLink } from './questionnaire/get-questionnaire-file-link';
export { getRespondentQuestionnaire } from './questionnaire/get-respondent-questionnaire';
export { openQuestionnaireLink } from './questionnaire/open-questionnaire-link';
export { auditMailKinds } from './questionnaire/questionnaire-mail';
export { saveQuestionnaire } from './questionnaire/save-questionnaire';
export { sendQuestionnaire } from './questionnaire/send-questionnaire';
export { submitQuestionnaire } from './questionnaire/submit-questionnaire';
export { uploadQuestionnaireAttachment } from './questionnaire/upload-questionnaire-attachment';
export { withdrawQuestionnaireLink } from './questionnaire/withdraw-questionnaire-link';
