/**
 * Internal audit (spec §1 audit management). Outreach to the auditee: the questionnaire its
 * contacts answer from an emailed link. Other modules and the functions use these only.
 */
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
