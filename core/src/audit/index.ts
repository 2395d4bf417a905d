/**
 * Internal audit management (spec §1, §2 `/app/audit-management`): the settings (audit types and
 * standards, rating definitions, MR owners, templates, the audit team), the audit universe and the
 * annual risk-based audit plan. Other modules and the functions use these only.
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
