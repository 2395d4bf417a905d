import { CommitteeReportPage } from './committee-page';

/** spec §2 /app/reports/committee-performance-assessment-reports. */
export const Component = () => <CommitteeReportPage kind="assessments" />;
