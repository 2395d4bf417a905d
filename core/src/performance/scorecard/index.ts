import { tenantOf, type Ctx } from '../../kernel/ctx';
import { type ScorecardItem, findScorecard } from '../../scorecard';
import { EMPLOYEE_KINDS } from './access';

/**
 * Employee scorecards (docs/performance.md "Employee scorecards"). Importing this module
 * registers who may write employee scorecards with planning's KPA/KPI/comment use cases.
 */
export { EMPLOYEE_KINDS, OWN_KINDS, allowedOn, partIn, readableEmployeeScorecard } from './access';
export { addEmployeeScorecard } from './add-employee-scorecard';
export { addScorecardTemplate } from './add-scorecard-template';
export {
  cascadedTo,
  cascadeRank,
  directReports,
  employeeListKey,
  libraryListKey,
  toEmployeeScorecard,
} from './employee-scorecard-parts';
export { getEmployeeScorecard } from './get-employee-scorecard';
export { listEmployeeScorecards } from './list-employee-scorecards';
export { listScorecardLibrary } from './list-scorecard-library';
export { listSubordinateScorecards } from './list-subordinate-scorecards';
export { addPeriodicEmployeeScorecard } from './add-periodic-employee-scorecard';
export { getTrainingTags } from './get-training-tags';
export { setTrainingTags } from './set-training-tags';
export { getCascadeSettings } from './get-cascade-settings';
export { setCascadeSetting } from './set-cascade-setting';

/** An employee scorecard or template of the caller's company, ready (404 otherwise); no access check. */
export const findEmployeeScorecard = (ctx: Ctx, id: string, field = 'id'): Promise<ScorecardItem> =>
  findScorecard(tenantOf(ctx), id, EMPLOYEE_KINDS, field);
