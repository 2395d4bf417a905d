export { performanceReport, quarterRecords } from './reports';
export { exportPerformanceReport, performanceReportDocument } from './export';
