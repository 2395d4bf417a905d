import { tenantOf, type Ctx } from '../../kernel/ctx';
import { toCompany } from '../company-view';
import { findCompany } from './company-store';

/** What a company's own people may know of it: not the owner's settings or contact. */
export const getMyCompany = async (ctx: Ctx) => {
  const c = await toCompany(await findCompany(tenantOf(ctx)));
  return {
    company: {
      id: c.id,
      companyName: c.companyName,
      logo: c.logo,
      ratingScaleOption: c.ratingScaleOption,
      personalDevelopmentPlanType: c.personalDevelopmentPlanType,
      performanceCommitteeFunction: c.performanceCommitteeFunction,
    },
  };
};
