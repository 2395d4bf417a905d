import { PerformanceReportPage } from './report-page';

/** spec §2 /app/reports: the scores report of a quarter. */
export const Component = () => <PerformanceReportPage kind="scores" titleKey="nav.assessmentScoreReport" />;
