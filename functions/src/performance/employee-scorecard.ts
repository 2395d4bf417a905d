import * as routes from '@stratum/contracts';
import {
  addComment,
  listComments,
  deleteScorecard,
  addKpa,
  deleteKpa,
  updateKpa,
  deleteKpi,
  saveKpi,
  updateScorecard,
} from '@stratum/core/scorecard';
import {
  addEmployeeScorecard,
  addPeriodicEmployeeScorecard,
  addScorecardTemplate,
  EMPLOYEE_KINDS,
  getCascadeSettings,
  getEmployeeScorecard,
  getTrainingTags,
  listEmployeeScorecards,
  listScorecardLibrary,
  listSubordinateScorecards,
  readableEmployeeScorecard,
  setCascadeSetting,
  setTrainingTags,
  toEmployeeScorecard,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * Employee scorecards and the scorecards library (docs/performance.md). KPA, KPI, comment, update
 * and delete calls are planning's scorecard use cases on the employee kinds: who may write is
 * decided by core/src/performance/scorecard/access.ts, registered with them.
 */
export const handler = familyHandler('employee-scorecard', [
  bind(routes.listEmployeeScorecards, async ({ ctx, input }) => ({
    list: await listEmployeeScorecards(ctx, input),
  })),
  bind(routes.listSubordinateScorecards, async ({ ctx, input }) => ({
    list: await listSubordinateScorecards(ctx, input),
  })),
  bind(routes.listScorecardLibrary, async ({ ctx, input }) => ({
    list: await listScorecardLibrary(ctx, input),
  })),
  bind(routes.getEmployeeScorecard, async ({ ctx, input }) => ({
    scorecard: await getEmployeeScorecard(ctx, input),
  })),
  bind(routes.addEmployeeScorecard, async ({ ctx, input }) => ({
    scorecard: await addEmployeeScorecard(ctx, input),
  })),
  bind(routes.addFunctionalScorecard, async ({ ctx, input }) => ({
    scorecard: await addEmployeeScorecard(ctx, {
      ...input,
      source: input.templateId ? 'library' : 'empty',
      functional: true,
    }),
  })),
  bind(routes.addEmployeePeriodicScorecard, async ({ ctx, input }) => ({
    scorecard: await addPeriodicEmployeeScorecard(ctx, input),
  })),
  bind(routes.addScorecardTemplate, async ({ ctx, input }) => ({
    scorecard: await addScorecardTemplate(ctx, input),
  })),
  bind(routes.updateEmployeeScorecard, async ({ ctx, input }) => {
    await readableEmployeeScorecard(ctx, input.id);
    await updateScorecard(ctx, EMPLOYEE_KINDS, input);
    return { scorecard: toEmployeeScorecard(await readableEmployeeScorecard(ctx, input.id), null) };
  }),
  bind(routes.deleteEmployeeScorecard, async ({ ctx, input }) => {
    const before = await readableEmployeeScorecard(ctx, input.id);
    await deleteScorecard(ctx, EMPLOYEE_KINDS, input);
    return { scorecard: toEmployeeScorecard(before, null) };
  }),
  bind(routes.addEmployeeKpa, async ({ ctx, input }) => ({ kpa: await addKpa(ctx, EMPLOYEE_KINDS, input) })),
  bind(routes.updateEmployeeKpa, async ({ ctx, input }) => ({
    kpa: await updateKpa(ctx, EMPLOYEE_KINDS, input),
  })),
  bind(routes.deleteEmployeeKpa, async ({ ctx, input }) => ({
    kpa: await deleteKpa(ctx, EMPLOYEE_KINDS, input),
  })),
  bind(routes.saveEmployeeKpi, async ({ ctx, input }) => ({
    kpi: await saveKpi(ctx, EMPLOYEE_KINDS, input),
  })),
  bind(routes.deleteEmployeeKpi, async ({ ctx, input }) => ({
    kpi: await deleteKpi(ctx, EMPLOYEE_KINDS, input),
  })),
  bind(routes.addEmployeeScorecardComment, async ({ ctx, input }) => ({
    comment: await addComment(ctx, EMPLOYEE_KINDS, input),
  })),
  bind(routes.listEmployeeScorecardComments, async ({ ctx, input }) => {
    await readableEmployeeScorecard(ctx, input.scorecardId, 'scorecardId');
    return { list: await listComments(ctx, EMPLOYEE_KINDS, input) };
  }),
  bind(routes.getTrainingTags, async ({ ctx, input }) => ({ list: await getTrainingTags(ctx, input) })),
  bind(routes.setTrainingTags, async ({ ctx, input }) => ({ tag: await setTrainingTags(ctx, input) })),
  bind(routes.getCascadeSettings, async ({ ctx, input }) => ({ list: await getCascadeSettings(ctx, input) })),
  bind(routes.setCascadeSetting, async ({ ctx, input }) => ({
    setting: await setCascadeSetting(ctx, input),
  })),
]);
