export { committeeReport } from './committee-report';
export { employeeKpaReport } from './employee-kpa-report';
export { employeePerformanceReport } from './employee-performance-report';
export { employeeScorecardsReport } from './employee-scorecards-report';
export { exportEmployeeReport } from './export';
