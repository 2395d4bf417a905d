/**
 * Internal audit management (spec §1, §2 `/app/audit-management`): the settings (audit types and
 * standards, rating definitions, MR owners, templates, the audit team), the audit universe, the
 * annual risk-based audit plan, and the engagement's fieldwork — engagements opened with their own
 * team, scope, planning memorandum, process descriptions, the risk-control matrix and working
 * papers, their review with create-only sign-offs, what waits on each person (my-task), and the
 * questionnaire the auditee's contacts answer from an emailed link. Other modules and the functions use these only.
 */
export { auditTeamRoles, isAuditAdmin, requireAuditAdmin } from './access';
export { addAuditSetting } from './setup/add-audit-setting';
export { deleteAuditSetting } from './setup/delete-audit-setting';
export { getAuditSetting } from './setup/get-audit-setting';
export { fillLetter, getLetterTemplate, LETTER_TEMPLATE_PLACEHOLDERS } from './setup/get-letter-template';
export { listAuditSettings } from './setup/list-audit-settings';
export { updateAuditSetting } from './setup/update-audit-setting';
export { addAuditProcess } from './universe/add-audit-process';
export { deleteAuditProcess } from './universe/delete-audit-process';
export { getAuditProcess } from './universe/get-audit-process';
export { listAuditProcesses } from './universe/list-audit-processes';
export { updateAuditProcess } from './universe/update-audit-process';
export { addAuditFollowUp } from './plan/add-audit-follow-up';
export { addAuditPlan } from './plan/add-audit-plan';
export { addPlannedAudit } from './plan/add-planned-audit';
export { approveAuditPlan } from './plan/approve-audit-plan';
export { deleteAuditFollowUp } from './plan/delete-audit-follow-up';
export { deleteAuditPlan } from './plan/delete-audit-plan';
export { deletePlannedAudit } from './plan/delete-planned-audit';
export { getAuditFollowUp } from './plan/get-audit-follow-up';
export { getAuditPlan } from './plan/get-audit-plan';
export { findPlannedAudit, getPlannedAudit } from './plan/get-planned-audit';
export { listAuditFollowUps } from './plan/list-audit-follow-ups';
export { listAuditPlans } from './plan/list-audit-plans';
export { updateAuditFollowUp } from './plan/update-audit-follow-up';
export { updateAuditPlan } from './plan/update-audit-plan';
export { updatePlannedAudit } from './plan/update-planned-audit';
export { closeEngagement } from './engagement/close-engagement';
export { editEngagementTeam } from './engagement/edit-engagement-team';
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
export { getEntranceMeeting } from './outreach/get-entrance-meeting';
export { getEntranceMeetingFileLink } from './outreach/get-entrance-meeting-file-link';
export { getNotificationLetterFileLink } from './outreach/get-notification-letter-file-link';
export { listNotificationLetters } from './outreach/list-notification-letters';
export { previewNotificationLetter } from './outreach/preview-notification-letter';
export { saveEntranceMeeting } from './outreach/save-entrance-meeting';
export { sendNotificationLetter } from './outreach/send-notification-letter';
export { resendNotificationLetterMail } from './outreach/resend-notification-letter-mail';
export { removeEntranceMeetingFile } from './outreach/remove-entrance-meeting-file';
export { uploadEntranceMeetingFile } from './outreach/upload-entrance-meeting-file';
