export { performanceReport } from './performance-report';
export { quarterRecords } from './report-rows';
export { exportPerformanceReport, performanceReportDocument } from './export';
export { reviewCycles } from './review-cycles';
export { cycleCounts, cycleOf, type CycleRecord } from './review-cycle-rows';
