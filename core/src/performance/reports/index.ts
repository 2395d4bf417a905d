export { performanceReport } from './performance-report';
export { quarterRecords } from './report-rows';
export { exportPerformanceReport, performanceReportDocument } from './export';
