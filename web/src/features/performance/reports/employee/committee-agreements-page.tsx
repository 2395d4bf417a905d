import { CommitteeReportPage } from './committee-page';

/** spec §2 /app/reports/committee-performance-agreement-reports. */
export const Component = () => <CommitteeReportPage kind="agreements" />;
