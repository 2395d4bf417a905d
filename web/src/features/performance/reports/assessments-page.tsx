import { PerformanceReportPage } from './report-page';

/** spec §2 /app/reports: the assessments report of a quarter. */
export const Component = () => (
  <PerformanceReportPage kind="assessments" titleKey="nav.performanceAssessmentReport" />
);
