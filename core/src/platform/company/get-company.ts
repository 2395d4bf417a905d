import type { TCompany } from '@stratum/contracts';
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
