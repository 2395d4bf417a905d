export { listMonthlyPeriods } from './list-periods';
export { setMonthlyGrace } from './set-monthly-grace';
export { getCompanyProgress } from './get-company-progress';
export { getEmployeeProgress } from './get-employee-progress';
export { getOrganisationalProgress } from './get-organisational-progress';
export { listSubordinateProgress } from './list-subordinate-progress';
export { saveProgress, type ProgressKind } from './save-progress';
