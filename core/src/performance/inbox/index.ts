export { inboxReport } from './inbox-report';
export { requiredMyActions } from './required-my-actions';
export { requiredMyActionsCount } from './required-my-actions-count';
export { subordinateEmployees } from './subordinate-employees';
export { subordinateRecords } from './subordinate-records';
export { companyReviews } from './company-reviews';
export { employeeReviews } from './employee-reviews';
export { subordinateEmployeeReviews } from './subordinate-employee-reviews';
