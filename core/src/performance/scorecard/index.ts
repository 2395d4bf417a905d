import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { ScorecardItem } from '../../planning/entities/scorecard';
import { findScorecard } from '../../planning/scorecard/scorecard-store';
import { EMPLOYEE_KINDS } from './access';

/**
 * Employee scorecards (issue 6, docs/performance.md "Employee scorecards"). Importing this module
 * registers who may write employee scorecards with planning's KPA/KPI/comment use cases.
 */
export { EMPLOYEE_KINDS, OWN_KINDS, allowedOn, partIn, readableEmployeeScorecard } from './access';
export {
  addEmployeeScorecard,
  addScorecardTemplate,
  cascadedTo,
  cascadeRank,
  directReports,
  employeeListKey,
  getEmployeeScorecard,
  libraryListKey,
  listEmployeeScorecards,
  listScorecardLibrary,
  listSubordinateScorecards,
  toEmployeeScorecard,
} from './employee-scorecards';
export { addPeriodicEmployeeScorecard } from './periodic';
export { getTrainingTags, setTrainingTags } from './training-tags';
export { getCascadeSettings, setCascadeSetting } from './cascade-settings';

/** An employee scorecard or template of the caller's company, ready (404 otherwise); no access check. */
export const findEmployeeScorecard = (ctx: Ctx, id: string, field = 'id'): Promise<ScorecardItem> =>
  findScorecard(tenantOf(ctx), id, EMPLOYEE_KINDS, field);
