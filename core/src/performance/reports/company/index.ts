export { companyPerformanceReport } from './company-performance-report';
export { companyProgressiveReport } from './company-progressive-report';
export { ceoPerformanceReport } from './ceo-performance';
export { companyReportDocument, exportCompanyReport } from './export';
