import { Service } from 'electrodb';
import { AuditTrailEntity } from './kernel/audit-trail';
import { CalendarFeedEntity } from './dashboard/entities/calendar-feed';
import { EmbedLinkEntity } from './dashboard/entities/embed-link';
import { JobEntity, JobLockEntity } from './kernel/job-entity';
import { LinkTokenEntity } from './kernel/link-token-entity';
import { documentClient } from './kernel/clients';
import { config } from './kernel/config';
import { ActingSupervisorEntity } from './organisation/entities/acting-supervisor';
import { EmployeeEntity } from './organisation/entities/employee';
import { OrgStatsEntity } from './organisation/entities/org-stats';
import { OrgUnitEntity } from './organisation/entities/org-unit';
import { StagedEmployeeEntity } from './organisation/entities/staged-employee';
import { AccountEntity } from './platform/entities/account';
import { AuthCodeEntity } from './platform/entities/auth-code';
import { CompanyEntity } from './platform/entities/company';
import { CompanyModuleEntity } from './platform/entities/company-module';
import { EmployeeModuleEntity } from './platform/entities/employee-module';
import { LoginThrottleEntity } from './platform/entities/login-throttle';
import { RevokedTokenEntity } from './platform/entities/revoked-token';
import { ProviderLoginEntity } from './platform/entities/provider-login';
import { UniqueEntity } from './kernel/unique';
import { OutboxMailEntity } from './kernel/outbox-mail';
import {
  ReminderMarkerEntity,
  ReminderOptOutEntity,
  ReminderSettingEntity,
} from './kernel/reminder-entities';
import { IdempotencyEntity } from './kernel/idempotency-key';
import { UserManualEntity } from './platform/entities/user-manual';
import { AnnualPlanEntity } from './planning/entities/annual-plan';
import { PerspectiveEntity } from './scorecard/entities/perspective';
import { PlanEntity } from './planning/entities/plan';
import { QuarterEntity } from './planning/entities/quarter';
import { RatingScaleEntity } from './scorecard/entities/rating-scale';
import { ScorecardEntity } from './scorecard/entities/scorecard';
import { ScorecardBuildEntity } from './scorecard/entities/scorecard-build';
import { ScorecardCommentEntity } from './scorecard/entities/scorecard-comment';
import { ScorecardKpaEntity } from './scorecard/entities/scorecard-kpa';
import { ScorecardKpiEntity } from './scorecard/entities/scorecard-kpi';
import { PerformanceRecordEntity } from './performance/entities/performance-record';
import { QaAssignmentEntity, QaMemberEntity } from './performance/entities/qa';
import {
  PerformanceEvidenceEntity,
  PerformanceNoteEntity,
  PerformanceSelfScoreEntity,
} from './performance/entities/review';
import { RiskEntity } from './risk/entities/risk';
import { RiskCategoryEntity } from './risk/entities/risk-category';
import { RiskControlEntity } from './risk/entities/risk-control';
import { RiskCountEntity } from './risk/entities/risk-count';
import { RiskMatrixEntryEntity } from './risk/entities/risk-matrix-entry';
import { RiskMitigationEntity } from './risk/entities/risk-mitigation';
import { RiskProgressEntity } from './risk/entities/risk-progress';
import { RiskRatingTypeEntity } from './risk/entities/risk-rating-type';
import { RiskScalePointEntity } from './risk/entities/risk-scale-point';
import { RiskSetupEntity } from './risk/entities/risk-setup';
import { RiskTeamEntity } from './risk/entities/risk-team';
import { RiskActionEntity } from './risk/entities/risk-action';
import { RiskDueEntity } from './risk/entities/risk-due';
import { RiskMonthCountEntity } from './risk/entities/risk-month-count';
import {
  MonthlySettingEntity,
  MonthlyTotalEntity,
  MonthlyUpdateEntity,
} from './performance/entities/monthly';
import { CompanyAssessmentEntity } from './performance/entities/company-assessment';
import { AuditSettingEntity } from './audit/entities/audit-setting';
import { AuditProcessEntity } from './audit/entities/audit-process';
import { AuditPlanEntity } from './audit/entities/audit-plan';
import { PlannedAuditEntity } from './audit/entities/planned-audit';
import { AuditFollowUpEntity } from './audit/entities/audit-follow-up';
import { AuditEngagementEntity } from './audit/entities/engagement';
import { AuditScopeEntity } from './audit/entities/scope';
import { AuditMemoEntity } from './audit/entities/memo';
import { AuditProcessDescriptionEntity } from './audit/entities/process-description';
import { AuditRcmRowEntity } from './audit/entities/rcm-row';
import { AuditWorkingPaperEntity } from './audit/entities/working-paper';
import { AuditSignOffEntity } from './audit/entities/sign-off';
import { AuditFindingEntity } from './audit/entities/finding';
import { AuditOutsideFindingEntity } from './audit/entities/outside-finding';
import { AuditOpinionEntity } from './audit/entities/opinion';
import { AuditFinalReportEntity } from './audit/entities/final-report';
import {
  AuditCustomerSurveyContactEntity,
  AuditCustomerSurveyEntity,
} from './audit/entities/customer-survey';
import { AuditChecklistEntity } from './audit/entities/checklist';
import {
  AuditFollowUpAuditEntity,
  AuditFollowUpReportEntity,
  AuditRetestEntity,
} from './audit/entities/follow-up-audit';
import { AuditTaskCountEntity, AuditTaskEntity } from './audit/entities/task';
import { AuditActionEntity, AuditActionProgressEntity, AuditResponseEntity } from './audit/entities/response';
import { AuditQuestionnaireEntity } from './audit/entities/questionnaire';
import { AuditQuestionnaireContactEntity } from './audit/entities/questionnaire-contact';
import { AuditNotificationLetterEntity } from './audit/entities/notification-letter';
import { AuditEntranceMeetingEntity } from './audit/entities/entrance-meeting';
import { ComplianceActivityEntity } from './compliance/entities/compliance-activity';
import { ComplianceCategoryEntity } from './compliance/entities/compliance-category';
import { ComplianceStepEntity } from './compliance/entities/compliance-step';
import { ComplianceRegulationEntity } from './compliance/entities/compliance-regulation';
import { ComplianceTeamEntity } from './compliance/entities/compliance-team';
import { ComplianceUniverseEntity } from './compliance/entities/compliance-universe';
import { SurveyEntity, SurveyResponseEntity, SurveyReviewerEntity } from './surveys/entities/survey';
import {
  OrgSurveyEntity,
  OrgSurveyRecipientEntity,
  OrgSurveyResponseEntity,
} from './surveys/entities/org-survey';
import {
  SurveyCompetencyEntity,
  SurveyQuestionEntity,
  SurveyScaleEntity,
} from './surveys/entities/survey-setup';
import {
  CompetencyAnswerEntity,
  CompetencyReviewItemEntity,
  CompetencyReviewSettingsEntity,
} from './surveys/entities/competency-review';

