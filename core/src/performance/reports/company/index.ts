export { companyPerformanceReport, companyProgressiveReport } from './company-performance';
export { ceoPerformanceReport } from './ceo-performance';
export { companyReportDocument, exportCompanyReport } from './export';
