/**
 * Compliance management (spec §1, §4, §7 `compliance`): the set-up (categories, complying and
 * compliance teams, regulations as an obligations register, universes) and the activities each
 * regulation asks for, on a recurrence. Other modules and the functions use these only.
 */
export { addComplianceCategory } from './setup/add-compliance-category';
export { addComplianceTeam } from './setup/add-compliance-team';
export { addComplianceUniverse } from './setup/add-compliance-universe';
export { addComplyingTeam } from './setup/add-complying-team';
export { addRegulation } from './setup/add-regulation';
export { deleteComplianceCategory } from './setup/delete-compliance-category';
export { deleteComplianceTeam } from './setup/delete-compliance-team';
export { deleteComplianceUniverse } from './setup/delete-compliance-universe';
export { deleteComplyingTeam } from './setup/delete-complying-team';
export { deleteRegulation } from './setup/delete-regulation';
export { listComplianceCategories } from './setup/list-compliance-categories';
export { listComplianceTeams } from './setup/list-compliance-teams';
export { listComplianceUniverses } from './setup/list-compliance-universes';
export { listComplyingTeams } from './setup/list-complying-teams';
export { listRegulations } from './setup/list-regulations';
export { updateComplianceCategory } from './setup/update-compliance-category';
export { updateComplianceTeam } from './setup/update-compliance-team';
export { updateComplianceUniverse } from './setup/update-compliance-universe';
export { updateComplyingTeam } from './setup/update-complying-team';
export { updateRegulation } from './setup/update-regulation';
export { addActivity } from './activities/add-activity';
export { deleteActivity } from './activities/delete-activity';
export { getActivity } from './activities/get-activity';
export { getComplianceCalendar } from './activities/get-compliance-calendar';
export { complianceDueBetween } from './activities/due-between';
export { listActivities } from './activities/list-activities';
export { updateActivity } from './activities/update-activity';
export { adminProcessCompliance } from './workflow/admin-process-compliance';
export { declineCompliance } from './workflow/decline-compliance';
export { getRequiredActions, getRequiredActionsCount } from './workflow/get-required-actions';
export { listComplianceHistory } from './workflow/list-compliance-history';
export { processCompliance } from './workflow/process-compliance';
export { saveComplianceNotes } from './workflow/save-compliance-notes';
export { submitCompliance } from './workflow/submit-compliance';
export { complianceReminderKinds } from './reminders';
export { uploadComplianceEvidence } from './workflow/upload-compliance-evidence';
export { getComplianceEvidenceLink } from './workflow/get-compliance-evidence-link';
export { getComplianceReport } from './reports/get-compliance-report';
export { exportComplianceReport } from './reports/export-compliance-report';