/** The one ElectroDB Service over the single table (STYLE §6). Modules add their entities here. */
const service = new Service({
  auditTrail: AuditTrailEntity,
  outboxMail: OutboxMailEntity,
  reminderMarker: ReminderMarkerEntity,
  reminderSetting: ReminderSettingEntity,
  reminderOptOut: ReminderOptOutEntity,
  job: JobEntity,
  jobLock: JobLockEntity,
  linkToken: LinkTokenEntity,
  company: CompanyEntity,
  account: AccountEntity,
  companyModule: CompanyModuleEntity,
  employeeModule: EmployeeModuleEntity,
  authCode: AuthCodeEntity,
  loginThrottle: LoginThrottleEntity,
  revokedToken: RevokedTokenEntity,
  providerLogin: ProviderLoginEntity,
  employee: EmployeeEntity,
  orgUnit: OrgUnitEntity,
  orgStats: OrgStatsEntity,
  stagedEmployee: StagedEmployeeEntity,
  actingSupervisor: ActingSupervisorEntity,
  unique: UniqueEntity,
  idempotency: IdempotencyEntity,
  userManual: UserManualEntity,
  plan: PlanEntity,
  perspective: PerspectiveEntity,
  ratingScale: RatingScaleEntity,
  annualPlan: AnnualPlanEntity,
  quarter: QuarterEntity,
  scorecard: ScorecardEntity,
  scorecardBuild: ScorecardBuildEntity,
  scorecardKpa: ScorecardKpaEntity,
  scorecardKpi: ScorecardKpiEntity,
  scorecardComment: ScorecardCommentEntity,
  performanceRecord: PerformanceRecordEntity,
  performanceSelfScore: PerformanceSelfScoreEntity,
  performanceNote: PerformanceNoteEntity,
  performanceEvidence: PerformanceEvidenceEntity,
  qaMember: QaMemberEntity,
  qaAssignment: QaAssignmentEntity,
  riskSetup: RiskSetupEntity,
  riskRatingType: RiskRatingTypeEntity,
  riskMatrixEntry: RiskMatrixEntryEntity,
  riskScalePoint: RiskScalePointEntity,
  riskCategory: RiskCategoryEntity,
  riskTeam: RiskTeamEntity,
  risk: RiskEntity,
  riskControl: RiskControlEntity,
  riskMitigation: RiskMitigationEntity,
  riskProgress: RiskProgressEntity,
  riskCount: RiskCountEntity,
  riskAction: RiskActionEntity,
  riskDue: RiskDueEntity,
  riskMonthCount: RiskMonthCountEntity,
  monthlyUpdate: MonthlyUpdateEntity,
  monthlyTotal: MonthlyTotalEntity,
  monthlySetting: MonthlySettingEntity,
  companyAssessment: CompanyAssessmentEntity,
  auditSetting: AuditSettingEntity,
  auditProcess: AuditProcessEntity,
  auditPlan: AuditPlanEntity,
  plannedAudit: PlannedAuditEntity,
  auditFollowUp: AuditFollowUpEntity,
  auditEngagement: AuditEngagementEntity,
  auditScope: AuditScopeEntity,
  auditMemo: AuditMemoEntity,
  auditProcessDescription: AuditProcessDescriptionEntity,
  auditRcmRow: AuditRcmRowEntity,
  auditWorkingPaper: AuditWorkingPaperEntity,
  auditSignOff: AuditSignOffEntity,
  auditFinding: AuditFindingEntity,
  auditOutsideFinding: AuditOutsideFindingEntity,
  auditOpinion: AuditOpinionEntity,
  auditFinalReport: AuditFinalReportEntity,
  auditFollowUpAudit: AuditFollowUpAuditEntity,
  auditRetest: AuditRetestEntity,
  auditFollowUpReport: AuditFollowUpReportEntity,
  auditTask: AuditTaskEntity,
  auditTaskCount: AuditTaskCountEntity,
  auditResponse: AuditResponseEntity,
  auditAction: AuditActionEntity,
  auditActionProgress: AuditActionProgressEntity,
  auditQuestionnaire: AuditQuestionnaireEntity,
  auditQuestionnaireContact: AuditQuestionnaireContactEntity,
  auditNotificationLetter: AuditNotificationLetterEntity,
  auditEntranceMeeting: AuditEntranceMeetingEntity,
  auditCustomerSurvey: AuditCustomerSurveyEntity,
  auditCustomerSurveyContact: AuditCustomerSurveyContactEntity,
  auditChecklist: AuditChecklistEntity,
  complianceCategory: ComplianceCategoryEntity,
  complianceTeam: ComplianceTeamEntity,
  complianceRegulation: ComplianceRegulationEntity,
  complianceUniverse: ComplianceUniverseEntity,
  complianceActivity: ComplianceActivityEntity,
  complianceStep: ComplianceStepEntity,
  surveyScale: SurveyScaleEntity,
  surveyCompetency: SurveyCompetencyEntity,
  surveyQuestion: SurveyQuestionEntity,
  survey: SurveyEntity,
  surveyReviewer: SurveyReviewerEntity,
  surveyResponse: SurveyResponseEntity,
  orgSurvey: OrgSurveyEntity,
  orgSurveyRecipient: OrgSurveyRecipientEntity,
  orgSurveyResponse: OrgSurveyResponseEntity,
  competencyReviewItem: CompetencyReviewItemEntity,
  competencyReviewSettings: CompetencyReviewSettingsEntity,
  competencyAnswer: CompetencyAnswerEntity,
  calendarFeed: CalendarFeedEntity,
  embedLink: EmbedLinkEntity,
});

let bound = false;

/** The Service, bound to the configured table and client on first use. */
export const db = (): typeof service => {
  if (!bound) {
    service.setTableName(config().TABLE_NAME);
    service.setClient(documentClient());
    bound = true;
  }
  return service;
};

export type Db = typeof service;
export type Entities = Db['entities'];
