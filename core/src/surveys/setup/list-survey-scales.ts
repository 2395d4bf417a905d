import type { TSurveyScale } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { byName, loadSurveySetup, toScale } from './setup-store';

export const listSurveyScales = async (ctx: Ctx): Promise<TSurveyScale[]> => {
  await requireSurveysAdmin(ctx);
  const { scales } = await loadSurveySetup(tenantOf(ctx));
  return scales.map(toScale).sort(byName);
};
