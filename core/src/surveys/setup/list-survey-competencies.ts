import type { TSurveyCompetency } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { byName, loadSurveySetup, toCompetency } from './setup-store';

export const listSurveyCompetencies = async (ctx: Ctx): Promise<TSurveyCompetency[]> => {
  await requireSurveysAdmin(ctx);
  const { competencies } = await loadSurveySetup(tenantOf(ctx));
  return competencies.map(toCompetency).sort(byName);
};
