import { PerformanceReportPage } from './report-page';

/** spec §2 /app/reports: the agreements report of a quarter. */
export const Component = () => (
  <PerformanceReportPage kind="agreements" titleKey="nav.performanceAgreementReport" />
);
