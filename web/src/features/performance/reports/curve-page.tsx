import { PerformanceReportPage } from './report-page';

/** spec §2 /app/reports: the curve report of a quarter. */
export const Component = () => <PerformanceReportPage kind="curve" titleKey="nav.performanceCurveReport" />;
