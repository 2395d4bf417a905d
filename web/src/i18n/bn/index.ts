import employeeScorecards from './employee-scorecards';
import employeeReview from './employee-review';
import inbox from './inbox';
import monthly from './monthly';
import organisation from './organisation';
import people from './people';
import performanceReports from './performance-reports';
import employeeReports from './employee-reports';
import companyReports from './company-reports';
import companyAssessment from './company-assessment';
import auditOutreach from './audit-outreach';
import planning from './planning';
import platform from './platform';
import reports from './reports';
import risk from './risk';
import surveys from './surveys';
import compliance from './compliance';
import calendar from './calendar';
import auditEngagement from './audit-engagement';
import auditFindings from './audit-findings';
import auditReport from './audit-report';
import auditSurvey from './audit-survey';
import auditChecklist from './audit-checklist';
import auditFollowUp from './audit-follow-up';
import auditManagement from './audit-management';
import scorecards from './scorecards';
import shell from './shell';

export default {
  shell,
  platform,
  organisation,
  people,
  planning,
  reports,
  scorecards,
  risk,
  surveys,
  compliance,
  calendar,
  'audit-engagement': auditEngagement,
  'audit-findings': auditFindings,
  'audit-report': auditReport,
  'audit-survey': auditSurvey,
  'audit-checklist': auditChecklist,
  'audit-follow-up': auditFollowUp,
  auditManagement,
  employeeScorecards,
  monthly,
  employeeReview,
  inbox,
  performanceReports,
  employeeReports,
  companyReports,
  companyAssessment,
  auditOutreach,
};
