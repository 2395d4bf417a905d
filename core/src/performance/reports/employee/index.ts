export {
  committeeReport,
  employeeKpaReport,
  employeePerformanceReport,
  employeeScorecardsReport,
} from './employee-reports';
export { exportEmployeeReport } from './export';
