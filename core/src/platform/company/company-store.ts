import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { CompanyItem } from '../entities/company';

export const findCompany = async (companyId: string): Promise<CompanyItem> => {
  const item = (await db().entities.company.get({ companyId }).go()).data;
  if (!item) throw new AppError('NOT_FOUND', 'Company not found');
  return item;
};
