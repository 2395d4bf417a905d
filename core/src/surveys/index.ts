/**
 * Surveys (spec §1): 360-degree surveys — their set-up (scales, competencies, questions), the
 * surveys of employees and their reviewers.
 */
export { addSurveyCompetency } from './setup/add-survey-competency';
export { addSurveyQuestion } from './setup/add-survey-question';
export { addSurveyScale } from './setup/add-survey-scale';
export { deleteSurveyCompetency } from './setup/delete-survey-competency';
export { deleteSurveyQuestion } from './setup/delete-survey-question';
export { deleteSurveyScale } from './setup/delete-survey-scale';
export { listSurveyCompetencies } from './setup/list-survey-competencies';
export { listSurveyQuestions } from './setup/list-survey-questions';
export { listSurveyScales } from './setup/list-survey-scales';
export { updateSurveyCompetency } from './setup/update-survey-competency';
export { updateSurveyQuestion } from './setup/update-survey-question';
export { updateSurveyScale } from './setup/update-survey-scale';
export { addSurvey } from './degree-360/add-survey';
export { addSurveyReviewers } from './degree-360/add-survey-reviewers';
export { getSurvey } from './degree-360/get-survey';
export { deleteSurvey } from './degree-360/delete-survey';
export { listMySurveys } from './degree-360/list-my-surveys';
export { listInboxSurveys } from './degree-360/list-inbox-surveys';
export { listSurveys } from './degree-360/list-surveys';
export { removeSurveyReviewer } from './degree-360/remove-survey-reviewer';
export { updateSurvey } from './degree-360/update-survey';
export { getSurveyReport, surveyReportOf } from './degree-360/get-survey-report';
export { queueSurveyShare, shareSurvey } from './degree-360/share-survey';
export {
  getSurveyShareJob,
  SURVEY_SHARE_JOB_KINDS,
  surveyResendJob,
  surveyShareJob,
} from './degree-360/share-job';
export { exportSurveyReport } from './degree-360/export-survey-report';
export { exportSurveyReviews } from './degree-360/export-survey-reviews';
export { listSurveyReviews } from './degree-360/list-survey-reviews';
export { authenticateSurveyReview } from './review/authenticate-survey-review';
export { getSurveyReview } from './review/get-survey-review';
export { openSurveyReview } from './review/open-survey-review';
export { sendSurveyReviewCode } from './review/send-survey-review-code';
export { stopSurveyReminders } from './review/stop-survey-reminders';
export { submitSurveyReview } from './review/submit-survey-review';
export { addOrgSurvey } from './organizational/add-org-survey';
export { deleteOrgSurvey } from './organizational/delete-org-survey';
export { exportOrgSurvey } from './organizational/export-org-survey';
export { getOrgHeatMap } from './organizational/get-org-heat-map';
export { getOrgUnitReport } from './organizational/get-org-unit-report';
export { getOrgSurvey } from './organizational/get-org-survey';
export { listOrgSurveys } from './organizational/list-org-surveys';
export { resendOrgSurvey } from './organizational/resend-org-survey';
export { queueOrgSurveySend, sendOrgSurvey } from './organizational/send-org-survey';
export { updateOrgSurvey } from './organizational/update-org-survey';
export {
  getOrgSurveyJob,
  ORG_SURVEY_JOB_KINDS,
  orgSurveyResendJob,
  orgSurveySendJob,
} from './organizational/send-job';
export { openOrgSurveyReview } from './review/open-org-survey-review';
export { submitOrgSurveyReview } from './review/submit-org-survey-review';
export { surveysMailKinds } from './review/survey-mail';
export { surveysReminderKinds } from './reminders';
export { addReviewArea } from './competency-review/add-review-area';
export { addReviewCompetency } from './competency-review/add-review-competency';
export { addReviewQuestion } from './competency-review/add-review-question';
export { addReviewScale } from './competency-review/add-review-scale';
export { deleteReviewArea } from './competency-review/delete-review-area';
export { deleteReviewCompetency } from './competency-review/delete-review-competency';
export { deleteReviewQuestion } from './competency-review/delete-review-question';
export { deleteReviewScale } from './competency-review/delete-review-scale';
export { getCompetencyReviewSetup } from './competency-review/get-competency-review-setup';
export { getEmployeeCompetencyReview } from './competency-review/get-employee-competency-review';
export { saveCompetencyAnswers } from './competency-review/save-competency-answers';
export { setReviewContribution } from './competency-review/set-review-contribution';
export { updateReviewArea } from './competency-review/update-review-area';
export { updateReviewCompetency } from './competency-review/update-review-competency';
export { updateReviewQuestion } from './competency-review/update-review-question';
export { updateReviewScale } from './competency-review/update-review-scale';
export {
  competencyPartOf,
  planCompetencyScores,
  type PlanCompetencyScores,
} from './competency-review/employee-score';
