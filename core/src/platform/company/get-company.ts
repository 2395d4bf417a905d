import type { TCompany } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { toCompany } from '../company-view';
import type { CompanyItem } from '../entities/company';

export const findCompany = async (companyId: string): Promise<CompanyItem> => {
  const item = (await db().entities.company.get({ companyId }).go()).data;
  if (!item) throw new AppError('NOT_FOUND', 'Company not found');
  return item;
};

export const getCompany = async (_ctx: unknown, input: { id: string }): Promise<{ company: TCompany }> => ({
  company: await toCompany(await findCompany(input.id)),
});

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
